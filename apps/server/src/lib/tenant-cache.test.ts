import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../db/change-feed';
import { createTenantCache } from './tenant-cache';

/** A feed whose announcements and liveness the test decides. */
function manualFeed() {
  const listeners = new Set<ChangeListener>();
  const feed: ChangeFeed & { announce: ChangeListener; live: boolean } = {
    live: true,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {},
    announce: (change) => listeners.forEach((l) => l(change)),
  };
  return feed;
}

function counter() {
  let reads = 0;
  const load = async () => ({ read: ++reads });
  return { load, reads: () => reads };
}

describe('createTenantCache', () => {
  const options = { kinds: ['appointments' as const], max: 100, ttlMs: 60_000 };

  it('reads once, then keeps the value until that tenant changes', async () => {
    const feed = manualFeed();
    const cache = createTenantCache<{ read: number }>(feed, options);
    const db = counter();
    expect(await cache.get(1, 'day', db.load)).toEqual({ read: 1 });
    expect(await cache.get(1, 'day', db.load)).toEqual({ read: 1 });
    feed.announce({ kind: 'appointments', tenantId: 2 });
    feed.announce({ kind: 'sessions', tenantId: 1 });
    expect(await cache.get(1, 'day', db.load)).toEqual({ read: 1 });
    feed.announce({ kind: 'appointments', tenantId: 1 });
    expect(await cache.get(1, 'day', db.load)).toEqual({ read: 2 });
    cache.forget(1);
    expect(await cache.get(1, 'day', db.load)).toEqual({ read: 3 });
    feed.announce({ kind: 'all' });
    expect(await cache.get(1, 'day', db.load)).toEqual({ read: 4 });
  });

  it('does not keep a value read while a change was announced', async () => {
    const feed = manualFeed();
    const cache = createTenantCache<{ read: number }>(feed, options);
    let reads = 0;
    const racing = async () => {
      reads++;
      feed.announce({ kind: 'appointments', tenantId: 1 }); // committed while the statement ran
      return { read: reads };
    };
    await cache.get(1, 'day', racing);
    const db = counter();
    expect(await cache.get(1, 'day', db.load)).toEqual({ read: 1 });
    expect(db.reads()).toBe(1);
  });

  it('keeps nothing and serves nothing kept while the feed is not live', async () => {
    const feed = manualFeed();
    const cache = createTenantCache<{ read: number }>(feed, options);
    const db = counter();
    await cache.get(1, 'day', db.load);
    feed.live = false;
    await cache.get(1, 'day', db.load);
    await cache.get(1, 'day', db.load);
    expect(db.reads()).toBe(3);
  });

  it('requests missing the same value together share one read', async () => {
    const cache = createTenantCache<{ read: number }>(manualFeed(), options);
    const db = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get(1, 'day', db.load)));
    expect(answers).toEqual([{ read: 1 }, { read: 1 }, { read: 1 }]);
    expect(db.reads()).toBe(1);
  });

  it('never keeps "not found"', async () => {
    const cache = createTenantCache<{ read: number }>(manualFeed(), options);
    let reads = 0;
    const missing = async () => {
      reads++;
      return undefined;
    };
    await cache.get(1, 'token', missing);
    await cache.get(1, 'token', missing);
    expect(reads).toBe(2);
  });

  type Day = { read: number; booked?: string[] };
  const bookTen = (v: Day): Day => (v.read === 1 ? { ...v, booked: ['10:00'] } : v);

  it("takes in this process's own change without reading again; its announcement changes nothing more", async () => {
    const feed = manualFeed();
    const cache = createTenantCache<Day>(feed, options);
    const db = counter();
    await cache.get(1, 'monday', db.load);
    await cache.get(1, 'tuesday', db.load);
    await cache.get(2, 'monday', db.load);
    cache.write(1)({ transaction: '700', patch: bookTen });
    feed.announce({ kind: 'appointments', tenantId: 1, transaction: '700' });
    expect(await cache.get(1, 'monday', db.load)).toEqual({ read: 1, booked: ['10:00'] });
    expect(await cache.get(1, 'tuesday', db.load)).toEqual({ read: 2 });
    expect(await cache.get(2, 'monday', db.load)).toEqual({ read: 3 });
    expect(db.reads()).toBe(3);
    // Anybody else's transaction, or the same one announced again, drops the tenant's values as before.
    feed.announce({ kind: 'appointments', tenantId: 1, transaction: '700' });
    expect(await cache.get(1, 'monday', db.load)).toEqual({ read: 4 });
    feed.announce({ kind: 'appointments', tenantId: 1, transaction: '701' });
    expect(await cache.get(1, 'monday', db.load)).toEqual({ read: 5 });
  });

  it('an announcement heard before its own write ended is recognised as that write', async () => {
    const feed = manualFeed();
    const cache = createTenantCache<Day>(feed, options);
    const db = counter();
    await cache.get(1, 'monday', db.load);
    const end = cache.write(1);
    feed.announce({ kind: 'appointments', tenantId: 1, transaction: '900' });
    expect(await cache.get(1, 'monday', db.load)).toEqual({ read: 1 }); // held until the write ends
    end({ transaction: '900', patch: bookTen });
    expect(await cache.get(1, 'monday', db.load)).toEqual({ read: 1, booked: ['10:00'] });
    expect(db.reads()).toBe(1);
  });

  it("holds another writer's announcement only until the writes under way when it came have ended", async () => {
    const feed = manualFeed();
    const cache = createTenantCache<Day>(feed, options);
    const db = counter();
    await cache.get(1, 'monday', db.load);
    const first = cache.write(1);
    feed.announce({ kind: 'appointments', tenantId: 1, transaction: '950' });
    const later = cache.write(1); // began after the announcement: not waited for
    first(undefined); // failed: it committed nothing
    expect(await cache.get(1, 'monday', db.load)).toEqual({ read: 2 });
    later({ transaction: '951', patch: bookTen });
    expect(await cache.get(1, 'monday', db.load)).toEqual({ read: 2 });
    feed.announce({ kind: 'all' });
    expect(await cache.get(1, 'monday', db.load)).toEqual({ read: 3 });
  });

  it('does not keep a value read while this process applied its own change', async () => {
    const feed = manualFeed();
    const cache = createTenantCache<Day>(feed, options);
    let reads = 0;
    const racing = async () => {
      reads++;
      cache.write(1)({ transaction: '800', patch: (v) => v }); // committed while the statement ran
      return { read: reads };
    };
    await cache.get(1, 'day', racing);
    const db = counter();
    expect(await cache.get(1, 'day', db.load)).toEqual({ read: 1 });
    expect(db.reads()).toBe(1);
  });
});
