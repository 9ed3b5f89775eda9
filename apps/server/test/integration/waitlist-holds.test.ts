import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { sqlStateOf } from '../../src/db/driver-errors';
import { createWaitlistRepository } from '../helpers/repositories';
import { createTenant } from '../helpers/factories';
import { openOnlyAtTen } from '../helpers/half-hour-day';
import { eventually, outboxWith, phoneOf, testClock } from '../helpers/messaging';
import { insertAppointment } from '../helpers/payment-fixtures';
import { patientCalls } from '../helpers/patient-calls';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { createTestDatabase } from '../helpers/test-db';
import { buildWaitlistApp } from '../helpers/waitlist-app';
import { patientVisitRows, setVisit } from '../helpers/visit-rows';
import { liveOfferRows } from '../helpers/waitlist-rows';

// A waitlist offer holds its time for real (issue #20): while it is live, the time is shown taken to everyone
// but the offered patient (the day's times, the earliest free time, the staff's picker) and anyone else's booking
// of it is refused with TIME_HELD, by the database itself; the offered patient books it; when the hold ends the
// time passes to the next in line, and with nobody waiting it is free to all again.

const clock = testClock('2026-12-01T06:00:00Z');
const DAY = '2026-12-02'; // a Wednesday; Jerusalem is UTC+2: 10:00 there is 08:00Z
const TEN = new Date(`${DAY}T08:00:00Z`);
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildWaitlistApp(database, clock.now);
  // The branch is closed on DAY but for 10:00-10:30 (Jerusalem).
  await openOnlyAtTen(database.db, tenant.id, DAY);
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception' });
  desk = await staffClient(app, tenant.key, 'desk@clinic.example');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const site = () => patientCalls(app, tenant);
/** The day's free starts as one patient's browser sees them (with their session), or anyone's (without). */
const timesSeenBy = async (patient?: TestCustomer) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bull36/get_available_time?branch=38&appointment_type=11&date=${DAY}`,
    headers: patient ? patient.headers : { 'x-tenant-token': tenant.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { time_slots: { time: string; available: boolean }[] }).time_slots
    .filter((s) => s.available)
    .map((s) => s.time);
};
/** The booking calendar's state of the day, as one patient's browser sees it (or anyone's). */
const dayStateSeenBy = async (patient?: TestCustomer) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/availability/days?branch=38&appointment_type=11',
    headers: patient ? patient.headers : { 'x-tenant-token': tenant.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { days: { date: string; state: string }[] }).days.find((d) => d.date === DAY)?.state;
};
const deskTimes = async () => {
  const res = await desk.get(`/api/staff/free_times?date=${DAY}&branch=38&treatment=11`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().times as Array<{ time: string }>).map((t) => t.time);
};
const earliestAtBranch = async () => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/availability/earliest?appointment_type=11&branch=38&from=${DAY}`,
    headers: { 'x-tenant-token': tenant.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { earliest: Array<{ date: string; start_time: string }> }).earliest;
};
const join = (patient: TestCustomer) =>
  app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: patient.headers,
    payload: { branch: 38, appointments_type_id: 11, date: DAY },
  });
const liveOffers = () => liveOfferRows(database.db, tenant.id);
const expectHeld = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({ code: 'TIME_HELD', message: expect.stringMatching(/held for a patient/) });
};

