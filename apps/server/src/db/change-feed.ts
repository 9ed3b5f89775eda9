import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0002's triggers notify on. */
const CHANNEL = 'clinic_changes';

/**
 * A committed change of one tenant's rows, with the id of the transaction that made it (migration 0004); `freed`:
 * a followed visit event freed time at the clinic (the waitlist's follower announces it: freedTimeNotice);
 * or `all`: anything may have changed (e.g. while not listening).
 */
export type Change =
  { kind: 'appointments' | 'sessions' | 'catalog' | 'freed'; tenantId: number; transaction?: string } | { kind: 'all' };

/** The channel and payload that tell every process, at commit, that time was freed at a clinic. */
export const freedTimeNotice = (tenantId: number) => ({ channel: CHANNEL, payload: `freed:${tenantId}` });
export type ChangeListener = (change: Change) => void;

/**
 * What the database announces after each commit that touched appointments, sessions or a catalog, in every
 * server process. A cache may serve a value only while `live` is true: then every change reaches it within
 * moments of its commit.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

export function parseChange(payload: string): Change | undefined {
  if (payload === '*') return { kind: 'all' };
  const match = /^(appointments|sessions|catalog|freed):(\d{1,10})(?::(\d{1,20}))?$/.exec(payload);
  if (!match) return undefined;
  const change = { kind: match[1] as 'appointments' | 'sessions' | 'catalog' | 'freed', tenantId: Number(match[2]) };
  return match[3] ? { ...change, transaction: match[3] } : change;
}

/** Listeners, and a start that runs on the first subscription (a CLI that never subscribes never listens). */
function feedOf(start: (emit: ChangeListener) => void, stop: () => Promise<void>, isLive: () => boolean): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  let started = false;
  const emit: ChangeListener = (change) => {
    for (const listener of listeners) listener(change);
  };
  return {
    get live() {
      return isLive();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        start(emit);
      }
      return () => listeners.delete(listener);
    },
    close: stop,
  };
}

/** PGlite is one process: LISTEN on the same instance hears every commit. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  let live = false;
  let unlisten: (() => Promise<void>) | undefined;
  return feedOf(
    (emit) => {
      void client
        .listen(CHANNEL, (payload) => {
          const change = parseChange(payload);
          if (change) emit(change);
        })
        .then((stop) => {
          unlisten = stop;
          live = true;
        })
        .catch(() => {});
    },
    async () => {
      live = false;
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
    () => live,
  );
}

/**
 * PostgreSQL: one dedicated connection LISTENs. When it drops, the feed is not live (caches read through)
 * and says `all` changed; it reconnects every `retryMs` and says `all` again once listening.
 */
export function postgresChangeFeed(connectionString: string, retryMs = 1_000): ChangeFeed {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let emit: ChangeListener = () => {};
  const ended = new WeakSet<pg.Client>();

  function end(old: pg.Client) {
    ended.add(old);
    old.removeAllListeners();
    old.on('error', () => {});
    return old.end().catch(() => {});
  }

  /** A connection failed (an error, its end, or a failed start; once per connection). */
  function lost(lostClient: pg.Client) {
    if (ended.has(lostClient)) return;
    void end(lostClient);
    if (client !== lostClient) return;
    client = undefined;
    if (live) {
      live = false;
      emit({ kind: 'all' });
    }
    if (!closed) retry = setTimeout(connect, retryMs).unref();
  }

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      const change = parseChange(message.payload ?? '');
      if (change) emit(change);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch {
      lost(next);
      return;
    }
    if (closed || client !== next) return;
    live = true;
    // Whatever changed while nobody listened is unknown.
    emit({ kind: 'all' });
  }

  return feedOf(
    (send) => {
      emit = send;
      void connect();
    },
    async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) await end(current);
    },
    () => live,
  );
}
