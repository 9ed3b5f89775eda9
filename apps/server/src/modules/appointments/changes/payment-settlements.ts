import type { AppointmentsRepository } from '../appointments.repository';
import { expireRunOutHolds } from './hold-expiry';
import type { PaymentSettlements } from '../payment-settlements.types';

export type { PaymentSettlements } from '../payment-settlements.types';
import type { VisitLife } from '../life/visit-life';

/** The settlements, each followed in the payment's transaction: the patient hears of it with the payment. */
export const paymentSettlementsOf = (repo: AppointmentsRepository, life: VisitLife): PaymentSettlements => ({
  async markPaid(tx, tenantId, appointmentId) {
    const changed = await repo.markPaid(tx, tenantId, appointmentId);
    if (changed) await life.follow(tx, tenantId, appointmentId);
    return changed;
  },
  async cancelUnpaid(tx, tenantId, appointmentId, now) {
    const changed = await repo.cancelUnpaid(tx, tenantId, appointmentId, now);
    if (changed) await life.follow(tx, tenantId, appointmentId);
    return changed;
  },
  async expireRunOutHolds(tx, now, scope, keep) {
    const expired = await expireRunOutHolds(tx, now, scope, keep);
    for (const hold of expired) await life.follow(tx, hold.tenantId, hold.id);
    return expired;
  },
});
