import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { type Database, openPostgres } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { eventually, outbox, phoneOf, testClock } from '../helpers/messaging';
import { patientCalls } from '../helpers/patient-calls';
import { createCustomerSession } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Two server processes on one PostgreSQL database (two apps, two pools, two job workers, two reminder planners):
// every confirmation and reminder is sent exactly once, by one of them.

let database: Database & { url?: string };
let second: Database | undefined;
const apps: FastifyInstance[] = [];
const clock = testClock('2026-12-01T06:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) return;
  second = openPostgres(database.url);
  const messaging = { ...testConfig().messaging, reminderSweepSeconds: 0.05 };
  for (const db of [database, second]) apps.push(await buildTestApp(db, { now: clock.now, config: { messaging } }));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await database.close();
});

describe.runIf(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)('two processes', () => {
  it('send each confirmation and each reminder once', async () => {
    const tenant = await createTenant(database.db);
    const patients: string[] = [];
    for (let i = 0; i < 12; i++) {
      const patient = await createCustomerSession(database.db, tenant, clock.now());
      // Bookings come in through both processes.
      const app = apps[i % 2]!;
      const time = `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      const res = await patientCalls(app, tenant).book(patient, { date: '2026-12-02', start_time: time });
      expect(res.statusCode, res.body).toBe(200);
      patients.push((await phoneOf(database.db, tenant.id, patient.customerId)).replace(/^\+/, ''));
    }
    const count = async (kind: string) => {
      let total = 0;
      for (const phone of patients) for (const app of apps) total += (await outbox(app, phone, kind)).length;
      return total;
    };
    await eventually(async () => (await count('confirmation')) >= patients.length);
    // Both planners look for due reminders every 50 ms: 24 hours before the first visit until after the last.
    clock.set('2026-12-01T12:00:00Z');
    await eventually(async () => (await count('reminder')) >= patients.length);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await count('confirmation')).toBe(patients.length);
    expect(await count('reminder')).toBe(patients.length);
    for (const phone of patients) {
      const sent = [...(await outbox(apps[0]!, phone)), ...(await outbox(apps[1]!, phone))];
      expect(sent.filter((m) => m.kind === 'reminder')).toHaveLength(1);
    }
  });
});
