import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { testConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTenant } from './factories';
import { identityClient } from './identity';
import { createTestDatabase } from './test-db';
import { buildTestApp } from './test-app';

/**
 * The identity calls for one test file: a fresh database with two clinics and the app on them, at a clock the
 * tests move forward. Read `file`'s parts inside tests (they exist once beforeAll has run).
 */
export function identityAppForFile(start = new Date('2026-03-01T10:00:00Z')) {
  const file = { clock: start } as {
    database: Database;
    app: FastifyInstance;
    tenant: Awaited<ReturnType<typeof createTenant>>;
    other: Awaited<ReturnType<typeof createTenant>>;
    clock: Date;
  };
  const now = () => file.clock;
  const advance = (ms: number) => {
    file.clock = new Date(file.clock.getTime() + ms);
  };
  const apps: FastifyInstance[] = [];
  /** Another app on the same database and clock, with some settings changed; closed after the file. */
  async function extraApp(config: Partial<AppConfig>) {
    const extra = await buildTestApp(file.database, { now, config: { ...testConfig(), ...config } });
    apps.push(extra);
    return extra;
  }

  beforeAll(async () => {
    file.database = await createTestDatabase();
    file.tenant = await createTenant(file.database.db);
    file.other = await createTenant(file.database.db);
    file.app = await buildTestApp(file.database, { now });
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await file.app.close();
    await file.database.close();
  });

  /** The first clinic's identity calls, from one browser. */
  const api = () => identityClient(file.app, file.tenant.token);
  return { file, now, advance, extraApp, api };
}
