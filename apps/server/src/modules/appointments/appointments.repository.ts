import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { appointments, branches, familyMembers, treatments } from '../../db/schema';
import { dayNumber } from '../../lib/zoned-time';
import { visitJoins } from '../../db/visit-joins';
import type { Attendance } from '../../db/column-types';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;
/** A booking made: its id, the doctor it took, and the transaction that committed it. */
export type Booked = { id: number; doctorId: number; transaction: string };
/** What a new booking stores; the doctor is the first free one of its candidates. */
export type BookingValues = Omit<
  NewAppointment,
  'doctorId' | 'id' | 'status' | 'paidStatus' | 'cancelledAt' | 'createdAt'
>;
/** The database handle a step runs on: the pool, or the transaction (or savepoint) it belongs to. */
export type Executor = Db;

/** One appointment, while it is active and unpaid: the only state a payment's outcome may change. */
const activeUnpaid = (tenantId: number, id: number) =>
  and(
    eq(appointments.tenantId, tenantId),
    eq(appointments.id, id),
    eq(appointments.status, 'active'),
    eq(appointments.paidStatus, 0),
  );

export function createAppointmentsRepository(db: Db) {
  const findKeyStatement = db
    .select({ id: appointments.id, answer: appointments.bookingAnswer })
    .from(appointments)
    .where(
      and(
        eq(appointments.tenantId, sql.placeholder('tenantId')),
        eq(appointments.customerId, sql.placeholder('customerId')),
        eq(appointments.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .prepare('find_idempotency_key');

  return {
    db,

    /**
     * Books the first doctor of `doctorIds` (in order) who has no active appointment overlapping the
     * range, in one statement of the caller's transaction, with the request's Idempotency-Key and answer
     * when it has one. Answers null when all are taken or the key already made a booking.
     *
     * Bookings of one clinic day take turns (a transaction-scoped advisory lock on tenant and day, held
     * until the transaction commits): two overlapping inserts under way at once would each wait for the
     * other in the exclusion constraint's check, a deadlock PostgreSQL breaks only after a second. A
     * statement that waited for its turn still decides on what it saw when it began, so it may pick the
     * doctor just taken: the exclusion constraint refuses that with 23P01 and the caller runs it again.
     */
    async insertFirstFree(
      tx: Executor,
      values: BookingValues,
      doctorIds: number[],
      day: string,
    ): Promise<Booked | null> {
      const from = values.startsAt.toISOString();
      const to = values.endsAt.toISOString();
      const result = await tx.execute(sql`
        insert into appointments
          (tenant_id, customer_id, family_member_id, branch_id, treatment_id, doctor_id, starts_at, ends_at, price_minor,
           hold_expires_at, idempotency_key, booking_answer, series_id, booked_online)
        select ${values.tenantId}, ${values.customerId}, ${values.familyMemberId ?? null}::bigint, ${values.branchId},
               ${values.treatmentId}, d.id,
               ${from}::timestamptz, ${to}::timestamptz, ${values.priceMinor},
               ${values.holdExpiresAt ? values.holdExpiresAt.toISOString() : null}::timestamptz,
               ${values.idempotencyKey ?? null}, ${values.bookingAnswer ? JSON.stringify(values.bookingAnswer) : null}::jsonb,
               ${values.seriesId ?? null}::bigint, ${values.bookedOnline === true}
          from (select pg_advisory_xact_lock(${values.tenantId}, ${dayNumber(day)})) as turn,
               unnest(array[${sql.join(
                 doctorIds.map((id) => sql`${id}`),
                 sql`, `,
               )}]::int[]) with ordinality as d(id, ord)
         where not exists (
           select 1 from appointments a
            where a.tenant_id = ${values.tenantId} and a.doctor_id = d.id and a.status = 'active'
              and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)'))
           -- Time a waitlist offer holds for another patient (the trigger refuses it anyway: WL001).
           and not exists (
           select 1 from waitlist_offers o
             join waitlist_entries e on e.tenant_id = o.tenant_id and e.id = o.entry_id
            where o.tenant_id = ${values.tenantId} and o.doctor_id = d.id and o.status = 'live'
              and e.customer_id <> ${values.customerId}
              and tstzrange(o.starts_at, o.ends_at, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)'))
           -- Time staff blocked (the table's trigger refuses it anyway; skipping it here lets the next doctor try).
           and not exists (
           select 1 from time_blocks b
            where b.tenant_id = ${values.tenantId}
              and (b.doctor_id = d.id or (b.doctor_id is null and b.branch_id = ${values.branchId}))
              and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)'))
         order by d.ord
         limit 1
        on conflict (tenant_id, customer_id, idempotency_key) do nothing
        returning id, doctor_id, pg_current_xact_id()::text as transaction`);
      const rows = rowsOf<{
        id: string | number;
        doctor_id: number;
        transaction: string;
      }>(result);
      const row = rows[0];
      return row ? { id: Number(row.id), doctorId: row.doctor_id, transaction: row.transaction } : null;
    },

    /**
     * Takes the patient's booking turn at one clinic until the caller's transaction ends, so two bookings of
     * one patient count each other's visits (see countOpen). Keyed by one 64-bit hash, a key space apart
     * from the two-key day turns.
     */
    async lockPatient(tx: Executor, tenantId: number, customerId: number) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`patient/${tenantId}/${customerId}`}, 0))`);
    },

    /** A patient's active visits at one clinic that start from `now` on, and those of them still waiting for payment. */
    async countOpen(
      tx: Executor,
      tenantId: number,
      customerId: number,
      now: Date,
    ): Promise<{ upcoming: number; unpaidHolds: number }> {
      const at = now.toISOString();
      const [row] = await tx
        .select({
          upcoming: sql<number>`count(*) filter (where ${appointments.startsAt} >= ${at}::timestamptz)::int`,
          unpaidHolds: sql<number>`count(*) filter (where ${appointments.holdExpiresAt} > ${at}::timestamptz)::int`,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.customerId, customerId),
            eq(appointments.status, 'active'),
          ),
        );
      return { upcoming: Number(row?.upcoming ?? 0), unpaidHolds: Number(row?.unpaidHolds ?? 0) };
    },

    /** Takes the clinic day's booking turn (see insertFirstFree) until the caller's transaction ends. */
    async lockDay(tx: Executor, tenantId: number, day: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}, ${dayNumber(day)})`);
    },

    /** Locks the row until the transaction ends, so a cancel or a second move waits for this one. */
    async findForUpdate(tx: Executor, tenantId: number, id: number): Promise<AppointmentRow | undefined> {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)))
        .for('update');
      return row;
    },

    async find(tenantId: number, id: number): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)));
      return row;
    },

    /** Sets or clears what the front desk marked, on an active visit; answers whether it did. */
    async markAttendance(
      tenantId: number,
      id: number,
      mark: Attendance | null,
      now: Date,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({ attendance: mark, attendanceAt: mark === null ? null : now })
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id), eq(appointments.status, 'active')))
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /** A moved visit is no longer confirmed: the patient confirmed the old time. */
    async move(tx: Executor, tenantId: number, id: number, values: { doctorId: number; startsAt: Date; endsAt: Date }) {
      await tx
        .update(appointments)
        .set({ ...values, confirmedAt: null })
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
      rule: { customerId?: number | undefined; startsAfter: Date; now: Date; reason?: string | undefined },
    ): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelledAt: rule.now, cancelReason: rule.reason ?? null })
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
        .set({ confirmedAt: now })
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
        .set({ paidStatus: 1, holdExpiresAt: null })
        .where(activeUnpaid(tenantId, id))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    /** A failed payment frees the time of an active, unpaid appointment. */
    async cancelUnpaid(tx: Executor, tenantId: number, id: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(activeUnpaid(tenantId, id))
        .returning({ id: appointments.id });
      return rows.length > 0;
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
          familyMemberId: appointments.familyMemberId,
          familyMemberName: familyMembers.name,
          seriesId: appointments.seriesId,
        })
        .from(appointments)
        .leftJoin(treatments, visitJoins.treatment)
        .leftJoin(branches, visitJoins.branch)
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

    /** The booking an Idempotency-Key made and the answer it gave; prepared once. */
    async findKey(
      tenantId: number,
      customerId: number,
      key: string,
    ): Promise<{ id: number; answer: unknown } | undefined> {
      const [row] = await findKeyStatement.execute({ tenantId, customerId, key });
      return row;
    },
  };
}
export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
