import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ZCreateAppointmentResponse,
  ZGetAppointmentListResponse,
  ZPlainResponse,
} from '@clinic/contract/appointments/appointments';
import { ZErrorEnvelope } from '@clinic/contract/core/common';
import type { Database } from '../../src/db/client';
import { appointments } from '../../src/db/schema';
import { writtenAndHeard } from '../helpers/changes';
import { isOverlap, isPatientOverlap, sqlStateOf } from '../../src/db/driver-errors';
import { EN_ERROR_TEXTS } from '@clinic/contract/core/error-texts/en';
import { createTenant } from '../helpers/factories';
import { createCustomerSession, type TestCustomer } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
const TAKEN = 'This time is no longer available. Please choose another time.';

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let other: Awaited<ReturnType<typeof createTenant>>;
let alice: TestCustomer;
let bob: TestCustomer;
let stranger: TestCustomer; // a customer of the other clinic

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  other = await createTenant(database.db);
  stranger = await createCustomerSession(database.db, other, NOW);
  app = await buildTestApp(database, { now: () => NOW });
});
// Two new patients for every test: one patient's visits never overlap and stay within the limits.
beforeEach(async () => {
  alice = await createCustomerSession(database.db, tenant, NOW);
  bob = await createCustomerSession(database.db, tenant, NOW);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** `who` is a logged-in customer, or the raw headers of an anonymous or forged call. */
const post = (url: string, who: TestCustomer | Record<string, string>, payload: object, headers = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/bull36/${url}`,
    payload,
    headers: { ...('customerId' in who ? (who as TestCustomer).headers : (who as Record<string, string>)), ...headers },
  });

type Booking = { branch?: number; date: string; start_time: string; end_time?: string; appointments_type_id?: number };
const create = (who: TestCustomer, b: Booking, headers: Record<string, string> = {}) =>
  post(
    'create_appointment',
    who,
    { branch: 38, appointments_type_id: 11, end_time: b.start_time, cust_id: who.customerId, ...b },
    headers,
  );

async function created(who: TestCustomer, b: Booking, headers: Record<string, string> = {}) {
  const res = await create(who, b, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZCreateAppointmentResponse.parse(res.json());
}

const rowOf = async (id: number) => (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

async function list(who: TestCustomer, bookingType: 'my_booking' | 'upcoming', custId = who.customerId) {
  return app.inject({
    method: 'GET',
    url: `/api/bull36/get_appointment_booking_list?cust_id=${custId}&booking_type=${bookingType}`,
    headers: who.headers,
  });
}

function expectError(res: { statusCode: number; json: () => unknown }, status: number, message: RegExp | string) {
  expect(res.statusCode).toBe(status);
  const body = ZErrorEnvelope.parse(res.json());
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('POST /api/bull36/create_appointment', () => {
  it('books a free time, assigns a doctor and recomputes the end from the treatment', async () => {
    const body = await created(alice, { date: '2026-06-02', start_time: '10:00', end_time: '10:05' });
    expect(body.message).toBe('Appointment booked successfully!');
    const id = Number(body.data.appointment_id);
    expect(body.data).toMatchObject({
      insert_id: id,
      id,
      payment_gateway_id: null,
      invoice_setting_id: null,
      payment_method: null,
      appoiment_type_price: 350.5,
      document_type: 'receipt',
      date: '2026-06-02',
      start_time: '10:00',
      end_time: '10:30',
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      tenantId: tenant.id,
      customerId: alice.customerId,
      branchId: 38,
      treatmentId: 11,
      status: 'active',
      paidStatus: 0,
      priceMinor: 35050,
      holdExpiresAt: null,
    });
    expect([1, 2]).toContain(row.doctorId);
    expect(row.startsAt.toISOString()).toBe('2026-06-02T07:00:00.000Z');
    expect(row.endsAt.toISOString()).toBe('2026-06-02T07:30:00.000Z');
  });

  it('a forced-payment treatment holds its time for payment and answers the payment setup', async () => {
    const body = await created(alice, { date: '2026-06-02', start_time: '12:00', appointments_type_id: 12 });
    expect(body.message).toBe('Appointment created! Please proceed with payment to confirm.');
    expect(body.data).toMatchObject({
      payment_gateway_id: 'sandbox',
      invoice_setting_id: 'sandbox',
      payment_method: 'card',
      appoiment_type_price: 100,
      end_time: '12:15',
    });
    const row = await rowOf(Number(body.data.appointment_id));
    expect(row.priceMinor).toBe(10000);
    expect(row.holdExpiresAt?.toISOString()).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
  });

  it('gives each doctor once, then answers 409 with the message the site shows', async () => {
    const slot = { date: '2026-06-03', start_time: '09:00' };
    const first = await created(alice, slot);
    const second = await created(bob, slot);
    const doctors = [(await rowOf(Number(first.data.id))).doctorId, (await rowOf(Number(second.data.id))).doctorId];
    expect(doctors.sort()).toEqual([1, 2]);
    expectError(await create(alice, slot), 409, TAKEN);
    // A visit overlapping the booked ones is refused too, one starting at their end is not.
    expectError(await create(alice, { date: '2026-06-03', start_time: '09:25' }), 409, TAKEN);
    await created(alice, { date: '2026-06-03', start_time: '09:30' });
    // The taken slots are shown unavailable.
    const slots = await app.inject({
      method: 'GET',
      url: '/api/bull36/get_available_time?data_time=5&branch=38&appointment_type=11&date=2026-06-03',
      headers: { 'x-tenant-token': tenant.token },
    });
    const byTime = new Map(
      slots.json().time_slots.map((s: { time: string; available: boolean }) => [s.time, s.available]),
    );
    expect(byTime.get('09:00')).toBe(false);
    expect(byTime.get('08:55')).toBe(true);
  });

  it('prefers the least-booked doctor of the day', async () => {
    const a = await created(alice, { date: '2026-06-04', start_time: '09:00' });
    const b = await created(alice, { date: '2026-06-04', start_time: '11:00' });
    expect((await rowOf(Number(a.data.id))).doctorId).not.toBe((await rowOf(Number(b.data.id))).doctorId);
  });

  it('refuses times that break a rule, with a clear 4xx, and stores nothing', async () => {
    const before = (await database.db.select().from(appointments)).length;
    const cases: [Booking, number, RegExp | string][] = [
      [{ date: '2026-06-02', start_time: '10:02' }, 400, /5-minute step/],
      [{ date: '2026-06-01', start_time: '07:00' }, 400, /already passed/],
      [{ date: '2026-05-29', start_time: '10:00' }, 400, /already passed/],
      [{ date: '2026-07-02', start_time: '10:00' }, 400, /up to 30 days ahead/],
      [{ date: '2026-06-02', start_time: '10:00', branch: 77 }, 400, /Unknown branch 77/],
      [{ date: '2026-06-02', start_time: '10:00', appointments_type_id: 77 }, 400, /Unknown appointment type 77/],
      [{ date: '2026-06-08', start_time: '10:00', branch: 39, appointments_type_id: 12 }, 400, /not offered/],
      [{ date: '2026-06-02', start_time: '17:45' }, 409, TAKEN], // would end after closing
      [{ date: '2026-06-05', start_time: '10:00' }, 409, TAKEN], // Friday: closed
      [{ date: '2026-06-08', start_time: '10:00', branch: 39 }, 409, TAKEN], // open, but no doctor works there
      [{ date: '2026-06-02', start_time: '24:00' }, 400, /before 24:00/],
      [{ date: '2026-06-31', start_time: '10:00' }, 400, /real calendar date/],
      [{ date: '2026-06-02', start_time: '9:00' }, 400, /HH:MM/],
    ];
    for (const [booking, status, message] of cases) {
      const res = await create(alice, booking);
      expect(res.statusCode, `${JSON.stringify(booking)}: ${res.body}`).toBe(status);
      expectError(res, status, message);
    }
    expect((await database.db.select().from(appointments)).length).toBe(before);
  });

  it('needs a session of this clinic, and cust_id must be the session’s own', async () => {
    const booking = {
      branch: 38,
      appointments_type_id: 11,
      date: '2026-06-09',
      start_time: '10:00',
      end_time: '10:30',
    };
    expectError(
      await post('create_appointment', { 'x-tenant-token': tenant.token }, booking),
      401,
      'No customer ID found. Please login first.',
    );
    expectError(
      await post(
        'create_appointment',
        { 'x-tenant-token': tenant.token, authorization: `Bearer ${'x'.repeat(43)}` },
        booking,
      ),
      401,
      'Customer ID not found. Please login again.',
    );
    // A session of another clinic is not a session here.
    expectError(
      await post('create_appointment', { ...stranger.headers, 'x-tenant-token': tenant.token }, booking),
      401,
      'Customer ID not found. Please login again.',
    );
    expectError(await post('create_appointment', alice, { ...booking, cust_id: bob.customerId }), 403, /your own/);
    // Without cust_id the session's customer books.
    const res = await post('create_appointment', alice, booking);
    expect(res.statusCode).toBe(200);
    expect((await rowOf(res.json().data.id)).customerId).toBe(alice.customerId);
  });

  it('refuses a wall time skipped by the clock change and books across it in real time', async () => {
    const ALL = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
    const night = await createTenant(database.db, {
      branches: [
        { id: 38, name: { en: 'Night' }, schedule: ALL.map((day) => ({ day, start: '00:00', end: '06:00' })) },
      ],
      doctors: [
        {
          id: 1,
          name: { en: 'Night doctor' },
          status: '1',
          working_hours: ALL.map((day) => ({ branch_id: 38, day, start: '00:00', end: '06:00' })),
        },
      ],
      treatments: [{ id: 11, name: { en: 'Hour' }, price: 10, duration_minutes: 60, branch_ids: [38] }],
    });
    const nightApp = await buildTestApp(database, { now: () => new Date('2026-03-20T00:00:00Z') });
    try {
      const patient = await createCustomerSession(database.db, night, NOW);
      const book = (start_time: string) =>
        nightApp.inject({
          method: 'POST',
          url: '/api/bull36/create_appointment',
          headers: patient.headers,
          payload: { branch: 38, appointments_type_id: 11, date: '2026-03-27', start_time, end_time: start_time },
        });
      expectError(await book('02:30'), 400, /does not exist/);
      const res = await book('01:30');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ start_time: '01:30', end_time: '03:30' });
      const row = await rowOf(res.json().data.id);
      expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(3_600_000);
      expect(row.startsAt.toISOString()).toBe('2026-03-26T23:30:00.000Z');
      // 03:00 overlaps the hour booked from 01:30 (real time 01:30-03:30 wall).
      expectError(await book('03:00'), 409, TAKEN);
      expect((await book('03:30')).statusCode).toBe(200);
    } finally {
      await nightApp.close();
    }
  });
});

describe('the database itself', () => {
  it('refuses overlapping active appointments of one doctor (exclusion constraint, 23P01)', async () => {
    const visit = {
      tenantId: tenant.id,
      customerId: alice.customerId,
      branchId: 38,
      treatmentId: 11,
      doctorId: 1,
      startsAt: new Date('2026-06-29T07:00:00Z'),
      endsAt: new Date('2026-06-29T07:30:00Z'),
      priceMinor: 100,
    };
    await database.db.insert(appointments).values(visit);
    const overlap = { ...visit, startsAt: new Date('2026-06-29T07:25:00Z'), endsAt: new Date('2026-06-29T07:55:00Z') };
    const error = await database.db
      .insert(appointments)
      .values(overlap)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(sqlStateOf(error)).toBe('23P01');
    expect(isOverlap(error)).toBe(true);
    // Another doctor and patient, a cancelled row, the next tenant or a visit starting at the end are all fine.
    await database.db.insert(appointments).values({ ...overlap, doctorId: 2, customerId: bob.customerId });
    await database.db.insert(appointments).values({ ...overlap, status: 'cancelled' });
    await database.db.insert(appointments).values({ ...overlap, tenantId: other.id });
    await database.db.insert(appointments).values({ ...visit, startsAt: visit.endsAt, endsAt: overlap.endsAt });
  });

  it('refuses overlapping active appointments of one patient, with any doctor at any branch', async () => {
    const visit = {
      tenantId: tenant.id,
      customerId: alice.customerId,
      branchId: 38,
      treatmentId: 11,
      doctorId: 1,
      startsAt: new Date('2026-06-29T09:00:00Z'),
      endsAt: new Date('2026-06-29T09:30:00Z'),
      priceMinor: 100,
    };
    await database.db.insert(appointments).values(visit);
    const elsewhere = {
      ...visit,
      branchId: 39,
      doctorId: 3,
      startsAt: new Date('2026-06-29T09:25:00Z'),
      endsAt: new Date('2026-06-29T09:55:00Z'),
    };
    const error = await database.db
      .insert(appointments)
      .values(elsewhere)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(sqlStateOf(error)).toBe('23P01');
    expect(isPatientOverlap(error)).toBe(true);
    expect(isOverlap(error)).toBe(false);
    // Back to back, cancelled, or another patient: fine.
    await database.db.insert(appointments).values({ ...elsewhere, startsAt: visit.endsAt });
    await database.db.insert(appointments).values({ ...elsewhere, status: 'cancelled' });
    await database.db.insert(appointments).values({ ...elsewhere, doctorId: 4, customerId: bob.customerId });
  });
});

describe('Idempotency-Key', () => {
  it('a retry answers the first answer and creates nothing', async () => {
    const key = { 'idempotency-key': 'retry-1' };
    const first = await created(alice, { date: '2026-06-10', start_time: '10:00' }, key);
    const count = (await database.db.select().from(appointments).where(eq(appointments.customerId, alice.customerId)))
      .length;
    const again = await created(alice, { date: '2026-06-10', start_time: '10:00' }, key);
    expect(again).toEqual(first);
    expect(
      (await database.db.select().from(appointments).where(eq(appointments.customerId, alice.customerId))).length,
    ).toBe(count);
    // The same key with another booking is a client mistake.
    expectError(await create(alice, { date: '2026-06-10', start_time: '11:00' }, key), 400, /different booking/);
    // Keys belong to one customer: the same key from Bob is his own request.
    const bobs = await created(bob, { date: '2026-06-10', start_time: '10:00' }, key);
    expect(bobs.data.id).not.toBe(first.data.id);
  });

  it('a retry answers the first answer when the time has filled up since', async () => {
    const key = { 'idempotency-key': 'retry-full-1' };
    const first = await created(alice, { date: '2026-06-15', start_time: '10:00' }, key);
    await created(bob, { date: '2026-06-15', start_time: '10:00' }); // the last doctor
    const carol = await createCustomerSession(database.db, tenant, NOW);
    expectError(
      await create(carol, { date: '2026-06-15', start_time: '10:00' }, { 'idempotency-key': 'c-1' }),
      409,
      EN_ERROR_TEXTS.SLOT_TAKEN as string,
    );
    expect(await created(alice, { date: '2026-06-15', start_time: '10:00' }, key)).toEqual(first);
  });

  it('a retry answers the first answer after its visit was cancelled, and books nothing', async () => {
    const key = { 'idempotency-key': 'retry-cancelled-1' };
    const first = await created(alice, { date: '2026-06-16', start_time: '10:00' }, key);
    const cancelled = await post('cancel_appointment', alice, {
      appointment_id: first.data.id,
      cust_id: alice.customerId,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await created(alice, { date: '2026-06-16', start_time: '10:00' }, key)).toEqual(first);
    const rows = await database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(
        and(eq(appointments.customerId, alice.customerId), eq(appointments.startsAt, new Date('2026-06-16T07:00:00Z'))),
      );
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });

  it('concurrent requests with one key create one appointment', async () => {
    const key = { 'idempotency-key': 'concurrent-1' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(alice, { date: '2026-06-11', start_time: '10:00' }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const rows = await database.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.customerId, alice.customerId), eq(appointments.startsAt, new Date('2026-06-11T07:00:00Z'))),
      );
    expect(rows).toHaveLength(1);
  });

  it('a refused booking stores no key, so a retry may succeed later', async () => {
    const key = { 'idempotency-key': 'refused-1' };
    expectError(await create(alice, { date: '2026-06-02', start_time: '10:02' }, key), 400, /5-minute/);
    const keys = await database.db.select().from(appointments).where(eq(appointments.idempotencyKey, 'refused-1'));
    expect(keys).toEqual([]);
    expectError(
      await create(alice, { date: '2026-06-12', start_time: '10:00' }, { 'idempotency-key': 'bad key' }),
      400,
      /Idempotency-Key/,
    );
  });
});

describe('GET /api/bull36/get_appointment_booking_list', () => {
  it("lists the customer's own upcoming and past visits with the types and branches maps", async () => {
    const carol = await createCustomerSession(database.db, tenant, NOW);
    await database.db.insert(appointments).values([
      {
        tenantId: tenant.id,
        customerId: carol.customerId,
        branchId: 38,
        treatmentId: 10,
        doctorId: 1,
        startsAt: new Date('2026-05-20T06:00:00Z'),
        endsAt: new Date('2026-05-20T06:05:00Z'),
        priceMinor: 12000,
        paidStatus: 1,
      },
      {
        tenantId: tenant.id,
        customerId: carol.customerId,
        branchId: 38,
        treatmentId: 10,
        doctorId: 2,
        startsAt: new Date('2026-05-21T06:00:00Z'),
        endsAt: new Date('2026-05-21T06:05:00Z'),
        priceMinor: 12000,
        status: 'cancelled',
      },
    ]);
    const upcoming = await created(carol, { date: '2026-06-15', start_time: '08:30', appointments_type_id: 12 });
    await created(carol, { date: '2026-06-14', start_time: '16:00' });

    const next = ZGetAppointmentListResponse.parse((await list(carol, 'upcoming')).json()).data;
    expect(next.appointments.map((a) => [a.date, a.start_time, a.end_time])).toEqual([
      ['2026-06-14', '16:00', '16:30'],
      ['2026-06-15', '08:30', '08:45'],
    ]);
    expect(next.appointments[1]).toMatchObject({
      id: upcoming.data.id,
      appointments_type_id: 12,
      branch: 38,
      cancle_status: 0,
      paid_status: 0,
      payment_due: 1,
    });
    expect(next.types).toEqual({ '11': { name: 'Cleaning' }, '12': { name: 'Implant consult' } });
    expect(next.branches).toEqual({ '38': { branch_name: 'Main branch', address: '1 Herzl St, Tel Aviv' } });

    const past = ZGetAppointmentListResponse.parse((await list(carol, 'my_booking')).json()).data;
    expect(past.appointments.map((a) => [a.date, a.start_time, a.cancle_status, a.paid_status])).toEqual([
      ['2026-05-21', '09:00', 1, 0],
      ['2026-05-20', '09:00', 0, 1],
    ]);
    // Names follow the request's language.
    const he = await app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${carol.customerId}&booking_type=upcoming`,
      headers: { ...carol.headers, 'accept-language': 'he' },
    });
    expect(he.json().data.types['11']).toEqual({ name: 'ניקוי' });
  });

  it('answers 403 for another customer and 401 without a session; validates booking_type', async () => {
    expectError(await list(alice, 'upcoming', bob.customerId), 403, /your own/);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${alice.customerId}`,
      headers: { 'x-tenant-token': tenant.token },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${alice.customerId}&booking_type=all`,
      headers: alice.headers,
    });
    expectError(bad, 400, /booking_type must be my_booking or upcoming/);
    // The default is my_booking.
    const def = await app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${alice.customerId}`,
      headers: alice.headers,
    });
    expect(def.statusCode).toBe(200);
  });
});

describe('POST /api/bull36/cancel_appointment', () => {
  it('cancels an own, active, future visit and frees its time', async () => {
    const slot = { date: '2026-06-16', start_time: '10:00' };
    const a = await created(alice, slot);
    await created(bob, slot);
    expectError(await create(bob, slot), 409, TAKEN);
    const res = await post('cancel_appointment', alice, { cust_id: alice.customerId, appointment_id: a.data.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZPlainResponse.parse(res.json()).message).toMatch(/cancelled/);
    expect((await rowOf(Number(a.data.id))).status).toBe('cancelled');
    await created(await createCustomerSession(database.db, tenant, NOW), slot);
    // Twice: refused, and nothing changes.
    expectError(
      await post('cancel_appointment', alice, { cust_id: alice.customerId, appointment_id: a.data.id }),
      409,
      /already cancelled/,
    );
  });

  it('refuses other customers (403), unknown or other clinic ids (404) and past visits (409)', async () => {
    const a = await created(alice, { date: '2026-06-17', start_time: '10:00' });
    expectError(
      await post('cancel_appointment', bob, { cust_id: bob.customerId, appointment_id: a.data.id }),
      403,
      /your own/,
    );
    expectError(
      await post('cancel_appointment', bob, { cust_id: alice.customerId, appointment_id: a.data.id }),
      403,
      /your own/,
    );
    expectError(
      await post('cancel_appointment', stranger, { cust_id: stranger.customerId, appointment_id: a.data.id }),
      404,
      'Appointment not found',
    );
    expectError(
      await post('cancel_appointment', alice, { cust_id: alice.customerId, appointment_id: 999_999 }),
      404,
      'Appointment not found',
    );
    expect((await rowOf(Number(a.data.id))).status).toBe('active');
    const [past] = await database.db
      .insert(appointments)
      .values({
        tenantId: tenant.id,
        customerId: alice.customerId,
        branchId: 38,
        treatmentId: 10,
        doctorId: 1,
        startsAt: new Date('2026-05-25T06:00:00Z'),
        endsAt: new Date('2026-05-25T06:05:00Z'),
        priceMinor: 12000,
      })
      .returning();
    expectError(
      await post('cancel_appointment', alice, { cust_id: alice.customerId, appointment_id: past!.id }),
      409,
      /already started or passed/,
    );
  });
});

describe('POST /api/bull36/update_appointment', () => {
  const move = (who: TestCustomer, id: unknown, date: string, start_time: string, end_time: string) =>
    post('update_appointment', who, { appointment_id: id, date, start_time, end_time });

  it('moves an own visit to a free time, keeping the doctor when free', async () => {
    const a = await created(alice, { date: '2026-06-18', start_time: '10:00' });
    const doctor = (await rowOf(Number(a.data.id))).doctorId;
    const res = await move(alice, a.data.id, '2026-06-22', '11:00', '11:30');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZPlainResponse.parse(res.json()).message).toBe('Appointment updated to 2026-06-22 11:00-11:30');
    const row = await rowOf(Number(a.data.id));
    expect(row.startsAt.toISOString()).toBe('2026-06-22T08:00:00.000Z');
    expect(row.endsAt.toISOString()).toBe('2026-06-22T08:30:00.000Z');
    expect(row.doctorId).toBe(doctor);
    // A small shift overlapping its own old time is fine.
    expect((await move(alice, a.data.id, '2026-06-22', '11:10', '11:40')).statusCode).toBe(200);
  });

  it('re-assigns the doctor when theirs is busy, and answers 409 when nobody is free', async () => {
    const a = await created(alice, { date: '2026-06-23', start_time: '09:00' });
    const mine = (await rowOf(Number(a.data.id))).doctorId;
    // Bob takes one doctor at 12:00: Alice's doctor if possible (least-booked picks the other one first).
    const b = await created(bob, { date: '2026-06-23', start_time: '12:00' });
    const bobs = (await rowOf(Number(b.data.id))).doctorId;
    expect(bobs).not.toBe(mine);
    // Moved by someone else (another process): the app follows once the database announces it.
    await writtenAndHeard(database, tenant.id, (db) =>
      db
        .update(appointments)
        .set({ doctorId: mine })
        .where(eq(appointments.id, Number(b.data.id))),
    );
    const res = await move(alice, a.data.id, '2026-06-23', '12:00', '12:30');
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(Number(a.data.id))).doctorId).toBe(bobs);
    // Both doctors now busy at 12:00: moving another visit there is refused and changes nothing.
    const c = await created(alice, { date: '2026-06-23', start_time: '15:00' });
    expectError(await move(alice, c.data.id, '2026-06-23', '12:10', '12:40'), 409, TAKEN);
    expect((await rowOf(Number(c.data.id))).startsAt.toISOString()).toBe('2026-06-23T12:00:00.000Z');
  });

  it('validates the new time like a new booking, within 06:30..24:00 in 5-minute steps', async () => {
    const a = await created(alice, { date: '2026-06-24', start_time: '10:00' });
    const cases: [string, string, string, number, RegExp | string][] = [
      ['2026-06-24', '06:25', '06:55', 400, /between 06:30 and 24:00/],
      ['2026-06-24', '11:00', '11:00', 400, 'End time must be after start time'],
      ['2026-06-24', '11:00', '10:30', 400, 'End time must be after start time'],
      ['2026-06-24', '11:03', '11:33', 400, /5-minute steps/],
      ['2026-05-30', '11:00', '11:30', 400, /already passed/],
      ['2026-07-05', '11:00', '11:30', 400, /30 days ahead/],
      ['2026-06-24', '06:30', '07:00', 409, TAKEN], // the branch opens at 08:00
      ['2026-06-26', '11:00', '11:30', 409, TAKEN], // Friday
    ];
    for (const [date, start, end, status, message] of cases) {
      expectError(await move(alice, a.data.id, date, start, end), status, message);
    }
    expect((await rowOf(Number(a.data.id))).startsAt.toISOString()).toBe('2026-06-24T07:00:00.000Z');
  });

  it('refuses other customers, cancelled, paid and past visits', async () => {
    const a = await created(alice, { date: '2026-06-25', start_time: '10:00' });
    expectError(await move(bob, a.data.id, '2026-06-25', '11:00', '11:30'), 403, /your own/);
    expectError(await move(stranger, a.data.id, '2026-06-25', '11:00', '11:30'), 404, 'Appointment not found');
    await database.db
      .update(appointments)
      .set({ paidStatus: 1 })
      .where(eq(appointments.id, Number(a.data.id)));
    expectError(await move(alice, a.data.id, '2026-06-25', '11:00', '11:30'), 409, /paid appointment/);
    const c = await created(alice, { date: '2026-06-25', start_time: '13:00' });
    await post('cancel_appointment', alice, { cust_id: alice.customerId, appointment_id: c.data.id });
    expectError(await move(alice, c.data.id, '2026-06-25', '14:00', '14:30'), 409, /already cancelled/);
    const unauthenticated = await post(
      'update_appointment',
      { 'x-tenant-token': tenant.token },
      {
        appointment_id: a.data.id,
        date: '2026-06-25',
        start_time: '11:00',
        end_time: '11:30',
      },
    );
    expect(unauthenticated.statusCode).toBe(401);
  });
});
