import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { timeBlocks } from '../../src/db/schema';

/** Writes a time block straight to the table (a closure the test starts from) and returns its row. */
export async function seedBlock(db: Db, row: typeof timeBlocks.$inferInsert) {
  const [block] = await db.insert(timeBlocks).values(row).returning();
  return block!;
}

/** One clinic's time block (a closure, a doctor's time off) as stored, for a test to assert on. */
export async function blockRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(timeBlocks)
    .where(and(eq(timeBlocks.tenantId, tenantId), eq(timeBlocks.id, id)));
  return row;
}
