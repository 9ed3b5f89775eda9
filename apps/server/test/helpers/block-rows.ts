import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { timeBlocks } from '../../src/db/schema';

/** One clinic's time block (a closure, a doctor's time off) as stored, for a test to assert on. */
export async function blockRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(timeBlocks)
    .where(and(eq(timeBlocks.tenantId, tenantId), eq(timeBlocks.id, id)));
  return row;
}
