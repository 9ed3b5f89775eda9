import { loggableError } from '../../lib/loggable-error';
import type { Logger } from '../../lib/logger';
import type { TMoneyStatus } from '@clinic/contract/payments/payments';
import type { Db } from '../../db/client';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import { type PaymentProvider, RefundRefused } from './providers/provider';
import type { PaymentNotices } from './payment-notices';
import type { RefundQueries, RefundsRepository } from './refunds.repository';
import { type CancelFee, type CancelMoney, cancelMoneyOf } from './cancel-money';
import { backOf } from './payment-amounts';

export type PaymentRef = { tenantId: number; id: number };
export type { CancelFee } from './cancel-money';

/** Refund attempts of one payment, the first included; after the last failure it stays refund_failed. */
export const DEFAULT_REFUND_MAX_ATTEMPTS = 6;
/** How long one attempt holds a payment: far longer than a provider call may take (10 s). */
const LEASE_MS = 5 * 60_000;
const MINUTE = 60_000;
/**
 * Waits after the 1st, 2nd, … failed attempt. The last ones wait past a day: a provider may keep the answer
 * to an idempotency key (Stripe does for 24 hours, an error included), so only a later attempt is asked anew.
 */
const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 25 * 60 * MINUTE];
export const retryDelayMs = (failedAttempts: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MS.length) - 1]!;
/** The key a provider sees on every attempt of a payment's refund, so it makes one refund at most. */
export const refundIdempotencyKey = (payment: { tenantId: number; id: number; refundedMinor?: number }) =>
  // A later part refund of the same payment is another refund: named after what was given back before it.
  `clinic-refund-${payment.tenantId}-${payment.id}${payment.refundedMinor ? `-after-${payment.refundedMinor}` : ''}`;

/** The refund a payment owes now (minor unit): the amount staff chose, else all that is left. */
export const owedNowOf = (payment: PaymentRow) =>
  payment.refundOwedMinor ?? payment.amountMinor - payment.refundedMinor;

/** What the patient sees of an appointment's payments: the money it holds, else what became of it. */
function moneyStateOf(payments: PaymentRow[]): TMoneyStatus {
  const has = (...statuses: string[]) => payments.some((p) => statuses.includes(p.status));
  if (has('paid')) return 'paid';
  if (has('refund_failed')) return 'refund_failed';
  if (has('refund_due', 'refund_pending')) return 'refund_pending';
  if (has('refunded')) return 'refunded';
  return 'unpaid';
}

/** A cancel's money read from the books: the visit's paid payments (locked in a cancel) and its treatment's fee. */
async function cancelMoneyIn(
  queries: RefundQueries,
  tenantId: number,
  appointmentId: number,
  fee: CancelFee,
  lock: boolean,
): Promise<CancelMoney & { currency: string }> {
  const held = await queries.paidPaymentsOf(tenantId, appointmentId, lock);
  const visit = await queries.cancellationFeeOf(tenantId, appointmentId);
  if (!visit) throw new Error(`no visit ${appointmentId} of clinic ${tenantId}`);
  const money = cancelMoneyOf(held, fee === 'kept' ? visit.feeMinor : 0);
  return { ...money, currency: held[0]?.currency ?? visit.currency };
}

/**
 * Money going back to patients. An owed payment (refund_due, refund_pending) is refunded at its provider
 * under one idempotency key per payment: at once after the change that made it owed, and else by the
 * background sweep, with back-off and a bounded number of attempts. Each attempt first takes the payment in
 * the database (a lease), so two processes never call the provider for it at the same time; a process that
 * dies mid-attempt leaves it to be taken again when the lease ends.
 */
