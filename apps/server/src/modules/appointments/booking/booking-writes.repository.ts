import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { appointments } from '../../../db/schema';
import type { VisitActor } from '../../../db/column-types';
import { dayNumber } from '../../../lib/zoned-time';
import type { Executor, NewAppointment } from '../appointment-rows';

/** A booking made: its id, the doctor it took, and the transaction that committed it. */
export type Booked = { id: number; doctorId: number; transaction: string };
/** What a new booking stores; the doctor is the first free one of its candidates. */
export type BookingValues = Omit<
  NewAppointment,
  'doctorId' | 'id' | 'status' | 'paidStatus' | 'cancelledAt' | 'createdAt' | 'changedBy' | 'lastChangedBy'
> & { changedBy: VisitActor };

/** The steps of a booking's transaction: the day's and the patient's turns, the insert, the Idempotency-Key. */
export function createBookingWritesRepository(db: Db) {
  const findKeyStatement = db
    .select({ id: appointments.id, doctorId: appointments.doctorId, answer: appointments.bookingAnswer })
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
           hold_expires_at, idempotency_key, booking_answer, series_id, booked_online, visit_note, changed_by)
        select ${values.tenantId}, ${values.customerId}, ${values.familyMemberId ?? null}::bigint, ${values.branchId},
               ${values.treatmentId}, d.id,
               ${from}::timestamptz, ${to}::timestamptz, ${values.priceMinor},
               ${values.holdExpiresAt ? values.holdExpiresAt.toISOString() : null}::timestamptz,
               ${values.idempotencyKey ?? null}, ${values.bookingAnswer ? JSON.stringify(values.bookingAnswer) : null}::jsonb,
               ${values.seriesId ?? null}::bigint, ${values.bookedOnline === true}, ${values.visitNote ?? null}::text,
               ${values.changedBy}
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
     * Books an overbook: the chosen doctor whatever the time holds, outside the doctor's exclusion constraint and
     * the blocked-time trigger (decision 018). The patient's constraint and a waitlist offer's hold still refuse it.
     */
    async insertOverbook(tx: Executor, values: BookingValues & { doctorId: number }): Promise<number> {
      const [row] = await tx
        .insert(appointments)
        .values({ ...values, overbook: true })
        .returning({ id: appointments.id });
      return row!.id;
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

    /** The booking an Idempotency-Key made and the answer it gave; prepared once. */
    async findKey(
      tenantId: number,
      customerId: number,
      key: string,
    ): Promise<{ id: number; doctorId: number; answer: unknown } | undefined> {
      const [row] = await findKeyStatement.execute({ tenantId, customerId, key });
      return row;
    },
  };
}
