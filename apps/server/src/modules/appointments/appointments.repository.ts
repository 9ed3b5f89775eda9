import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, branches, idempotencyKeys, treatments } from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;
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
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, sql.placeholder('tenantId')),
        eq(idempotencyKeys.customerId, sql.placeholder('customerId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('find_idempotency_key');

  return {
    db,

    /**
     * Books the first doctor of `doctorIds` (in order) who has no active appointment overlapping the
     * range, in one statement. Answers null when all are taken. Two concurrent statements can still pick
     * the same doctor (each sees only committed rows): the exclusion constraint refuses the second with
     * 23P01, and the caller runs the statement again, which then sees the winner and picks another.
     */
    async insertFirstFree(
      tx: Executor,
      values: Omit<NewAppointment, 'doctorId'>,
      doctorIds: number[],
    ): Promise<number | null> {
      const from = values.startsAt.toISOString();
      const to = values.endsAt.toISOString();
      const result = await tx.execute(sql`
        insert into appointments
          (tenant_id, customer_id, branch_id, treatment_id, doctor_id, starts_at, ends_at, price_minor, hold_expires_at)
        select ${values.tenantId}, ${values.customerId}, ${values.branchId}, ${values.treatmentId}, d.id,
               ${from}::timestamptz, ${to}::timestamptz, ${values.priceMinor},
               ${values.holdExpiresAt ? values.holdExpiresAt.toISOString() : null}::timestamptz
          from unnest(array[${sql.join(
            doctorIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::int[]) with ordinality as d(id, ord)
         where not exists (
           select 1 from appointments a
            where a.tenant_id = ${values.tenantId} and a.doctor_id = d.id and a.status = 'active'
              and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)'))
         order by d.ord
         limit 1
        returning id`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string | number }[];
      return rows[0] ? Number(rows[0].id) : null;
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

    /** Cancels only while the rules hold at the moment of writing; answers whether it did. */
    async cancel(tenantId: number, customerId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ status: 'cancelled', cancelledAt: now })
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

    /**
     * Stores a key's answer in the caller's transaction; false when the key is already stored. A
     * concurrent insert of the same key waits here until the other transaction ends.
     */
    async storeKey(tx: Executor, tenantId: number, customerId: number, key: string, response: unknown) {
      const rows = await tx
        .insert(idempotencyKeys)
        .values({ tenantId, customerId, key, response })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    /** A key's stored answer; runs on the pool (after the storing transaction ended), prepared once. */
    async findKey(tenantId: number, customerId: number, key: string): Promise<unknown> {
      const [row] = await findKeyStatement.execute({ tenantId, customerId, key });
      return row?.response;
    },
  };
}
export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
