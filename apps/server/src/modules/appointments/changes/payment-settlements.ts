import type { Db } from '../../../db/client';
import type { AppointmentsRepository } from '../appointments.repository';
import { expireRunOutHolds, type HoldKey, type HoldScope } from './hold-expiry';
import type { VisitLife } from '../life/visit-life';

/**
 * What a payment does to its appointment, written by this module inside the payment's own transaction: paid
 * keeps the time for good, a failed payment frees it. Each answers whether the (active, unpaid) visit changed.
 * The hold sweep expires the unpaid holds whose time ran out, sparing those the payments module keeps.
 */
export type PaymentSettlements = {
  markPaid(tx: Db, tenantId: number, appointmentId: number): Promise<boolean>;
  cancelUnpaid(tx: Db, tenantId: number, appointmentId: number, now: Date): Promise<boolean>;
  expireRunOutHolds(
    tx: Db,
    now: Date,
    scope: HoldScope | undefined,
    keep: (due: HoldKey[]) => Promise<HoldKey[]>,
  ): Promise<HoldKey[]>;
};

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
