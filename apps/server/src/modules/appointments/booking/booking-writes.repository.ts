import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { appointments } from '../../../db/schema';
import type { VisitActor } from '../../../db/column-types';
import { dayNumber } from '../../../lib/zoned-time';
import type { Executor, NewAppointment } from '../appointment-rows';
import type { PatientLimits } from '../../../settings/patient-limits.config';

/** A booking made: its id, the doctor it took, and the transaction that committed it. */
export type Booked = { id: number; doctorId: number; transaction: string };
/** What one booking call ends in: booked, refused by a patient limit (with the count held), or nothing free. */
type BookingOutcome = Booked | { refused: 'too_many_upcoming' | 'too_many_unpaid'; count: number } | null;
/** What a new booking stores; the doctor is the first free one of its candidates. */
export type BookingValues = Omit<
  NewAppointment,
  'doctorId' | 'id' | 'status' | 'paidStatus' | 'cancelledAt' | 'createdAt' | 'changedBy' | 'lastChangedBy'
> & { changedBy: VisitActor };

/** One call of clinic_book_first_free (migration 0033); `limits` null: a staff booking, with no patient turn. */
async function bookFirstFree(
  executor: Executor,
  values: BookingValues,
  doctorIds: number[],
  day: string,
  limits: (PatientLimits & { now: string }) | null,
): Promise<BookingOutcome> {
  const result = await executor.execute(sql`
    select outcome, booked_id, booked_doctor, booked_in, open_count
      from clinic_book_first_free(${JSON.stringify(values)}::jsonb,
           array[${sql.join(
             doctorIds.map((id) => sql`${id}`),
             sql`, `,
           )}]::int[], ${dayNumber(day)}, ${limits ? JSON.stringify(limits) : null}::jsonb)`);
  const [row] = rowsOf<{
    outcome: string;
    booked_id: string | number | null;
    booked_doctor: number | null;
    booked_in: string | null;
    open_count: number | null;
  }>(result);
  if (row?.outcome === 'booked') {
    return { id: Number(row.booked_id), doctorId: row.booked_doctor!, transaction: row.booked_in! };
  }
  if (row?.outcome === 'too_many_upcoming' || row?.outcome === 'too_many_unpaid') {
    return { refused: row.outcome, count: Number(row.open_count) };
  }
  return null;
}

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
     * Books the first doctor of `doctorIds` (in order) who has no active appointment overlapping the range, with
     * the request's Idempotency-Key and answer when it has one, in one call to the database (migration 0033): the
     * clinic day's turn, held until the caller's transaction ends, then the insert. The insert sees every booking
     * that took the turn before it; one made another way (a move, an overbook) may still beat it to a doctor, and
     * the exclusion constraint refuses that with 23P01, so the caller runs it again. Answers null when all are
     * taken or the key already made a booking.
     */
    async insertFirstFree(executor: Executor, values: BookingValues, doctorIds: number[], day: string) {
      const outcome = await bookFirstFree(executor, values, doctorIds, day, null);
      return outcome && 'id' in outcome ? outcome : null;
    },

    /** insertFirstFree for a patient's own booking: first, in the same call, their turn and their limits. */
    async insertForPatient(
      executor: Executor,
      values: BookingValues,
      doctorIds: number[],
      day: string,
      patient: { limits: PatientLimits; now: Date },
    ): Promise<BookingOutcome> {
      return bookFirstFree(executor, values, doctorIds, day, { now: patient.now.toISOString(), ...patient.limits });
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
