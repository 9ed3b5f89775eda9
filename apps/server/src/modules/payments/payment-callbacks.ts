import type { PaymentSettlements } from '../appointments/payment-settlements.types';
import type { PaymentNotices } from './payment-notices';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import type { VerifiedCallback } from './providers/provider';
import type { RefundsService } from './refunds.service';

export type CallbackResult = 'paid' | 'failed' | 'refund_due' | 'duplicate' | 'ignored' | 'unchanged';

/** What a payment provider tells about a payment (a webhook, or the sandbox page), applied to it and its visit. */
export function createPaymentCallbacks(deps: {
  repo: PaymentsRepository;
  settlements: PaymentSettlements;
  refunds: Pick<RefundsService, 'refundNow'>;
  now: () => Date;
  closeHostedSession: (payment: PaymentRow | undefined) => Promise<void>;
  expireHold: (at: Date, tenantId: number, appointmentId: number) => Promise<unknown>;
  notices: PaymentNotices;
}) {
  const { repo, now, closeHostedSession, expireHold } = deps;

  /**
   * Applies a verified provider callback exactly once: the event is recorded in the same transaction as
   * the change, so the same callback twice changes nothing the second time. Money that arrives is
   * never dropped: if the appointment no longer holds its time the payment is marked refund_due.
   */
  async function applyCallback(providerId: string, callback: VerifiedCallback): Promise<CallbackResult> {
    if (callback.kind === 'ignored') return 'ignored';
    const at = now();
    const target = await repo.findPayment(callback.tenantId, callback.paymentId);
    if (target) await expireHold(at, target.tenantId, target.appointmentId);
    let superseded: PaymentRow | undefined;
    const result = await repo.transaction(async (tx, within): Promise<CallbackResult> => {
      const payment = await tx.findPayment(callback.tenantId, callback.paymentId);
      if (!payment || payment.provider !== providerId) throw new CallbackMismatch('unknown payment');
      if (callback.providerRef && payment.providerRef && callback.providerRef !== payment.providerRef) {
        throw new CallbackMismatch('provider reference does not match');
      }
      if (callback.amountMinor !== undefined && callback.amountMinor !== payment.amountMinor) {
        throw new CallbackMismatch('amount does not match');
      }
      if (!(await tx.recordEvent(providerId, callback.eventId, payment.tenantId, at))) return 'duplicate';
      const appointment = await tx.lockAppointment(payment.tenantId, payment.appointmentId);
      if (callback.outcome === 'paid') {
        // failed is final (the provider said so); paid after it is an anomaly that changes nothing.
        if (payment.status === 'paid' || payment.status === 'failed' || payment.status === 'refund_due') {
          return 'unchanged';
        }
        const marked = appointment
          ? await deps.settlements.markPaid(within, payment.tenantId, payment.appointmentId)
          : false;
        await tx.transitionPayment(payment.tenantId, payment.id, ['pending', 'processing', 'expired'], {
          status: marked ? 'paid' : 'refund_due',
          ...(callback.chargeRef ? { chargeRef: callback.chargeRef } : {}),
          now: at,
        });
        const fact = { tenantId: payment.tenantId, appointmentId: payment.appointmentId, paymentId: payment.id };
        if (marked) await deps.notices.paid(within, fact);
        else await deps.notices.returning(within, fact);
        // Paid in an older window: the newer one still open must not take the money a second time.
        const latest = await tx.latestPayment(payment.tenantId, payment.appointmentId);
        if (marked && latest && latest.id !== payment.id && latest.status === 'pending') {
          superseded = await tx.transitionPayment(latest.tenantId, latest.id, ['pending'], {
            status: 'expired',
            now: at,
          });
        }
        return marked ? 'paid' : 'refund_due';
      }
      const failed = await tx.transitionPayment(payment.tenantId, payment.id, ['pending', 'processing'], {
        status: 'failed',
        now: at,
      });
      if (!failed) return 'unchanged';
      const treatment = appointment ? await tx.findTreatment(payment.tenantId, appointment.treatmentId) : undefined;
      // Only a newer window still open may keep the appointment alive; this one failed.
      const latest = await tx.latestPayment(payment.tenantId, payment.appointmentId);
      if (treatment?.forcePay && latest?.id === payment.id) {
        await deps.settlements.cancelUnpaid(within, payment.tenantId, payment.appointmentId, at);
      }
      return 'failed';
    });
    await closeHostedSession(superseded);
    if (result === 'refund_due')
      await deps.refunds.refundNow([{ tenantId: callback.tenantId, id: callback.paymentId }]);
    return result;
  }

  return { applyCallback };
}

/** A verified callback that does not match a payment of ours: acknowledged as a client error, changes nothing. */
export class CallbackMismatch extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CallbackMismatch';
  }
}
