import type { CancelledBy, VisitActor } from '../../../db/column-types';
import { AppError } from '../../../errors';
import type { AvailabilityService, TenantClock } from '../../availability/availability.service';
import type { CancelFee } from '../../payments/refunds.service';
import type { TVisitRefund } from '@clinic/contract/appointments/cancel-terms';
import type { AppointmentsRepository, Executor } from '../appointments.repository';
import { createCancelTerms, isUnpaidHold } from './cancel-terms';
import {
  type TenantPolicy,
  assertChangeable,
  assertStaffChangeable,
  changeableAfter,
  tooLateToChange,
} from './change-rules';
import type { VisitLife } from '../life/visit-life';
import type { AppointmentPayments, OwedRefunds } from './appointment-payments';

export type { AppointmentPayments, OwedRefunds } from './appointment-payments';

/**
 * Cancels an active appointment that starts after `rule.startsAfter` (and is `rule.customerId`'s, when given) in
 * the caller's transaction, and owes its payments back in it (less the treatment's fee when `rule.fee` keeps it),
 * so a cancelled visit keeps as paid no more than that fee. Answers the refunds owed (to make once committed), or
 * undefined when it did not cancel.
 */
export async function cancelOwing(
  deps: { repo: AppointmentsRepository; payments: AppointmentPayments; life?: VisitLife | undefined },
  tx: Executor,
  tenantId: number,
  appointmentId: number,
  rule: CancelRule & { now: Date },
): Promise<OwedRefunds | undefined> {
  const actor = rule.actor ?? (rule.by === 'patient' && rule.customerId ? `patient:${rule.customerId}` : 'staff');
  if (!(await deps.repo.cancel(tx, tenantId, appointmentId, { ...rule, actor }))) return undefined;
  await deps.life?.follow(tx, tenantId, appointmentId);
  return deps.payments.oweForCancelled(tx, tenantId, appointmentId, rule.fee);
}

/** Who cancels which visit: `startsAfter` its earliest start; `fee` kept only by the patient's own cancel. */
type CancelRule = {
  customerId?: number;
  startsAfter: Date;
  by: CancelledBy;
  reason?: string;
  actor?: VisitActor;
  fee?: CancelFee;
};

/** Cancelling appointments; a cancelled visit's money goes back. */
export function createCancellation(deps: {
  repo: AppointmentsRepository;
  availability: AvailabilityService;
  payments: AppointmentPayments;
  now: () => Date;
  life: VisitLife;
}) {
  const { repo, availability, now } = deps;
  const terms = createCancelTerms(deps);

  /**
   * Cancels an active appointment that starts after `startsAfter` (a patient: their own, with the clinic's
   * notice; the clinic's staff: anyone's, from now) and owes its payments back in the same transaction, so a
   * cancelled visit never keeps money as paid; then refunds them. Answers whether it cancelled.
   */
  async function cancelAndRefund(tenant: TenantClock, appointmentId: number, rule: CancelRule): Promise<boolean> {
    const at = now();
    const owed = await repo.db.transaction((tx) =>
      cancelOwing(deps, tx, tenant.id, appointmentId, { ...rule, now: at }),
    );
    if (!owed) return false;
    availability.forget(tenant.id);
    // Committed: a refund that fails here (or a process that stops here) is retried by the refunds sweep.
    await deps.payments.refundNow(owed);
    return true;
  }

  return {
    /**
     * cancel_appointment: own, active, starting later than the clinic's notice (an unpaid hold: any time before it
     * starts); its payment is refunded less the treatment's cancellation fee (cancel-terms.ts tells it first).
     * Answers what the visit's money came to, when it had some.
     */
    async cancel(tenant: TenantPolicy, customerId: number, appointmentId: number): Promise<TVisitRefund | undefined> {
      const at = now();
      const startsAfter = changeableAfter(at, tenant.cancelNoticeHours);
      const own = { customerId, startsAfter, by: 'patient', fee: 'kept' } as const;
      if (await cancelAndRefund(tenant, appointmentId, own)) return terms.refundOf(tenant.id, appointmentId);
      // Nothing changed: say why.
      const row = await repo.find(tenant.id, appointmentId);
      assertChangeable(row, customerId, at);
      // An unpaid hold is the patient's to let go of at any time (back from the payment step): it would expire anyway.
      const letGo = { ...own, startsAfter: at };
      if (isUnpaidHold(row) && (await cancelAndRefund(tenant, appointmentId, letGo))) return undefined;
      if (row.startsAt <= startsAfter) throw tooLateToChange('cancel', tenant.cancelNoticeHours);
      throw new AppError('CANCEL_REFUSED');
    },

    cancelTerms: terms.terms,

    /**
     * An erasure's cancels (decision 013): every active visit of the account (its family members' too) that has not
     * started, in the caller's transaction, with the patient's booking turn held so no booking slips in meanwhile.
     * No message goes to the patient, whose phone the same transaction erases. Answers the visits cancelled and the
     * refunds owed; `settle` makes them once the transaction commits.
     */
    async cancelUpcomingOf(tx: Executor, tenantId: number, customerId: number) {
      const at = now();
      await repo.lockPatient(tx, tenantId, customerId);
      const ids = await repo.lockUpcomingOf(tx, tenantId, customerId, at);
      const owed: OwedRefunds = [];
      for (const id of ids) {
        const refunds = await cancelOwing({ repo, payments: deps.payments }, tx, tenantId, id, {
          customerId,
          startsAfter: at,
          now: at,
          by: 'patient',
          actor: 'system:erasure',
        });
        if (refunds) owed.push(...refunds);
      }
      return { cancelled: ids, owed };
    },

    /** After an erasure committed: freed times are offered again and owed refunds made (the sweep retries). */
    async settle(tenantId: number, owed: OwedRefunds) {
      availability.forget(tenantId);
      await deps.payments.refundNow(owed);
    },

    /** Staff cancel any active visit that has not started, with a reason; its payment is refunded. */
    async cancelByStaff(
      tenant: TenantClock,
      appointmentId: number,
      reason: string,
      actor: VisitActor = 'staff',
    ): Promise<void> {
      const at = now();
      if (await cancelAndRefund(tenant, appointmentId, { startsAfter: at, by: 'staff', reason, actor })) return;
      assertStaffChangeable(await repo.find(tenant.id, appointmentId), at);
      throw new AppError('CANCEL_REFUSED');
    },
  };
}