describe('a waitlist offer holds its time', () => {
  let first: TestCustomer;
  let second: TestCustomer;
  let stranger: TestCustomer;
  let visitOfDoctor1: number;

  it('an offer is made for the freed 10:00 to the first in line', async () => {
    const owners = [
      await createCustomerSession(database.db, tenant, clock.now()),
      await createCustomerSession(database.db, tenant, clock.now()),
    ];
    const visits = [];
    for (const [i, owner] of owners.entries()) {
      visits.push(
        await insertAppointment(database.db, {
          tenantId: tenant.id,
          customerId: owner.customerId,
          treatmentId: 11,
          doctorId: i + 1,
          startsAt: TEN,
          minutes: 30,
        }),
      );
    }
    visitOfDoctor1 = Number(visits[0]!.id);
    first = await createCustomerSession(database.db, tenant, clock.now());
    second = await createCustomerSession(database.db, tenant, clock.now());
    stranger = await createCustomerSession(database.db, tenant, clock.now());
    expect((await join(first)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await join(second)).statusCode).toBe(200);

    await setVisit(database.db, tenant.id, visitOfDoctor1, { status: 'cancelled', cancelledAt: clock.now() });
    await outboxWith(app, await phoneOf(database.db, tenant.id, first.customerId), 'waitlist_offer');
    expect(await liveOffers()).toMatchObject([{ doctorId: 1, startsAt: TEN }]);
  });

  it('the held time is free to the offered patient only: not to others, the earliest search or the desk', async () => {
    await eventually(async () => (await timesSeenBy()).length === 0);
    expect(await timesSeenBy(stranger)).toEqual([]);
    expect(await timesSeenBy(second)).toEqual([]);
    // The day's 5-minute slots of the held half hour.
    expect(await timesSeenBy(first)).toEqual(['10:00', '10:05', '10:10', '10:15', '10:20', '10:25']);
    // The booking calendar: the day is full to others, free to the offered patient.
    expect([await dayStateSeenBy(), await dayStateSeenBy(second), await dayStateSeenBy(first)]).toEqual([
      'full',
      'full',
      'free',
    ]);
    expect(await deskTimes()).toEqual([]);
    expect((await earliestAtBranch()).filter((e) => e.date === DAY)).toEqual([]);
  });

  it('anyone else booking it is refused with TIME_HELD: patients, the desk for another patient, a move, the database', async () => {
    expectHeld(await site().book(stranger, { date: DAY, start_time: '10:00' }));
    expectHeld(await site().book(second, { date: DAY, start_time: '10:00' }));
    expectHeld(
      await desk.post('/api/staff/appointments', {
        patient_id: stranger.customerId,
        branch_id: 38,
        treatment_id: 11,
        date: DAY,
        start_time: '10:00',
      }),
    );
    // A stranger's visit on another day, moved into the held time.
    const other = await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: stranger.customerId,
      treatmentId: 11,
      doctorId: 1,
      startsAt: new Date('2026-12-03T08:00:00Z'),
      minutes: 30,
    });
    const moved = await app.inject({
      method: 'POST',
      url: '/api/bull36/update_appointment',
      headers: stranger.headers,
      payload: { appointment_id: Number(other.id), date: DAY, start_time: '10:00', end_time: '10:30' },
    });
    expectHeld(moved);
    // Whatever writes the row (an import, a manual insert): the trigger refuses it.
    const direct = await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: stranger.customerId,
      treatmentId: 11,
      doctorId: 1,
      startsAt: new Date(`${DAY}T08:15:00Z`),
      minutes: 30,
    }).catch((error: unknown) => error);
    expect(sqlStateOf(direct)).toBe('WL001');
    expect(await liveOffers()).toHaveLength(1);
  });

  it('when the hold ends the time passes to the next in line, who alone may take it, and books it', async () => {
    clock.advance(15 * 60_000);
    await outboxWith(app, await phoneOf(database.db, tenant.id, second.customerId), 'waitlist_offer');
    await eventually(async () => (await timesSeenBy(second)).includes('10:00'));
    expect(await timesSeenBy(first)).toEqual([]);
    expect(await timesSeenBy()).toEqual([]);
    expectHeld(await site().book(first, { date: DAY, start_time: '10:00' }));

    const booked = await site().book(second, { date: DAY, start_time: '10:00' });
    expect(booked.statusCode, booked.body).toBe(200);
    await eventually(async () => (await liveOffers()).length === 0);
  });

  it('with nobody left to offer it, a freed time is free to all again', async () => {
    // The second patient cancels: the first was offered this time once already, so nobody waits for it.
    const [booked] = (await patientVisitRows(database.db, second.customerId)).filter(
      (visit) => visit.status === 'active',
    );
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/bull36/cancel_appointment',
      headers: second.headers,
      payload: { cust_id: second.customerId, appointment_id: Number(booked!.id), user: 'x' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await eventually(async () => (await timesSeenBy()).includes('10:00'));
    expect(await liveOffers()).toEqual([]);
    expect(await deskTimes()).toEqual(['10:00']);
    const taken = await site().book(stranger, { date: DAY, start_time: '10:00' });
    expect(taken.statusCode, taken.body).toBe(200);
  });
});

describe('an offer and a booking of the same time at once', () => {
  it('never both commit: the offer is refused, or the booking is (WL001)', async () => {
    const repo = createWaitlistRepository(database.db);
    const waiting = await createCustomerSession(database.db, tenant, clock.now());
    const booking = await createCustomerSession(database.db, tenant, clock.now());
    const day = '2026-12-04';
    const outcomes = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const startsAt = new Date(Date.parse(`${day}T06:00:00Z`) + i * 30 * 60_000);
        const entry = (await repo.insertWithin(
          {
            tenantId: tenant.id,
            customerId: waiting.customerId,
            branchId: 38,
            treatmentId: 11,
            dateFrom: day,
            dateUntil: day,
            createdAt: clock.now(),
          },
          16,
        ))!;
        const [offered, booked] = await Promise.all([
          repo.db.transaction((tx) =>
            repo.offer(tx, {
              tenantId: tenant.id,
              entryId: entry.id,
              doctorId: 2,
              startsAt,
              endsAt: new Date(startsAt.getTime() + 30 * 60_000),
              expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
              now: clock.now(),
              maxHeldByPatient: 16,
            }),
          ),
          insertAppointment(database.db, {
            tenantId: tenant.id,
            customerId: booking.customerId,
            treatmentId: 11,
            doctorId: 2,
            startsAt,
            minutes: 30,
          }).then(
            () => true,
            (error: unknown) => {
              expect(sqlStateOf(error)).toBe('WL001');
              return false;
            },
          ),
        ]);
        return { offered: offered !== undefined, booked };
      }),
    );
    for (const o of outcomes) expect(o.offered !== o.booked, JSON.stringify(outcomes)).toBe(true);
  });
});
