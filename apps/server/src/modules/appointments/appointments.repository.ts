import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, branches, doctors, familyMembers, treatments, type Localized } from '../../db/schema';
import { visitJoins } from '../../db/visit-joins';
import { createBookingWritesRepository } from './booking/booking-writes.repository';
import { createVisitStateRepository } from './changes/visit-state.repository';
import type { AppointmentRow, Executor } from './appointment-rows';

export type { AppointmentRow, Executor } from './appointment-rows';

export function createAppointmentsRepository(db: Db) {
  return {
    db,
    ...createBookingWritesRepository(db),
    ...createVisitStateRepository(db),

    /** Locks the row until the transaction ends, so a cancel or a second move waits for this one. */
    async findForUpdate(tx: Executor, tenantId: number, id: number): Promise<AppointmentRow | undefined> {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)))
        .for('update');
      return row;
    },

    /** The ids of a clinic's active visits starting in [from, to), at any branch. */
    async activeIdsStarting(tenantId: number, from: Date, to: Date): Promise<number[]> {
      const rows = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.status, 'active'),
            gte(appointments.startsAt, from),
            lt(appointments.startsAt, to),
          ),
        );
      return rows.map((row) => row.id);
    },

    async find(tenantId: number, id: number): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)));
      return row;
    },

    /** A doctor's name, to name them to a patient (a read of the catalog's table, as the agenda's). */
    async doctorName(tenantId: number, doctorId: number): Promise<Localized | null> {
      const [row] = await db
        .select({ name: doctors.name })
        .from(doctors)
        .where(and(eq(doctors.tenantId, tenantId), eq(doctors.id, doctorId)));
      return row?.name ?? null;
    },

    /** Replaces staff's note on a visit for the doctor (null: none). */
    async setVisitNote(tenantId: number, id: number, note: string | null) {
      await db
        .update(appointments)
        .set({ visitNote: note })
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)));
    },

    /** A customer's appointments that start from `now` on (upcoming) or before it (past), with names. */
    listForCustomer(tenantId: number, customerId: number, when: 'upcoming' | 'past', now: Date) {
      return db
        .select({
          id: appointments.id,
          treatmentId: appointments.treatmentId,
          branchId: appointments.branchId,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          status: appointments.status,
          paidStatus: appointments.paidStatus,
          confirmedAt: appointments.confirmedAt,
          forcePay: treatments.forcePay,
          treatmentName: treatments.name,
          branchName: branches.name,
          branchAddress: branches.address,
          doctorId: appointments.doctorId,
          doctorName: doctors.name,
          familyMemberId: appointments.familyMemberId,
          familyMemberName: familyMembers.name,
          seriesId: appointments.seriesId,
        })
        .from(appointments)
        .leftJoin(treatments, visitJoins.treatment)
        .leftJoin(branches, visitJoins.branch)
        .leftJoin(doctors, visitJoins.doctor)
        .leftJoin(familyMembers, visitJoins.familyMember)
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.customerId, customerId),
            when === 'upcoming' ? gte(appointments.startsAt, now) : lt(appointments.startsAt, now),
          ),
        )
        .orderBy(when === 'upcoming' ? asc(appointments.startsAt) : desc(appointments.startsAt), asc(appointments.id));
    },

    /** The account's active visits (its family members' too) that start after `now`, locked until the caller commits. */
    async lockUpcomingOf(tx: Executor, tenantId: number, customerId: number, now: Date): Promise<number[]> {
      const rows = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.customerId, customerId),
            eq(appointments.status, 'active'),
            sql`${appointments.startsAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** How many active visits of one of the account's family members start from `now` on. */
    async upcomingOfMember(tenantId: number, customerId: number, memberId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.customerId, customerId),
            eq(appointments.familyMemberId, memberId),
            eq(appointments.status, 'active'),
            gte(appointments.startsAt, now),
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}
export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