export function createRefundsService(deps: {
  repo: RefundsRepository;
  payments: Pick<PaymentsRepository, 'moneyPayments' | 'transaction'>;
  /** Told of each refund made, in the transaction that records it. */
  notices?: PaymentNotices;
  providers: Map<string, PaymentProvider>;
  log: Pick<Logger, 'warn' | 'info' | 'error'>;
  now: () => Date;
  maxAttempts?: number;
}) {
  const { repo, providers, log, now } = deps;
  const maxAttempts = deps.maxAttempts ?? DEFAULT_REFUND_MAX_ATTEMPTS;

  /** One attempt, if the payment is owed, due and free; answers what became of it. */
  async function attempt(ref: PaymentRef): Promise<'refunded' | 'retrying' | 'refund_failed' | 'skipped'> {
    const at = now();
    const payment = await repo.claimRefund(ref.tenantId, ref.id, at, new Date(at.getTime() + LEASE_MS), maxAttempts);
    if (!payment) return 'skipped';
    const provider = providers.get(payment.provider);
    let refundRef: string;
    try {
      if (!provider?.refund) throw new RefundRefused(`payment company ${payment.provider} cannot refund here`);
      ({ refundRef } = await provider.refund({
        tenantId: payment.tenantId,
        paymentId: payment.id,
        amountMinor: owedNowOf(payment),
        currency: payment.currency,
        providerRef: payment.providerRef,
        chargeRef: payment.chargeRef,
        idempotencyKey: refundIdempotencyKey(payment),
      }));
    } catch (err) {
      const final = err instanceof RefundRefused || payment.refundAttempts >= maxAttempts;
      const failedAt = now();
      await repo.recordRefundFailure(payment.tenantId, payment.id, payment.refundAttempts, {
        error: err instanceof Error ? err.message : String(err),
        retryAt: final ? null : new Date(failedAt.getTime() + retryDelayMs(payment.refundAttempts)),
        now: failedAt,
      });
      const context = { err, paymentId: payment.id, tenantId: payment.tenantId, attempt: payment.refundAttempts };
      if (final) log.error(context, 'refund failed for good; the clinic must return this payment');
      else log.warn(context, 'refund attempt failed; it will be retried');
      return final ? 'refund_failed' : 'retrying';
    }
    await deps.payments.transaction(async (_queries, tx) => {
      const refunded = await repo.within(tx).markRefunded(payment.tenantId, payment.id, refundRef, now());
      if (!refunded) return;
      const fact = { tenantId: payment.tenantId, appointmentId: payment.appointmentId, paymentId: payment.id };
      await deps.notices?.refunded(tx, fact);
    });
    log.info({ paymentId: payment.id, tenantId: payment.tenantId, refundRef }, 'payment refunded');
    return 'refunded';
  }

  /** One attempt whose failure to run at all (the database, say) is logged, never thrown: the sweep retries. */
  async function attemptLogged(ref: PaymentRef): Promise<void> {
    try {
      await attempt(ref);
    } catch (err) {
      log.error({ err: loggableError(err), paymentId: ref.id, tenantId: ref.tenantId }, 'refund attempt could not run');
    }
  }

  /**
   * What became of each appointment's money: its state, what its payments took, what they gave back or are giving
   * back (minor unit), and their currency. Appointments without money are absent.
   */
  async function moneyOfVisits(tenantId: number, appointmentIds: number[]) {
    const rows = await deps.payments.moneyPayments(tenantId, appointmentIds);
    const byAppointment = new Map<number, PaymentRow[]>();
    for (const row of rows)
      byAppointment.set(row.appointmentId, [...(byAppointment.get(row.appointmentId) ?? []), row]);
    return new Map(
      [...byAppointment].map(([id, payments]) => [
        id,
        {
          status: moneyStateOf(payments),
          takenMinor: payments.reduce((sum, p) => sum + p.amountMinor, 0),
          backMinor: payments.reduce((sum, p) => sum + backOf(p), 0),
          currency: payments[0]!.currency,
        },
      ]),
    );
  }

  return {
    /** What cancelling the visit now would keep and give back (cancel-money.ts), and in which currency. */
    cancelMoney: (tenantId: number, appointmentId: number, fee: CancelFee) =>
      cancelMoneyIn(repo, tenantId, appointmentId, fee, false),

    /**
     * Inside the transaction that cancels an appointment (given by the caller): what its payments hold is owed back
     * from then on, less the fee when it is kept, committed with the cancel. Answers the payments owed, to be
     * refunded once it commits.
     */
    async oweForCancelled(
      tx: Db,
      tenantId: number,
      appointmentId: number,
      fee: CancelFee = 'waived',
    ): Promise<PaymentRef[]> {
      const queries = repo.within(tx);
      const money = await cancelMoneyIn(queries, tenantId, appointmentId, fee, true);
      const owed: PaymentRef[] = [];
      for (const part of money.parts) {
        const row = await queries.owePayment(tenantId, part.payment.id, now(), { amountMinor: part.amountMinor });
        // The payments are locked: one that changed since is a fault, and the cancel rolls back.
        if (!row) throw new Error(`payment ${part.payment.id} changed while its visit was cancelled`);
        owed.push({ tenantId, id: row.id });
      }
      return owed;
    },

    /**
     * The clinic gives a paid payment's money back (its visit stays as it is): owed from now on, and tried at
     * once. Answers false when the payment is not paid (already owed, refunded, or never paid): nothing changes.
     */
    async refundPaid(ref: PaymentRef): Promise<boolean> {
      if (!(await repo.owePayment(ref.tenantId, ref.id, now()))) return false;
      await attemptLogged(ref);
      return true;
    },

    /** Tries these refunds now; a failure is left to the sweep and never thrown. */
    async refundNow(refs: PaymentRef[]): Promise<void> {
      for (const ref of refs) await attemptLogged(ref);
    },

    attempt,

    /** The background sweep: every owed refund that is due, in every tenant. Answers how many were tried. */
    async sweep(limit = 50): Promise<number> {
      const at = now();
      for (const gaveUp of await repo.giveUpExhaustedRefunds(at, maxAttempts)) {
        log.error({ paymentId: gaveUp.id, tenantId: gaveUp.tenantId }, 'refund failed for good; the clinic must act');
      }
      const due = await repo.dueRefunds(at, limit);
      for (const ref of due) await attemptLogged(ref);
      return due.length;
    },

    /** What became of each appointment's money (the popup monitor, the payments service). */
    async moneyStates(tenantId: number, appointmentIds: number[]): Promise<Map<number, TMoneyStatus>> {
      const money = await moneyOfVisits(tenantId, appointmentIds);
      return new Map([...money].map(([id, { status }]) => [id, status]));
    },

    moneyOfVisits,
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;
