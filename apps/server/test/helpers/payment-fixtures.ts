import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { appointments } from '../../src/db/schema';
import type { VisitState } from '../../src/db/column-types';
import { seeded } from '../../src/db/seeded-visits';

// One way to make a logged-in customer in tests: the shared helper.
export { createCustomerSession } from './sessions';

/**
 * Half-hours taken so far, per database: a file's own count starts at its first call (files share this module in
 * a worker), so a file knows which days its visits reach.
 */
const slotsTaken = new WeakMap<Db, number>();

/**
 * An appointment inserted directly (the appointments engine is not needed here). Each call takes a new
 * half-hour of doctor 1 so neither the doctor's nor the patient's no-overlap constraint trips unless a test
 * wants it to.
 */
export async function insertAppointment(
  db: Db,
  values: {
    tenantId: number;
    customerId: number;
    treatmentId?: number;
    branchId?: number;
    doctorId?: number;
    startsAt?: Date;
    minutes?: number;
    holdExpiresAt?: Date | null;
    priceMinor?: number;
    status?: VisitState;
    paidStatus?: number;
  },
) {
  const slot = (slotsTaken.get(db) ?? 0) + 1;
  slotsTaken.set(db, slot);
  const startsAt = values.startsAt ?? new Date(Date.UTC(2027, 0, 3, 6, 0) + slot * 30 * 60_000);
  const [row] = await db
    .insert(appointments)
    .values(
      seeded({
        tenantId: values.tenantId,
        customerId: values.customerId,
        treatmentId: values.treatmentId ?? 12,
        branchId: values.branchId ?? 38,
        doctorId: values.doctorId ?? 1,
        startsAt,
        endsAt: new Date(startsAt.getTime() + (values.minutes ?? 15) * 60_000),
        priceMinor: values.priceMinor ?? 25_000,
        holdExpiresAt: values.holdExpiresAt === undefined ? null : values.holdExpiresAt,
        status: values.status ?? 'active',
        paidStatus: values.paidStatus ?? 0,
      }),
    )
    .returning();
  return row!;
}

/** Every row of every table as JSON: what a database dump would reveal. */
export async function dumpAllTables(db: Db): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const names = (Array.isArray(tables) ? tables : (tables as { rows: { table_name: string }[] }).rows).map(
    (r) => r.table_name,
  );
  const dump: Record<string, unknown> = {};
  for (const name of names) {
    const result = await db.execute(sql`select * from ${sql.identifier(name)}`);
    dump[name] = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  }
  return JSON.stringify(dump);
}
