import { errorText } from '@clinic/contract/core/error-codes';
import { EN_ERROR_TEXTS } from '@clinic/contract/core/error-texts/en';
import { MESSAGES, REFUND_MESSAGES } from './payment-messages';
import type { AppointmentRow, PaymentsRepository } from './payments.repository';
import type { RefundsService } from './refunds.service';

/** The payment state of a visit as the popup monitor polls it. */
export function createPaymentStatus(deps: {
  repo: PaymentsRepository;
  now: () => Date;
  refunds: Pick<RefundsService, 'moneyStates'>;
  expireHold: (at: Date, tenantId: number, appointmentId: number) => Promise<unknown>;
}) {
  const { repo, now } = deps;

  /** The state of the customer's own appointment; a hold that ran out is expired first. */
  async function paymentStatus(own: AppointmentRow) {
    const { tenantId, id: appointmentId } = own;
    let appointment = own;
    const at = now();
    if (
      appointment.status === 'active' &&
      appointment.paidStatus === 0 &&
      appointment.holdExpiresAt &&
      appointment.holdExpiresAt.getTime() <= at.getTime()
    ) {
      await deps.expireHold(at, tenantId, appointmentId);
      appointment = (await repo.findAppointment(tenantId, appointmentId)) ?? appointment;
    }
    const payment = await repo.latestPayment(tenantId, appointmentId);
    const paid_status = appointment.paidStatus === 1 ? (1 as const) : (0 as const);
    const money = (await deps.refunds.moneyStates(tenantId, [appointmentId])).get(appointmentId);
    // The money of a visit that no longer holds its time goes back; status stays what a monitor knows.
    const refund = money === 'refund_pending' || money === 'refunded' || money === 'refund_failed' ? money : undefined;
    const refundOf = refund ? { refund_status: refund } : {};
    if (paid_status === 1 && !refund) {
      return { success: 1 as const, status: 'paid' as const, paid_status, message: MESSAGES.paid };
    }
    if (appointment.status === 'expired') {
      const message = refund ? REFUND_MESSAGES[refund] : errorText(EN_ERROR_TEXTS, 'BOOKING_EXPIRED');
      return { success: 1 as const, status: 'expired' as const, paid_status, message, ...refundOf };
    }
    if (refund || payment?.status === 'failed' || appointment.status !== 'active') {
      const message = refund
        ? REFUND_MESSAGES[refund]
        : appointment.status === 'cancelled'
          ? errorText(EN_ERROR_TEXTS, 'PAYMENT_DECLINED_CANCELLED')
          : errorText(EN_ERROR_TEXTS, 'PAYMENT_DECLINED');
      return { success: 1 as const, status: 'failed' as const, paid_status, message, ...refundOf };
    }
    return { success: 1 as const, status: 'pending' as const, paid_status };
  }

  return { paymentStatus };
}
