import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { customers, otpCodes } from '../../src/db/schema';

/** One patient's row as identity keeps it (phone, name, erasure marks), for a test to assert on or to use. */
export async function customerRow(db: Db, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

/** Changes one clinic's patient as identity would store it (a name or a language the test starts from). */
export async function setCustomer(
  db: Db,
  tenantId: number,
  customerId: number,
  change: Partial<Pick<typeof customers.$inferInsert, 'name' | 'lang'>>,
) {
  await db
    .update(customers)
    .set(change)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
}

/** The login codes stored for one phone (in +E.164), of any clinic. */
export async function otpRowsOf(db: Db, phone: string) {
  return db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
}

/** One clinic's patients stored under a phone (in +E.164): none or one. */
export async function customersWithPhone(db: Db, tenantId: number, phone: string) {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone)));
}
