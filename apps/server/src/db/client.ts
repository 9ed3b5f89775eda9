import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import * as schema from './schema';
import { migrationsFolder } from '../paths';

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

/** Embedded PostgreSQL (WebAssembly) in a folder, or in memory without one. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  const client = await PGlite.create({ ...options, extensions: { btree_gist } });
  return fromPglite(client);
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  const changes = pgliteChangeFeed(client);
  return {
    db,
    driver: 'pglite',
    changes,
    jobs: { pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

export function openPostgres(connectionString: string, max = 10): Database {
  // Connections stay open once made (pg-pool closes idle ones after 10 s by default): a new one costs a
  // backend start, and its first statements run with cold catalog caches and are prepared again, which
  // turned the first bookings after a quiet spell into the slowest answers.
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 0 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  const changes = postgresChangeFeed(connectionString);
  return {
    db,
    driver: 'postgres',
    changes,
    jobs: { connectionString },
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

export async function openDatabase(config: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
