import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { openOnlyAtTen } from '../helpers/half-hour-day';
import { eventually, testClock } from '../helpers/messaging';
import { insertAppointment } from '../helpers/payment-fixtures';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { agendaOf } from '../helpers/staff-agenda';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { liveOfferRows } from '../helpers/waitlist-rows';

// Issue 48: the agenda answer carries time held for one patient (a live waitlist offer, an unpaid visit), with
// why and until when, so the grid draws it held and never offers it to another patient.

const clock = testClock('2026-12-01T06:00:00Z');
const DAY = '2026-12-02'; // a Wednesday; Jerusalem is UTC+2: 10:00 there is 08:00Z
const NEXT_DAY = '2026-12-03';
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;
let drDana: StaffCalls;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildTestApp(database, {
    now: clock.now,
    config: { waitlist: { ...testConfig().waitlist, holdMinutes: 15, sweepSeconds: 0.05 } },
  });
  // On DAY the branch is blocked but for 10:00-10:30 (Jerusalem), where Dr 2 is booked: Dr 1 alone is free.
  await openOnlyAtTen(database.db, tenant.id, DAY);
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception' });
  await addStaff(database.db, tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
  desk = await staffClient(app, tenant.key, 'desk@clinic.example');
  drDana = await staffClient(app, tenant.key, 'dana@clinic.example');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const newPatient = () => createCustomerSession(database.db, tenant, clock.now());
const liveOffers = () => liveOfferRows(database.db, tenant.id);
const join = (patient: TestCustomer) =>
  app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: patient.headers,
    payload: { branch: 38, appointments_type_id: 11, date: DAY },
  });

describe('held time in the agenda answer', () => {
  it("shows a waitlist offer's time as held for that doctor, with its reason and when the offer ends", async () => {
    await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: (await newPatient()).customerId,
      treatmentId: 11,
      doctorId: 2,
      startsAt: new Date(`${DAY}T08:00:00Z`),
      minutes: 30,
    });
    expect((await join(await newPatient())).statusCode).toBe(200);
    const [offer] = await eventually(async () => {
      const live = await liveOffers();
      return live.length ? live : null;
    });
    expect(offer).toMatchObject({ doctorId: 1, startsAt: new Date(`${DAY}T08:00:00Z`) });

    const day = await agendaOf(desk, `date=${DAY}&branch=38`);
    expect(day.held).toEqual([
      {
        doctor_id: 1,
        date: DAY,
        start_time: '10:00',
        end_time: '10:30',
        reason: 'waitlist_offer',
        until: offer!.expiresAt.toISOString(),
      },
    ]);
    expect(offer!.expiresAt.getTime() - clock.now().getTime()).toBe(15 * 60_000);
    // Not a visit: the time has no visit of Dr 1, so only the held list keeps it from being offered.
    expect(day.visits.filter((visit) => visit.doctor_id === 1)).toEqual([]);
    // The doctor's own account sees it in their column; a week's answer on each of its days.
    expect((await agendaOf(drDana, `date=${DAY}&branch=38`)).held).toMatchObject([{ doctor_id: 1 }]);
    const week = await agendaOf(desk, `date=2026-11-29&branch=38&days=7`);
    expect(week.held.filter((held) => held.reason === 'waitlist_offer')).toMatchObject([{ date: DAY }]);
  });

  it('shows an unpaid visit as held until its payment is due, and a paid one not', async () => {
    const patient = await newPatient();
    const until = new Date(clock.now().getTime() + 15 * 60_000);
    const unpaid = await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: patient.customerId,
      treatmentId: 11,
      doctorId: 2,
      startsAt: new Date(`${NEXT_DAY}T09:00:00Z`),
      minutes: 30,
      holdExpiresAt: until,
    });
    await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: patient.customerId,
      treatmentId: 11,
      doctorId: 2,
      startsAt: new Date(`${NEXT_DAY}T10:00:00Z`),
      minutes: 30,
      paidStatus: 1,
    });
    const day = await agendaOf(desk, `date=${NEXT_DAY}&branch=38`);
    expect(day.held).toEqual([
      {
        doctor_id: 2,
        date: NEXT_DAY,
        start_time: '11:00',
        end_time: '11:30',
        reason: 'unpaid_hold',
        until: until.toISOString(),
        visit_id: unpaid.id,
      },
    ]);
    // Dr Dana's account sees Dr 2's hold no more than Dr 2's visits.
    expect((await agendaOf(drDana, `date=${NEXT_DAY}&branch=38`)).held).toEqual([]);
  });

  it('drops the held time once the offer has lapsed and nobody else waits for it', async () => {
    clock.advance(15 * 60_000);
    await eventually(async () => (await liveOffers()).length === 0);
    expect((await agendaOf(desk, `date=${DAY}&branch=38`)).held).toEqual([]);
  });
});
