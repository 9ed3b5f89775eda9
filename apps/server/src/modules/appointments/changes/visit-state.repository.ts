import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema';
import type { Attendance, CancelledBy, VisitActor } from '../../../db/column-types';
import type { Executor } from '../appointment-rows';

/** One appointment, while it is active and unpaid: the only state a payment's outcome may change. */
const activeUnpaid = (tenantId: number, id: number) =>
  and(
    eq(appointments.tenantId, tenantId),
    eq(appointments.id, id),
    eq(appointments.status, 'active'),
    eq(appointments.paidStatus, 0),
  );

/** The writes that change an existing visit: attendance, time, cancellation, confirmation and payment. */
export function createVisitStateRepository(db: Db) {
  return {
    /** Sets or clears what the front desk marked, on an active visit; answers whether it did. */
    async markAttendance(
      tenantId: number,
      id: number,
      mark: Attendance | null,
      now: Date,
      actor: VisitActor,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({ attendance: mark, attendanceAt: mark === null ? null : now, changedBy: actor })
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id), eq(appointments.status, 'active')))
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /**
     * Moves a visit: an ordinary visit (under the doctor's constraint) unless `overbook` says otherwise; no longer
     * confirmed, since the patient confirmed the old time.
     */
    async move(
      tx: Executor,
      tenantId: number,
      id: number,
      values: { doctorId: number; startsAt: Date; endsAt: Date; overbook?: boolean },
      actor: VisitActor,
    ) {
      // A move to where the visit already is changes nothing: no event, and it stays confirmed.
      await tx
        .update(appointments)
        .set({
          ...values,
          overbook: values.overbook ?? false,
          confirmedAt: sql`case when ${appointments.startsAt} = ${values.startsAt.toISOString()}::timestamptz
            and ${appointments.endsAt} = ${values.endsAt.toISOString()}::timestamptz
            and ${appointments.doctorId} = ${values.doctorId} then ${appointments.confirmedAt} end`,
          changedBy: actor,
        })
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)));
    },

    /**
     * Cancels an active appointment that starts after `startsAfter` (and is the customer's, when one is given),
     * checked at the moment of writing; answers whether it did.
     */
    async cancel(
      tx: Executor,
      tenantId: number,
      id: number,
      rule: {
        customerId?: number | undefined;
        startsAfter: Date;
        now: Date;
        by: CancelledBy;
        actor: VisitActor;
        reason?: string | undefined;
      },
    ): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({
          status: 'cancelled',
          cancelledAt: rule.now,
          cancelledBy: rule.by,
          cancelReason: rule.reason ?? null,
          changedBy: rule.actor,
        })
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.id, id),
            rule.customerId === undefined ? undefined : eq(appointments.customerId, rule.customerId),
            eq(appointments.status, 'active'),
            sql`${appointments.startsAt} > ${rule.startsAfter.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /** The patient confirms an own active visit that has not started; answers whether it did. */
    async confirm(tenantId: number, id: number, customerId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ confirmedAt: now, changedBy: `patient:${customerId}` })
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.id, id),
            eq(appointments.customerId, customerId),
            eq(appointments.status, 'active'),
            sql`${appointments.startsAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /** Paid: the appointment keeps its time for good. Only an active, unpaid appointment changes. */
    async markPaid(tx: Executor, tenantId: number, id: number): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({ paidStatus: 1, holdExpiresAt: null, changedBy: 'system:payment' })
        .where(activeUnpaid(tenantId, id))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    /** A failed payment frees the time of an active, unpaid appointment. */
    async cancelUnpaid(tx: Executor, tenantId: number, id: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelledAt: now, changedBy: 'system:payment' })
        .where(activeUnpaid(tenantId, id))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },
  };
}
