import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { outbox, outboxWith, phoneOf, testClock } from '../helpers/messaging';
import { insertAppointment } from '../helpers/payment-fixtures';
import { patientCalls } from '../helpers/patient-calls';
import { createCustomerSession } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { setVisit } from '../helpers/visit-rows';

// Reminders at REMINDER_MINUTES_BEFORE (1440 and 120) of each visit, on a fake clock: within a minute of each
// instant, in real time across Jerusalem's clock changes, once per offset, never for a cancelled visit or after
// the visit started, and none for an offset that had passed when the visit was booked.

const clock = testClock('2026-10-01T06:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
/** Planning runs every 50 ms of real time here; a negative check waits several rounds. */
const SWEEP_MS = 50;
const settle = () => new Promise((resolve) => setTimeout(resolve, SWEEP_MS * 8));

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  const messaging = { ...testConfig().messaging, reminderSweepSeconds: SWEEP_MS / 1000 };
  app = await buildTestApp(database, { now: clock.now, config: { messaging } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function patientWithVisit(startsAt: string) {
  const patient = await createCustomerSession(database.db, tenant, clock.now());
  const visit = await insertAppointment(database.db, {
    tenantId: tenant.id,
    customerId: patient.customerId,
    treatmentId: 11,
    startsAt: new Date(startsAt),
    minutes: 30,
  });
  // Booked now on the test's clock (the row's default is the database's).
  await setVisit(database.db, tenant.id, visit.id, { createdAt: clock.now() });
  return { patient, visit, phone: await phoneOf(database.db, tenant.id, patient.customerId) };
}

/** Sets the clock and lets the planner and the queue run. */
async function at(iso: string) {
  clock.set(iso);
  await settle();
}

describe('reminders', () => {
  it('24 hours of real time before a visit just after the spring clock change (2027-03-26), then 2 hours', async () => {
    clock.set('2027-03-20T07:00:00Z');
    // Friday 26 March 2027 09:00 in Jerusalem is 06:00Z (UTC+3); a day earlier it is still UTC+2, so 24 hours
    // before is Thursday 08:00 on the wall, 06:00Z.
    const { visit, phone } = await patientWithVisit('2027-03-26T06:00:00Z');
    await at('2027-03-25T05:59:00Z');
    expect(await outbox(app, phone, 'reminder')).toEqual([]);
    await at('2027-03-25T06:00:20Z');
    const [day] = await outboxWith(app, phone, 'reminder');
    expect(day).toMatchObject({ appointment_id: visit.id });
    expect(Date.parse(day!.sent_at) - Date.parse('2027-03-25T06:00:00Z')).toBeLessThan(60_000);
    expect(day!.text).toContain('a reminder of your appointment');
    expect(day!.text).toContain('Friday, 26 March 2027 at 09:00');
    // Later sweeps of the same offset send nothing more.
    await at('2027-03-25T09:00:00Z');
    expect(await outbox(app, phone, 'reminder')).toHaveLength(1);
    await at('2027-03-26T04:00:30Z');
    const both = await outboxWith(app, phone, 'reminder', 2);
    expect(Date.parse(both[0]!.sent_at) - Date.parse('2027-03-26T04:00:00Z')).toBeLessThan(60_000);
    await at('2027-03-26T06:00:30Z');
    expect(await outbox(app, phone, 'reminder')).toHaveLength(2);
  });

  it('24 hours of real time before a visit just after the autumn clock change (2026-10-25)', async () => {
    // Sunday 25 October 2026 09:00 is 07:00Z (UTC+2); the day before was UTC+3: Saturday 10:00 on the wall.
    clock.set('2026-10-20T07:00:00Z');
    const { phone } = await patientWithVisit('2026-10-25T07:00:00Z');
    await at('2026-10-24T06:59:00Z');
    expect(await outbox(app, phone, 'reminder')).toEqual([]);
    await at('2026-10-24T07:00:10Z');
    const [day] = await outboxWith(app, phone, 'reminder');
    expect(day!.text).toContain('Sunday, 25 October 2026 at 09:00');
  });

  it('none for a cancelled visit, and none once the visit has started', async () => {
    clock.set('2026-10-30T07:00:00Z');
    const cancelled = await patientWithVisit('2026-11-02T08:00:00Z');
    await at('2026-11-01T07:00:00Z');
    const res = await app.inject({
      method: 'POST',
      url: '/api/bull36/cancel_appointment',
      headers: cancelled.patient.headers,
      payload: { cust_id: cancelled.patient.customerId, appointment_id: cancelled.visit.id, user: 'x' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await at('2026-11-01T08:00:30Z');
    await at('2026-11-02T06:00:30Z');
    expect(await outbox(app, cancelled.phone, 'reminder')).toEqual([]);

    // A server that was down through both instants and the start sends nothing afterwards.
    const missed = await patientWithVisit('2026-11-03T08:00:00Z');
    await at('2026-11-03T08:00:01Z');
    expect(await outbox(app, missed.phone, 'reminder')).toEqual([]);
  });

  it('a visit booked 3 hours ahead skips the 24-hour reminder and gets the 2-hour one', async () => {
    const patient = await createCustomerSession(database.db, tenant, clock.now());
    const phone = await phoneOf(database.db, tenant.id, patient.customerId);
    // Monday 9 November 2026, 07:00Z is 09:00 in Jerusalem; the visit is at 12:00 (10:00Z).
    await at('2026-11-09T07:00:00Z');
    const booked = await patientCalls(app, tenant).book(patient, { date: '2026-11-09', start_time: '12:00' });
    expect(booked.statusCode, booked.body).toBe(200);
    await outboxWith(app, phone, 'confirmation');
    await at('2026-11-09T07:30:00Z');
    expect(await outbox(app, phone, 'reminder')).toEqual([]);
    await at('2026-11-09T08:00:05Z');
    const reminders = await outboxWith(app, phone, 'reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('12:00');
  });
});
