import type { Database } from '../../src/db/client';

/**
 * Runs a write made straight to the database (as another server process would) and resolves once this
 * database's change feed has announced it, so the app's caches have dropped what it replaced. Without a
 * live feed nothing is cached and there is nothing to wait for.
 */
export async function writtenAndHeard<T>(database: Database, tenantId: number, write: () => Promise<T>): Promise<T> {
  if (!database.changes.live) return write();
  let stop = () => {};
  const heard = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no change of tenant ${tenantId} announced within 5 s`)), 5_000);
    const unsubscribe = database.changes.subscribe((change) => {
      if (change.kind === 'all' || change.tenantId === tenantId) resolve();
    });
    stop = () => {
      clearTimeout(timer);
      unsubscribe();
    };
  });
  try {
    const result = await write();
    await heard;
    return result;
  } finally {
    stop();
  }
}
