import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWaitlistEntry } from '@clinic/contract/appointments/waitlist';
import type { Database } from '../../src/db/client';
import { setCustomer } from '../helpers/customer-rows';
import { createTenant } from '../helpers/factories';
import { openOnlyAtTen } from '../helpers/half-hour-day';
import { outboxWith, phoneOf, testClock } from '../helpers/messaging';
import { insertAppointment } from '../helpers/payment-fixtures';
import { patientCalls } from '../helpers/patient-calls';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { createTestDatabase } from '../helpers/test-db';
import { buildWaitlistApp, settleSweeps, waitlistCalls } from '../helpers/waitlist-app';
import { liveOfferRows } from '../helpers/waitlist-rows';

// The waitlist on a fake clock: a full day (blocks and two visits at 10:00, the only time left) has patients
// waiting; a freed 10:00 is offered on WhatsApp to the first in line only, held for WAITLIST_HOLD_MINUTES, then
// passed to the next; never two live offers of it; each patient sees and removes only their own entries.

const clock = testClock('2026-12-01T06:00:00Z');
const DAY = '2026-12-02'; // a Wednesday; Jerusalem is UTC+2
const settle = settleSweeps;
let database: Database;
let app: FastifyInstance;
let calls: ReturnType<typeof waitlistCalls>;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildWaitlistApp(database, clock.now);
  calls = waitlistCalls(app, database, tenant, DAY);
  // The branch is closed on DAY but for 10:00-10:30, and both doctors are booked then.
  await openOnlyAtTen(database.db, tenant.id, DAY);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('waitlist', () => {
  let first: TestCustomer;
  let second: TestCustomer;
  let taken: { visit: number; owner: TestCustomer };

  it('joins the line; refuses past days, ranges over 7 days, unknown treatments and other sessions', async () => {
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
          startsAt: new Date(`${DAY}T08:00:00Z`),
          minutes: 30,
        }),
      );
    }
    taken = { visit: Number((visits[0] as { id: number }).id), owner: owners[0]! };
    expect(await patientCalls(app, tenant).freeTimes({ date: DAY })).toEqual([]);

    first = await createCustomerSession(database.db, tenant, clock.now());
    second = await createCustomerSession(database.db, tenant, clock.now());
    await setCustomer(database.db, tenant.id, second.customerId, { lang: 'he' });
    const joined = await calls.join(first, {});
    expect(joined.statusCode, joined.body).toBe(200);
    expect((joined.json() as { entry: TWaitlistEntry }).entry).toMatchObject({
      branch: 38,
      appointments_type_id: 11,
      treatment_name: 'Cleaning',
      date: DAY,
      until: DAY,
      status: 'waiting',
      offer: null,
    });
    clock.advance(1000);
    expect((await calls.join(second, {})).statusCode).toBe(200);
    // A range of days (branch 39 has no doctors: nothing to offer there).
    const third = await createCustomerSession(database.db, tenant, clock.now());
    const ranged = await calls.join(third, { branch: 39, until: '2026-12-09' });
    expect(ranged.statusCode, ranged.body).toBe(200);
    expect((ranged.json() as { entry: TWaitlistEntry }).entry).toMatchObject({ date: DAY, until: '2026-12-09' });

    expect((await calls.join(second, { until: '2026-12-10' })).statusCode).toBe(400);
    expect((await calls.join(second, { until: '2026-12-01' })).statusCode).toBe(400);
    expect((await calls.join(second, { date: '2026-11-30' })).json()).toMatchObject({ code: 'TIME_PASSED' });
    expect((await calls.join(second, { appointments_type_id: 999 })).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/waitlist',
      headers: { 'x-tenant-token': tenant.token },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('entries of other patients are invisible and cannot be removed by them', async () => {
    const [mine] = await calls.entriesOf(first);
    const theirs = await calls.entriesOf(second);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.id).not.toBe(mine!.id);
    const removed = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${mine!.id}/cancel`,
      headers: second.headers,
    });
    expect(removed.statusCode).toBe(404);
    expect(await calls.entriesOf(first)).toHaveLength(1);
  });

  it('a full day offers nothing', async () => {
    await settle();
    expect(await calls.offersTo(first)).toEqual([]);
    expect(await calls.offersTo(second)).toEqual([]);
  });

  it('a freed time goes to the first in line only, once, with the booking link, held for 15 minutes', async () => {
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/bull36/cancel_appointment',
      headers: taken.owner.headers,
      payload: { cust_id: taken.owner.customerId, appointment_id: taken.visit, user: 'x' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [offer] = await outboxWith(app, await phoneOf(database.db, tenant.id, first.customerId), 'waitlist_offer');
    expect(offer!.text).toContain('a time from your waitlist is free');
    expect(offer!.text).toContain('Cleaning, Main branch');
    expect(offer!.text).toContain('Wednesday, 2 December 2026 at 10:00');
    expect(offer!.text).toContain('held for you for 15 minutes');
    expect(offer!.text).toContain(
      `https://clinic.example/${tenant.key}/treatments/11/book?branch=38&date=${DAY}&time=10%3A00`,
    );
    const [entry] = await calls.entriesOf(first);
    expect(entry).toMatchObject({ status: 'offered', offer: { date: DAY, time: '10:00', doctor_id: 1 } });
    expect(entry!.offer!.expires_at).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());

    // More sweeps: still one offer, to the first in line.
    await settle();
    expect(await calls.offersTo(first)).toHaveLength(1);
    expect(await calls.offersTo(second)).toEqual([]);
    const live = await liveOfferRows(database.db, tenant.id);
    expect(live).toHaveLength(1);
  });

  it('when the hold ends the time passes to the next in line, in their language', async () => {
    clock.advance(14 * 60_000);
    await settle();
    expect(await calls.offersTo(second)).toEqual([]);
    clock.advance(60_000);
    const [offer] = await outboxWith(app, await phoneOf(database.db, tenant.id, second.customerId), 'waitlist_offer');
    expect(offer!.text).toContain('התפנה תור מרשימת ההמתנה שלך');
    expect(offer!.text).toContain('ניקוי');
    expect(offer!.text).toContain('10:00');
    expect(await calls.entriesOf(first)).toMatchObject([{ status: 'waiting', offer: null }]);
    expect(await calls.entriesOf(second)).toMatchObject([{ status: 'offered', offer: { time: '10:00' } }]);
    await settle();
    expect(await calls.offersTo(first)).toHaveLength(1);
    expect(await calls.offersTo(second)).toHaveLength(1);
    const live = await liveOfferRows(database.db, tenant.id);
    expect(live).toHaveLength(1);
  });

  it('booking the offered time ends the entry; nobody is offered it again; a removed entry is gone', async () => {
    const booked = await patientCalls(app, tenant).book(second, { date: DAY, start_time: '10:00' });
    expect(booked.statusCode, booked.body).toBe(200);
    await settle();
    expect(await calls.entriesOf(second)).toEqual([]);
    expect(await calls.offersTo(first)).toHaveLength(1);
    const live = await liveOfferRows(database.db, tenant.id);
    expect(live).toEqual([]);

    const [mine] = await calls.entriesOf(first);
    const removed = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${mine!.id}/cancel`,
      headers: first.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await calls.entriesOf(first)).toEqual([]);
    const again = await app.inject({ method: 'POST', url: `/api/waitlist/${mine!.id}/cancel`, headers: first.headers });
    expect(again.statusCode).toBe(404);
  });
});
