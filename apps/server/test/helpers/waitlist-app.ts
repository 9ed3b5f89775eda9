import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TWaitlistEntry } from '@clinic/contract/appointments/waitlist';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { createTenant } from './factories';
import { outbox, phoneOf } from './messaging';
import type { TestCustomer } from './sessions';
import { buildTestApp } from './test-app';

/** The waitlist's sweep in these tests runs every 50 ms of real time. */
export const SWEEP_MS = 50;
/** Several rounds of the sweep: what a check that nothing happened waits. */
export const settleSweeps = () => new Promise((resolve) => setTimeout(resolve, SWEEP_MS * 10));

/** The app the waitlist's tests run: on a test clock, an offer held 15 minutes, the sweep every SWEEP_MS. */
export const buildWaitlistApp = (database: Database, now: () => Date) =>
  buildTestApp(database, {
    now,
    config: {
      publicUrl: 'https://clinic.example',
      waitlist: { ...testConfig().waitlist, holdMinutes: 15, sweepSeconds: SWEEP_MS / 1000 },
    },
  });

/** A patient's waitlist calls for a day of treatment 11 at branch 38, and the offers WhatsApp sent them. */
export function waitlistCalls(
  app: FastifyInstance,
  database: Database,
  tenant: Awaited<ReturnType<typeof createTenant>>,
  day: string,
) {
  return {
    join: (patient: TestCustomer, body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: patient.headers,
        payload: { branch: 38, appointments_type_id: 11, date: day, ...body },
      }),
    entriesOf: async (patient: TestCustomer) => {
      const res = await app.inject({ method: 'GET', url: '/api/waitlist', headers: patient.headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { entries: TWaitlistEntry[] }).entries;
    },
    offersTo: async (patient: TestCustomer) =>
      outbox(app, await phoneOf(database.db, tenant.id, patient.customerId), 'waitlist_offer'),
  };
}
