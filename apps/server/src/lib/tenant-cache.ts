import { LRUCache } from 'lru-cache';
import type { Change, ChangeFeed } from '../db/change-feed';

/** How a write of this process ended: the transaction it committed and what it changed, or nothing. */
export type WriteEnd<V> = { transaction: string; patch: (value: V) => V } | undefined;

export interface TenantCache<V> {
  /**
   * The kept value, or `load()`'s: kept unless a change of that tenant was announced meanwhile. Nothing
   * found (undefined) is never kept, since rows created elsewhere are not announced.
   */
  get<R extends V | undefined>(tenantId: number, key: string, load: () => Promise<R>): Promise<R>;
  /** Drops the tenant's values at once: this process just wrote, and must read its own write. */
  forget(tenantId: number): void;
  /**
   * A write of this process that knows what it changes begins; call the answer when it ends. With a
   * committed transaction, each kept value of the tenant becomes `patch(value)` (which must be right
   * whether the value was read before the commit or after it) instead of being read again, and that
   * transaction's own announcement leaves them be.
   */
  write(tenantId: number): (end: WriteEnd<V>) => void;
}

/**
 * Reads kept in memory per tenant until the database announces a change of that tenant's rows of the given
 * kinds. A change makes the tenant's version move on, so its older values are never read again (the LRU
 * drops them). While the feed is not live nothing is kept or served: every read goes to the database.
 *
 * A value read while a change commits is not kept (the version moved during the load); one read just
 * before it is served until the announcement arrives, a few milliseconds: no later than the same read
 * made without a cache, whose answer is equally old by the time it reaches the patient.
 *
 * An announcement can arrive before the answer of the statement that caused it: one that arrives while
 * writes of this process are under way waits for those writes (not for later ones) to end, and is dropped
 * if it was one of them.
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
  const versionOf = (tenantId: number) => `${epoch}.${versions.get(tenantId) ?? 0}`;

  // Writes under way per tenant, announcements waiting for some of them, and transactions already applied
  // whose announcements have not arrived yet.
  let nextWrite = 0;
  const writing = new Map<number, Set<number>>();
  const held = new Map<number, { transaction: string | undefined; waitingFor: Set<number> }[]>();
  const own = new Set<string>();

  feed.subscribe((change) => {
    if (change.kind === 'all') {
      epoch++;
      values.clear();
      held.clear();
    } else if (options.kinds.includes(change.kind)) {
      if (change.transaction !== undefined && own.delete(change.transaction)) return;
      const under = writing.get(change.tenantId);
      if (!under?.size) {
        bump(change.tenantId);
        return;
      }
      const list = held.get(change.tenantId) ?? [];
      list.push({ transaction: change.transaction, waitingFor: new Set(under) });
      held.set(change.tenantId, list);
    }
  });

  /** Replaces each kept value of the tenant by its patched self, under the next version. */
  function patchAll(tenantId: number, patch: (value: V) => V) {
    const before = `${tenantId}/${versionOf(tenantId)}/`;
    bump(tenantId);
    const after = `${tenantId}/${versionOf(tenantId)}/`;
    const kept = [...values.entries()].filter(([key]) => key.startsWith(before));
    for (const [key, value] of kept) {
      values.delete(key);
      values.set(after + key.slice(before.length), patch(value));
    }
  }

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

    write(tenantId) {
      const id = nextWrite++;
      const under = writing.get(tenantId) ?? new Set<number>();
      under.add(id);
      writing.set(tenantId, under);
      return (end) => {
        under.delete(id);
        if (under.size === 0) writing.delete(tenantId);
        // Held announcements: this write's own is dropped; the others stop waiting for it, and those
        // that waited for nothing else now drop the tenant's values.
        let heard = false;
        let othersDue = false;
        const stillHeld = [];
        for (const h of held.get(tenantId) ?? []) {
          if (end && h.transaction === end.transaction) heard = true;
          else if (h.waitingFor.delete(id) && h.waitingFor.size === 0) othersDue = true;
          else stillHeld.push(h);
        }
        if (stillHeld.length) held.set(tenantId, stillHeld);
        else held.delete(tenantId);
        if (othersDue) bump(tenantId);
        if (!end) return;
        patchAll(tenantId, end.patch);
        if (!heard) {
          if (own.size >= 10_000) own.clear();
          own.add(end.transaction);
        }
      };
    },
  };
}
