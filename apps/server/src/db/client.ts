import { existsSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { postgresChangeFeed } from './change-feed';
import { keepPrivate } from './data-dir-modes';
import * as schema from './schema';
import { migrationsFolder } from '../paths';
import type { Database, Db } from './database';

export type { Database, Db };

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

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded database. PGlite (its WebAssembly PostgreSQL and the
 * drizzle driver that imports it) is loaded only in the second case: a process on PostgreSQL never holds it.
 * The pictures' folder, where there is one, is kept private to this user as the embedded database's is.
 */
export async function openDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
  imagesDir?: string;
}): Promise<Database> {
  if (config.imagesDir && existsSync(config.imagesDir)) keepPrivate(config.imagesDir, console.warn);
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const { openPglite } = await import('./pglite');
  return openPglite({ dataDir: config.dataDir });
}
