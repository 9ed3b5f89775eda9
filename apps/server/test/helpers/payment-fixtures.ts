import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { appointments, customers } from '../../src/db/schema';
import { hashToken } from '../../src/http/auth';
import { createSessionsRepository } from '../../src/modules/identity/sessions.repository';

let phoneCounter = 0;

/** A customer of the tenant with a live session; `headers` authorise customer calls as them. */
export async function createCustomerSession(db: Db, tenant: { id: number; token: string }, now: Date) {
  phoneCounter += 1;
  const phone = `+9725${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
  const [customer] = await db
    .insert(customers)
    .values({ tenantId: tenant.id, phone, name: `Patient ${phoneCounter}` })
    .returning({ id: customers.id });
  const token = randomBytes(24).toString('base64url');
  await createSessionsRepository(db).create({
    tenantId: tenant.id,
    customerId: customer!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + 30 * 24 * 3600_000),
  });
  return {
    customerId: customer!.id,
    token,
    headers: { 'x-tenant-token': tenant.token, authorization: `Bearer ${token}` },
  };
}

let slotCounter = 0;

/**
 * An appointment inserted directly (the appointments engine is not needed here). Each call takes a new
 * half-hour of doctor 1 so the no-double-booking constraint never trips unless a test wants it to.
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
    status?: string;
    paidStatus?: number;
  },
) {
  slotCounter += 1;
  const startsAt = values.startsAt ?? new Date(Date.UTC(2027, 0, 3, 6, 0) + slotCounter * 30 * 60_000);
  const [row] = await db
    .insert(appointments)
    .values({
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
    })
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
