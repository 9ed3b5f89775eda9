import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ChangeFeed } from './change-feed';
import type * as schema from './schema';

/** The app's Drizzle handle on either database (or a transaction of it). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Commits announced by the database (migration 0002), for caches that must never outlive a change. */
  changes: ChangeFeed;
  /** How the job queue (decision 009) reaches the same database: the embedded instance, or the server's URL. */
  jobs: { pglite: PGlite } | { connectionString: string };
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections, for the metrics; the embedded database has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}
