import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZErrorEnvelope } from '@clinic/contract/core/common';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { createCustomerSession, type TestCustomer } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { patientVisitRows, visitRow } from '../helpers/visit-rows';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3). Doctors 1 and 2 work at branch 38 from 08:00 to 18:00.
const NOW = new Date('2026-06-01T05:00:00Z');
const BUSY = 'You already have an appointment at this time. Please choose another time.';
const CHECKUP = 10; // 5 minutes
const CLEANING = 11; // 30 minutes
const CONSULT = 12; // 15 minutes, paid by card when booked

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let patient: TestCustomer;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildTestApp(database, { now: () => NOW });
});
beforeEach(async () => {
  patient = await createCustomerSession(database.db, tenant, NOW);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Booking = { date: string; start_time: string; appointments_type_id?: number };
const book = (who: TestCustomer, booking: Booking, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/bull36/create_appointment',
    headers: { ...who.headers, ...headers },
    payload: {
      branch: 38,
      appointments_type_id: CLEANING,
      end_time: booking.start_time,
      cust_id: who.customerId,
      ...booking,
    },
  });

async function booked(who: TestCustomer, booking: Booking, headers: Record<string, string> = {}): Promise<number> {
  const res = await book(who, booking, headers);
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.id);
}

function expectRefusal(res: { statusCode: number; json: () => unknown }, status: number, message: RegExp | string) {
  expect(res.statusCode).toBe(status);
  const body = ZErrorEnvelope.parse(res.json());
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

const activeVisitsOf = async (who: TestCustomer) =>
  (await patientVisitRows(database.db, who.customerId)).filter((visit) => visit.status === 'active');

describe('one patient never holds two visits at once', () => {
  it('refuses a second visit that overlaps the first, with another doctor free, in the request language', async () => {
    await booked(patient, { date: '2026-06-02', start_time: '10:00' });
    expectRefusal(
      await book(patient, { date: '2026-06-02', start_time: '10:15', appointments_type_id: CHECKUP }),
      409,
      BUSY,
    );
    expectRefusal(
      await book(patient, { date: '2026-06-02', start_time: '09:45' }, { 'accept-language': 'he' }),
      409,
      'כבר יש לך תור בשעה זו. יש לבחור שעה אחרת.',
    );
    // Back to back is fine, and another patient may take the other doctor at that time.
    await booked(patient, { date: '2026-06-02', start_time: '10:30', appointments_type_id: CHECKUP });
    await booked(await createCustomerSession(database.db, tenant, NOW), { date: '2026-06-02', start_time: '10:00' });
    expect(await activeVisitsOf(patient)).toHaveLength(2);
  });

  it('of many overlapping bookings sent at once, exactly one is made', async () => {
    const answers = await Promise.all(
      ['11:00', '11:05', '11:10', '11:15', '11:20', '11:25'].map((start_time) =>
        book(patient, { date: '2026-06-03', start_time }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) expectRefusal(res, 409, BUSY);
    expect(await activeVisitsOf(patient)).toHaveLength(1);
  });

  it('refuses to move a visit onto another of the same patient', async () => {
    await booked(patient, { date: '2026-06-04', start_time: '09:00' });
    const later = await booked(patient, { date: '2026-06-04', start_time: '12:00' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/bull36/update_appointment',
      headers: patient.headers,
      payload: { appointment_id: later, date: '2026-06-04', start_time: '09:15', end_time: '09:45' },
    });
    expectRefusal(res, 409, BUSY);
    const row = await visitRow(database.db, tenant.id, later);
    expect(row!.startsAt).toEqual(new Date('2026-06-04T09:00:00Z'));
  });
});

describe('upcoming visits and unpaid holds are limited per patient', () => {
  // Working days (Sunday to Thursday) of June 2026.
  const visitsOn = (days: number[]) =>
    days.map((day) => ({ date: `2026-06-${String(day).padStart(2, '0')}`, start_time: '09:00' }));
  const tenVisits = visitsOn([7, 8, 9, 10, 11, 14, 15, 16, 17, 18]);

  it('refuses the eleventh upcoming visit with 429 until one is cancelled; a retry of the tenth still answers', async () => {
    const ids: number[] = [];
    for (const [index, visit] of tenVisits.entries())
      ids.push(await booked(patient, visit, { 'idempotency-key': `v${index}` }));
    const eleventh = visitsOn([28])[0]!;
    expectRefusal(
      await book(patient, eleventh),
      429,
      'You already have 10 upcoming appointments at this clinic. Please cancel one before booking another.',
    );
    expectRefusal(await book(patient, eleventh, { 'accept-language': 'he' }), 429, /כבר יש לך 10 תורים עתידיים/);
    // The tenth booking's retry is not a new booking: it answers as it did.
    expect(await booked(patient, tenVisits[9]!, { 'idempotency-key': 'v9' })).toBe(ids[9]);

    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/bull36/cancel_appointment',
      headers: patient.headers,
      payload: { cust_id: patient.customerId, appointment_id: ids[0] },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await booked(patient, eleventh);
    expect(await activeVisitsOf(patient)).toHaveLength(10);
  });

  it('of fifteen bookings sent at once, ten are made and five refused', async () => {
    const visits = [...tenVisits, ...visitsOn([21, 22, 23, 24, 25])];
    const answers = await Promise.all(visits.map((visit) => book(patient, visit)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
    expect(await activeVisitsOf(patient)).toHaveLength(10);
  });

  it('holds at most two visits waiting for payment; a visit paid at the clinic may still be booked', async () => {
    await booked(patient, { date: '2026-06-02', start_time: '13:00', appointments_type_id: CONSULT });
    await booked(patient, { date: '2026-06-02', start_time: '14:00', appointments_type_id: CONSULT });
    expectRefusal(
      await book(patient, { date: '2026-06-02', start_time: '15:00', appointments_type_id: CONSULT }),
      429,
      'You have 2 appointments waiting for payment. Please pay for one, or wait until it is released, before booking another.',
    );
    await booked(patient, { date: '2026-06-02', start_time: '15:00' });
  });
});
