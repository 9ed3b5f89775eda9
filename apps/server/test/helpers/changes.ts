import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/db/client';

/**
 * Runs a write made straight to the database (as another server process would), in a transaction of its
 * own, and resolves once the change feed has announced that transaction, so the app's caches have dropped
 * what it replaced. Its own announcement, not just any of the tenant's: one of an earlier write of the app
 * may still be on its way. Without a live feed nothing is cached and there is nothing to wait for.
 */
export async function writtenAndHeard<T>(
  database: Database,
  tenantId: number,
  write: (db: Db) => Promise<T>,
): Promise<T> {
  if (!database.changes.live) return write(database.db);
  // Heard before the transaction's id is known: the announcement may arrive before the commit's answer.
  const heard = new Set<string>();
  let waiting: { transaction: string; resolve: () => void } | undefined;
  const unsubscribe = database.changes.subscribe((change) => {
    if (change.kind === 'all' || change.tenantId !== tenantId || !change.transaction) return;
    heard.add(change.transaction);
    if (change.transaction === waiting?.transaction) waiting.resolve();
  });
  try {
    const { result, transaction } = await database.db.transaction(async (tx) => {
      const result = await write(tx);
      const answer = await tx.execute(sql`select pg_current_xact_id()::text as transaction`);
      const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as { transaction: string }[];
      return { result, transaction: rows[0]!.transaction };
    });
    if (!heard.has(transaction)) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`transaction ${transaction} not announced within 5 s`)), 5_000);
        waiting = {
          transaction,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      });
    }
    return result;
  } finally {
    unsubscribe();
  }
}
