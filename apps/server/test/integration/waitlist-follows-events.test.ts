import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { openOnlyAtTen } from '../helpers/half-hour-day';
import { outbox, outboxWith, phoneOf, testClock } from '../helpers/messaging';
import { insertAppointment } from '../helpers/payment-fixtures';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// The waitlist follows the visits' events (decision 020): a cancel frees its time, and the freed time is offered at
// once, without waiting for the periodic sweep (set to an hour here, so only the event can make the offer).

const clock = testClock('2026-12-01T06:00:00Z');
const DAY = '2026-12-02'; // a Wednesday; Jerusalem is UTC+2
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildTestApp(database, {
    now: clock.now,
    config: { waitlist: { ...testConfig().waitlist, holdMinutes: 15, sweepSeconds: 3600 } },
  });
  // Branch 38 is closed on DAY but for 10:00-10:30 (08:00Z), where both doctors have a visit.
  await openOnlyAtTen(database.db, tenant.id, DAY);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the waitlist as a follower of visit events', () => {
  let waiting: TestCustomer;
  let owner: TestCustomer;
  let visitId: number;

  it('a patient waits for a full day: nothing is offered', async () => {
    owner = await createCustomerSession(database.db, tenant, clock.now());
    const other = await createCustomerSession(database.db, tenant, clock.now());
    for (const [doctorId, patient] of [
      [1, owner],
      [2, other],
    ] as const) {
      const visit = await insertAppointment(database.db, {
        tenantId: tenant.id,
        customerId: patient.customerId,
        treatmentId: 11,
        doctorId,
        startsAt: new Date(`${DAY}T08:00:00Z`),
        minutes: 30,
      });
      if (doctorId === 1) visitId = Number((visit as { id: number }).id);
    }
    waiting = await createCustomerSession(database.db, tenant, clock.now());
    const joined = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: waiting.headers,
      payload: { branch: 38, appointments_type_id: 11, date: DAY },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await outbox(app, await phoneOf(database.db, tenant.id, waiting.customerId), 'waitlist_offer')).toEqual([]);
  });

  it("a patient's cancel offers the freed time to the one waiting at once", async () => {
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/bull36/cancel_appointment',
      headers: owner.headers,
      payload: { cust_id: owner.customerId, appointment_id: visitId, user: 'x' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [offer] = await outboxWith(app, await phoneOf(database.db, tenant.id, waiting.customerId), 'waitlist_offer');
    expect(offer!.text).toContain('Wednesday, 2 December 2026 at 10:00');
  });
});
