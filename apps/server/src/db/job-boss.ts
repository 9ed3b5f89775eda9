import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from './client';

/** pg-boss's own schema in the clinic's database (installed and migrated by pg-boss at start). */
const SCHEMA = 'pgboss';

/**
 * A pg-boss over the clinic's own database, the plumbing of every queue (the messages', the webhooks'): `max`
 * connections, and its upkeep as often as its jobs are held, at most every minute.
 */
export function bossOn(database: Pick<Database, 'jobs'>, max: number, holdSeconds: number): PgBoss {
  const every = Math.min(60, holdSeconds);
  const common = {
    schema: SCHEMA,
    useListenNotify: true,
    schedule: false,
    persistWarnings: false,
    superviseIntervalSeconds: every,
    monitorIntervalSeconds: every,
  } as const;
  // PGlite is one connection in this process: pg-boss runs on it through its PGlite adapter, the same SQL.
  return 'pglite' in database.jobs
    ? new PgBoss({ ...common, db: fromPglite(database.jobs.pglite), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: database.jobs.connectionString, max });
}
