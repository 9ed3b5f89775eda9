import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { seedDemoTenants } from '../../src/seed/seed';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

/**
 * The demo clinics with their living week laid around `now`, for one test file: a fresh database and the app on a
 * fixed clock. Read `file`'s parts inside tests (they exist once beforeAll has run).
 */
export function demoWeekForFile(now: Date) {
  const file = {} as { database: Database; app: FastifyInstance };
  beforeAll(async () => {
    file.database = await createTestDatabase();
    await seedDemoTenants(file.database.db, { demo: true, now });
    file.app = await buildTestApp(file.database, { now: () => now });
  });
  afterAll(async () => {
    await file.app.close();
    await file.database.close();
  });
  return file;
}
