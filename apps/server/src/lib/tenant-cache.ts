import { LRUCache } from 'lru-cache';
import type { Change, ChangeFeed } from '../db/change-feed';

export interface TenantCache<V> {
  /**
   * The kept value, or `load()`'s: kept unless a change of that tenant was announced meanwhile. Nothing
   * found (undefined) is never kept, since rows created elsewhere are not announced.
   */
  get<R extends V | undefined>(tenantId: number, key: string, load: () => Promise<R>): Promise<R>;
  /** Drops the tenant's values at once: this process just wrote, and must read its own write. */
  forget(tenantId: number): void;
}

/**
 * Reads kept in memory per tenant until the database announces a change of that tenant's rows of the given
 * kinds. A change makes the tenant's version move on, so its older values are never read again (the LRU
 * drops them). While the feed is not live nothing is kept or served: every read goes to the database.
 *
 * A value read while a change commits is not kept (the version moved during the load); one read just
 * before it is served until the announcement arrives, a few milliseconds: no later than the same read
 * made without a cache, whose answer is equally old by the time it reaches the patient.
 */
export function createTenantCache<V extends object>(
  feed: ChangeFeed,
  options: { kinds: Change['kind'][]; max: number; ttlMs: number },
): TenantCache<V> {
  const values = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs });
  const loading = new Map<string, Promise<V | undefined>>();
  const versions = new Map<number, number>();
  let epoch = 0;
  const bump = (tenantId: number) => versions.set(tenantId, (versions.get(tenantId) ?? 0) + 1);

  feed.subscribe((change) => {
    if (change.kind === 'all') {
      epoch++;
      values.clear();
    } else if (options.kinds.includes(change.kind)) {
      bump(change.tenantId);
    }
  });
  const versionOf = (tenantId: number) => `${epoch}.${versions.get(tenantId) ?? 0}`;

  return {
    async get<R extends V | undefined>(tenantId: number, key: string, load: () => Promise<R>): Promise<R> {
      if (!feed.live) return load();
      const version = versionOf(tenantId);
      const versionedKey = `${tenantId}/${version}/${key}`;
      const kept = values.get(versionedKey);
      if (kept !== undefined) return kept as R;
      // Requests missing the same value together share one read (after a change, many arrive at once).
      const inFlight = loading.get(versionedKey);
      if (inFlight) return inFlight as Promise<R>;
      const loaded = load().then((value) => {
        if (value !== undefined && feed.live && versionOf(tenantId) === version) values.set(versionedKey, value);
        return value;
      });
      loading.set(versionedKey, loaded);
      try {
        return await loaded;
      } finally {
        loading.delete(versionedKey);
      }
    },
    forget: bump,
  };
}
