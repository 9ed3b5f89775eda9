import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { customers } from '../../src/db/schema';

/** One patient's row as identity keeps it (phone, name, erasure marks), for a test to assert on or to use. */
export async function customerRow(db: Db, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}
