import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, branches, treatments } from '../../db/schema';
import { dayNumber } from '../availability/zoned-time';

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

/** SQLSTATE of a driver error, also when Drizzle wraps it (error.cause) — node-postgres and PGlite alike. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 23P01: the exclusion constraint refused an overlapping active appointment of one doctor. */
export const isOverlap = (error: unknown) => sqlStateOf(error) === '23P01';
/** Deadlock or serialization failure: the other transaction won; the caller may answer as if taken. */
export const isLostRace = (error: unknown) => ['40P01', '40001'].includes(sqlStateOf(error) ?? '');

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
     * range, in one statement, with the request's Idempotency-Key and answer when it has one. Answers null
     * when all are taken or the key already made a booking.
     *
     * Bookings of one clinic day take turns (a transaction-scoped advisory lock on tenant and day, held
     * until the statement commits): two overlapping inserts under way at once would each wait for the
     * other in the exclusion constraint's check, a deadlock PostgreSQL breaks only after a second. A
     * statement that waited for its turn still decides on what it saw when it began, so it may pick the
     * doctor just taken: the exclusion constraint refuses that with 23P01 and the caller runs it again.
     */
    async insertFirstFree(values: BookingValues, doctorIds: number[], day: string): Promise<Booked | null> {
      const from = values.startsAt.toISOString();
      const to = values.endsAt.toISOString();
      const result = await db.execute(sql`
        insert into appointments
          (tenant_id, customer_id, branch_id, treatment_id, doctor_id, starts_at, ends_at, price_minor, hold_expires_at,
           idempotency_key, booking_answer)
        select ${values.tenantId}, ${values.customerId}, ${values.branchId}, ${values.treatmentId}, d.id,
               ${from}::timestamptz, ${to}::timestamptz, ${values.priceMinor},
               ${values.holdExpiresAt ? values.holdExpiresAt.toISOString() : null}::timestamptz,
               ${values.idempotencyKey ?? null}, ${values.bookingAnswer ? JSON.stringify(values.bookingAnswer) : null}::jsonb
          from (select pg_advisory_xact_lock(${values.tenantId}, ${dayNumber(day)})) as turn,
               unnest(array[${sql.join(
                 doctorIds.map((id) => sql`${id}`),
                 sql`, `,
               )}]::int[]) with ordinality as d(id, ord)
         where not exists (
           select 1 from appointments a
            where a.tenant_id = ${values.tenantId} and a.doctor_id = d.id and a.status = 'active'
              and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)'))
         order by d.ord
         limit 1
        on conflict (tenant_id, customer_id, idempotency_key) do nothing
        returning id, doctor_id, pg_current_xact_id()::text as transaction`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        id: string | number;
        doctor_id: number;
        transaction: string;
      }[];
      const row = rows[0];
      return row ? { id: Number(row.id), doctorId: row.doctor_id, transaction: row.transaction } : null;
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

    async move(tx: Executor, tenantId: number, id: number, values: { doctorId: number; startsAt: Date; endsAt: Date }) {
      await tx
        .update(appointments)
        .set(values)
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
      rule: { customerId?: number | undefined; startsAfter: Date; now: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelledAt: rule.now })
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
          forcePay: treatments.forcePay,
          treatmentName: treatments.name,
          branchName: branches.name,
          branchAddress: branches.address,
        })
        .from(appointments)
        .leftJoin(
          treatments,
          and(eq(treatments.tenantId, appointments.tenantId), eq(treatments.id, appointments.treatmentId)),
        )
        .leftJoin(branches, and(eq(branches.tenantId, appointments.tenantId), eq(branches.id, appointments.branchId)))
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.customerId, customerId),
            when === 'upcoming' ? gte(appointments.startsAt, now) : lt(appointments.startsAt, now),
          ),
        )
        .orderBy(when === 'upcoming' ? asc(appointments.startsAt) : desc(appointments.startsAt), asc(appointments.id));
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
