import type { TDeskMethod, TRefundMark } from '@clinic/contract/staff/staff-visit-money';
import { AppError } from '../../errors';
import type { PaymentSettlements } from '../appointments/payment-settlements.types';
import type { PaymentNotices } from './payment-notices';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import type { PaymentProvider } from './providers/provider';
import type { RefundsRepository } from './refunds.repository';
import type { RefundsService } from './refunds.service';
import { backOf, leftOf } from './payment-amounts';

/** Payment companies of money taken at the desk: it goes back by hand there, so a refund is made at once. */
export const DESK_PROVIDERS: Record<TDeskMethod, string> = { cash: 'desk_cash', card: 'desk_card' };
export const deskProviders = (): PaymentProvider[] =>
  Object.values(DESK_PROVIDERS).map((id) => ({
    id,
    refund: async (request) => ({ refundRef: `desk-${request.idempotencyKey}` }),
  }));

/** A visit's money summed from its payments (minor unit). */
export function moneyOf(rows: PaymentRow[]) {
  const paid = rows.reduce((sum, p) => sum + p.amountMinor, 0);
  const refunded = rows.reduce((sum, p) => sum + backOf(p), 0);
  const refundable = rows.reduce((sum, p) => sum + leftOf(p), 0);
  const mark: TRefundMark | null = refunded === 0 ? null : refunded >= paid ? 'all' : 'part';
  const lastReason = rows.find((p) => p.refundReason)?.refundReason ?? null;
  return { paid, refunded, refundable, mark, lastReason, payments: rows };
}
export type VisitMoneyOf = ReturnType<typeof moneyOf>;

/**
 * What is still due for a visit of `priceMinor` (the treatment's full price): the price less what its payments hold
 * (money given back is owed again), never below 0. An online deposit of 100 on a visit of 250 leaves 150 due.
 */
export const dueOf = (priceMinor: number, money: Pick<VisitMoneyOf, 'refundable'>) =>
  Math.max(priceMinor - money.refundable, 0);

/** A visit's money as the agenda marks it: part or all given back (null: none), and what its payments kept. */
export type MoneyMark = { refund: TRefundMark | null; keptMinor: number };

/**
 * A visit's money at the desk: what its payments took and gave back, part refunds chosen by staff (each owed
 * by one payment and made at its company, the refunds service's way), and money taken at the desk.
 */
export function createVisitMoney(deps: {
  repo: Pick<PaymentsRepository, 'moneyPayments' | 'transaction' | 'clinicCurrency'>;
  refundsRepo: Pick<RefundsRepository, 'within'>;
  refunds: Pick<RefundsService, 'refundNow'>;
  settlements: Pick<PaymentSettlements, 'markPaid'>;
  notices?: PaymentNotices;
  now: () => Date;
}) {
  const { repo, now } = deps;

  async function money(tenantId: number, appointmentId: number) {
    return moneyOf(await repo.moneyPayments(tenantId, [appointmentId]));
  }

  return {
    money,
    currency: (tenantId: number) => repo.clinicCurrency(tenantId),

    /** Of these visits, those with money: what their payments kept, and whether part or all of it went back. */
    async moneyMarks(tenantId: number, appointmentIds: number[]): Promise<Map<number, MoneyMark>> {
      const rows = await repo.moneyPayments(tenantId, appointmentIds);
      const byVisit = new Map<number, PaymentRow[]>();
      for (const row of rows) byVisit.set(row.appointmentId, [...(byVisit.get(row.appointmentId) ?? []), row]);
      const marks = new Map<number, MoneyMark>();
      for (const [id, payments] of byVisit) {
        const { mark, paid, refunded } = moneyOf(payments);
        marks.set(id, { refund: mark, keptMinor: paid - refunded });
      }
      return marks;
    },

    /**
     * Gives `amountMinor` of a visit's money back, newest payment first, each part owed by its payment and tried
     * at once (the sweep retries a failure). Refused when nothing is left, or less than asked.
     */
    async refund(tenantId: number, appointmentId: number, amountMinor: number, reason: string) {
      const before = await money(tenantId, appointmentId);
      if (before.refundable === 0) throw new AppError('NOTHING_TO_REFUND');
      if (amountMinor > before.refundable) throw new AppError('REFUND_ABOVE_LEFT');
      const owed: Array<{ payment: PaymentRow; amountMinor: number }> = [];
      await repo.transaction(async (_queries, within) => {
        let rest = amountMinor;
        for (const payment of before.payments) {
          const part = Math.min(rest, leftOf(payment));
          if (part <= 0) continue;
          const row = await deps.refundsRepo
            .within(within)
            .owePayment(tenantId, payment.id, now(), { amountMinor: part, reason });
          // Changed since it was read (another refund, a cancel): nothing is owed, the staff member reads again.
          if (!row) throw new AppError('REFUND_ABOVE_LEFT');
          owed.push({ payment: row, amountMinor: part });
          rest -= part;
          if (rest === 0) break;
        }
      });
      await deps.refunds.refundNow(owed.map(({ payment }) => ({ tenantId, id: payment.id })));
      return { owed, after: await money(tenantId, appointmentId) };
    },

    /**
     * Money taken at the desk for an active visit: a paid payment, and the visit paid. Taken while something is due
     * (a balance after an online deposit, or the whole price): refused when nothing is, or above what is.
     */
    async recordDesk(tenantId: number, appointmentId: number, amountMinor: number, method: TDeskMethod) {
      const at = now();
      const payment = await repo.transaction(async (tx, within) => {
        // The visit locked first, so two desk payments (or a card payment) cannot both land on it.
        const visit = await tx.lockAppointment(tenantId, appointmentId);
        if (!visit) throw new AppError('APPOINTMENT_NOT_FOUND');
        if (visit.status !== 'active') throw new AppError('APPOINTMENT_NOT_ACTIVE');
        const due = dueOf(visit.priceMinor, moneyOf(await tx.moneyPayments(tenantId, [appointmentId])));
        if (due === 0) throw new AppError('ALREADY_PAID');
        if (amountMinor > due) throw new AppError('DESK_PAYMENT_ABOVE_DUE');
        const row = await tx.insertPayment({
          tenantId,
          appointmentId,
          provider: DESK_PROVIDERS[method],
          status: 'paid',
          amountMinor,
          currency: await tx.clinicCurrency(tenantId),
          now: at,
        });
        // A visit paid before (and given back) is paid already; markPaid changes only an unpaid one.
        await deps.settlements.markPaid(within, tenantId, appointmentId);
        await deps.notices?.paid(within, { tenantId, appointmentId, paymentId: row.id });
        return row;
      });
      return { payment, after: await money(tenantId, appointmentId) };
    },
  };
}
export type VisitMoney = ReturnType<typeof createVisitMoney>;
