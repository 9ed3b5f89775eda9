import type { TCancelTerms, TVisitRefund } from '@clinic/contract/appointments/cancel-terms';
import type { TMoneyStatus } from '@clinic/contract/payments/payments';
import type { AppointmentRow, AppointmentsRepository } from '../appointments.repository';
import type { AppointmentPayments } from './appointment-payments';
import { type TenantPolicy, assertChangeable, changeableAfter } from './change-rules';

/** A visit's money as the payments module reads it (moneyOfVisits). */
type VisitMoneyRead = { status: TMoneyStatus; takenMinor: number; backMinor: number; currency: string };

/** A booking that holds its time until paid (a forced-payment treatment), not paid yet. */
export const isUnpaidHold = (row: AppointmentRow) => row.paidStatus === 0 && row.holdExpiresAt !== null;

/** What a visit's money came to: given back (or going back) and kept; none when it took no money. */
export function visitRefundOf(money: VisitMoneyRead | undefined): TVisitRefund | undefined {
  if (!money || money.takenMinor === 0) return undefined;
  return { refunded_minor: money.backMinor, kept_minor: money.takenMinor - money.backMinor, currency: money.currency };
}

/**
 * The money state a patient reads of a visit. A cancelled visit whose fee was kept still holds it as paid: once
 * the rest came back, it says refunded.
 */
export function listedMoneyState(active: boolean, money: VisitMoneyRead | undefined): TMoneyStatus {
  if (!money) return 'unpaid';
  return !active && money.status === 'paid' && money.backMinor > 0 ? 'refunded' : money.status;
}

/** The patient's side of a cancel before they confirm it: what it would keep and refund, and whether it may be. */
export function createCancelTerms(deps: {
  repo: Pick<AppointmentsRepository, 'find'>;
  payments: Pick<AppointmentPayments, 'cancelMoney' | 'moneyOfVisits'>;
  now: () => Date;
}) {
  return {
    /** Own, active and not started (else the cancel's own refusal); the money by the cancel's own rule. */
    async terms(tenant: TenantPolicy, customerId: number, appointmentId: number): Promise<TCancelTerms> {
      const at = deps.now();
      const row = await deps.repo.find(tenant.id, appointmentId);
      assertChangeable(row, customerId, at);
      const money = await deps.payments.cancelMoney(tenant.id, appointmentId, 'kept');
      return {
        // An unpaid hold may be let go of until it starts (cancellation.ts).
        can_cancel: isUnpaidHold(row) || row.startsAt > changeableAfter(at, tenant.cancelNoticeHours),
        notice_hours: tenant.cancelNoticeHours,
        paid_minor: money.paidMinor,
        fee_minor: money.feeMinor,
        kept_minor: money.keptMinor,
        refund_minor: money.refundMinor,
        currency: money.currency,
      };
    },

    /** What a visit's money came to, read from the books (after a cancel: what its refund gave back). */
    async refundOf(tenantId: number, appointmentId: number): Promise<TVisitRefund | undefined> {
      return visitRefundOf((await deps.payments.moneyOfVisits(tenantId, [appointmentId])).get(appointmentId));
    },
  };
}
