import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { eventually, testClock } from '../helpers/messaging';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { createTestDatabase } from '../helpers/test-db';
import { SWEEP_MS, buildWaitlistApp } from '../helpers/waitlist-app';
import { patientLiveOfferIds } from '../helpers/waitlist-rows';

// One patient may wait at most 5 times at a clinic and hold at most 2 offered times at once (issue #31: one patient
// held 57 doctor times while others were told TIME_HELD). The clinic's days are open, so every entry could be offered.

const clock = testClock('2026-12-01T06:00:00Z');
const DAYS = ['2026-12-02', '2026-12-03', '2026-12-06', '2026-12-07', '2026-12-08'];
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildWaitlistApp(database, clock.now);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const join = (patient: TestCustomer, date: string) =>
  app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: patient.headers,
    payload: { branch: 38, appointments_type_id: 11, date },
  });
const liveOffersOf = (patient: TestCustomer) => patientLiveOfferIds(database.db, tenant.id, patient.customerId);
const sweeps = (rounds: number) => new Promise((resolve) => setTimeout(resolve, SWEEP_MS * rounds));

describe("a patient's waitlist", () => {
  it('holds at most 5 entries (the sixth is WAITLIST_LIMIT, 429) and 2 offered times at once', async () => {
    const patient = await createCustomerSession(database.db, tenant, clock.now());
    const joined = await Promise.all(DAYS.map((date) => join(patient, date)));
    for (const res of joined) expect(res.statusCode, res.body).toBe(200);
    const sixth = await join(patient, '2026-12-09');
    expect(sixth.statusCode, sixth.body).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'WAITLIST_LIMIT', params: { count: 5 } });

    const other = await createCustomerSession(database.db, tenant, clock.now());
    expect((await join(other, DAYS[0]!)).statusCode).toBe(200);
    // Many sweeps: every entry could be offered a time, but the patient holds two; the other patient gets theirs.
    await eventually(async () => (await liveOffersOf(other)).length > 0);
    await sweeps(10);
    expect(await liveOffersOf(patient)).toHaveLength(2);
    expect(await liveOffersOf(other)).toHaveLength(1);

    // Leaving one entry makes room for another.
    const entries = (await app.inject({ method: 'GET', url: '/api/waitlist', headers: patient.headers })).json() as {
      entries: { id: number; status: string }[];
    };
    const waiting = entries.entries.find((e) => e.status === 'waiting')!;
    const left = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${waiting.id}/cancel`,
      headers: patient.headers,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await join(patient, '2026-12-09')).statusCode).toBe(200);
  });
});
