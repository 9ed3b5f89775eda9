import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWaitlistEntry } from '@clinic/contract/appointments/waitlist';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { openOnlyAtTen } from '../helpers/half-hour-day';
import { outboxWith, phoneOf, testClock } from '../helpers/messaging';
import { insertAppointment } from '../helpers/payment-fixtures';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { createTestDatabase } from '../helpers/test-db';
import { buildWaitlistApp, settleSweeps, waitlistCalls } from '../helpers/waitlist-app';

// The waitlist remembers the doctor a patient chose (decision 024): an entry for Dana Levi (doctor 1) is offered
// only her freed time, never Avi Cohen's (doctor 2), and its link books with her; an entry for any doctor is
// offered either's. A doctor who does not give the treatment at the branch is refused as availability refuses.

const clock = testClock('2026-12-01T06:00:00Z');
const DAY = '2026-12-02'; // a Wednesday; Jerusalem is UTC+2
const settle = settleSweeps;
let database: Database;
let app: FastifyInstance;
let calls: ReturnType<typeof waitlistCalls>;
let tenant: Awaited<ReturnType<typeof createTenant>>;
/** The owners of the two visits at 10:00, by doctor. */
const visits = new Map<number, { id: number; owner: TestCustomer }>();

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildWaitlistApp(database, clock.now);
  calls = waitlistCalls(app, database, tenant, DAY);
  // The branch is closed on DAY but for 10:00-10:30, and both doctors are booked then.
  await openOnlyAtTen(database.db, tenant.id, DAY);
  for (const doctorId of [1, 2]) {
    const owner = await createCustomerSession(database.db, tenant, clock.now());
    const visit = await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: owner.customerId,
      treatmentId: 11,
      doctorId,
      startsAt: new Date(`${DAY}T08:00:00Z`),
      minutes: 30,
    });
    visits.set(doctorId, { id: Number((visit as { id: number }).id), owner });
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const book = (patient: TestCustomer, doctorId?: number) =>
  app.inject({
    method: 'POST',
    url: '/api/bull36/create_appointment',
    headers: patient.headers,
    payload: {
      branch: 38,
      date: DAY,
      start_time: '10:00',
      end_time: '10:30',
      appointments_type_id: 11,
      cust_id: patient.customerId,
      ...(doctorId ? { doctor_id: doctorId } : {}),
    },
  });
const freeTheVisitOf = async (doctorId: number) => {
  const { id, owner } = visits.get(doctorId)!;
  const cancelled = await app.inject({
    method: 'POST',
    url: '/api/bull36/cancel_appointment',
    headers: owner.headers,
    payload: { cust_id: owner.customerId, appointment_id: id, user: 'x' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
};

describe('the waitlist with a chosen doctor', () => {
  let forDana: TestCustomer;
  let anyFirst: TestCustomer;
  let anySecond: TestCustomer;

  it('joins for a doctor who gives the treatment at the branch; refuses one who does not with DOCTOR_NOT_AT_BRANCH', async () => {
    forDana = await createCustomerSession(database.db, tenant, clock.now());
    anyFirst = await createCustomerSession(database.db, tenant, clock.now());
    anySecond = await createCustomerSession(database.db, tenant, clock.now());

    // A hidden doctor, an unknown one, and Dana at the North branch (she works only at the main one).
    for (const body of [{ doctor_id: 3 }, { doctor_id: 999 }, { doctor_id: 1, branch: 39 }]) {
      const refused = await calls.join(forDana, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'DOCTOR_NOT_AT_BRANCH' });
    }
    expect(await calls.entriesOf(forDana)).toEqual([]);

    const joined = await calls.join(forDana, { doctor_id: 1 });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((joined.json() as { entry: TWaitlistEntry }).entry).toMatchObject({
      doctor_id: 1,
      doctor_name: 'Dana Levi',
      status: 'waiting',
    });
    // Joining again for the same doctor is the same entry.
    const again = await calls.join(forDana, { doctor_id: 1 });
    expect((again.json() as { entry: TWaitlistEntry }).entry.id).toBe(
      (joined.json() as { entry: TWaitlistEntry }).entry.id,
    );
    clock.advance(1000);
    const anyone = await calls.join(anyFirst, {});
    expect(anyone.statusCode, anyone.body).toBe(200);
    expect((anyone.json() as { entry: TWaitlistEntry }).entry).toMatchObject({ doctor_id: null, doctor_name: null });
    clock.advance(1000);
    expect((await calls.join(anySecond, {})).statusCode).toBe(200);
  });

  it("Avi's freed time skips the entry for Dana, first in line, and goes to the next, for any doctor, who books it", async () => {
    await freeTheVisitOf(2);
    await outboxWith(app, await phoneOf(database.db, tenant.id, anyFirst.customerId), 'waitlist_offer');
    expect(await calls.entriesOf(anyFirst)).toMatchObject([
      { status: 'offered', offer: { time: '10:00', doctor_id: 2 } },
    ]);
    await settle();
    expect(await calls.offersTo(forDana)).toEqual([]);
    expect(await calls.entriesOf(forDana)).toMatchObject([{ status: 'waiting', offer: null, doctor_id: 1 }]);
    expect(await calls.offersTo(anySecond)).toEqual([]);
    // They book it (their link chooses no doctor): Avi's time is theirs, the entry ends.
    const booked = await book(anyFirst);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ data: { doctor_id: 2 } });
  });

  it("Dana's freed time goes to the entry for her, naming her, and its link books with her", async () => {
    await freeTheVisitOf(1);
    const [offer] = await outboxWith(app, await phoneOf(database.db, tenant.id, forDana.customerId), 'waitlist_offer');
    expect(offer!.text).toContain('Cleaning, Dana Levi, Main branch');
    expect(offer!.text).toContain(
      `https://clinic.example/${tenant.key}/treatments/11/book?branch=38&date=${DAY}&time=10%3A00&doctor=1`,
    );
    const [entry] = await calls.entriesOf(forDana);
    expect(entry).toMatchObject({ status: 'offered', doctor_id: 1, offer: { time: '10:00', doctor_id: 1 } });
    expect(entry!.offer!.link).toBe(`/${tenant.key}/treatments/11/book?branch=38&date=${DAY}&time=10%3A00&doctor=1`);
    await settle();
    expect(await calls.offersTo(anySecond)).toEqual([]);
  });

  it("when the hold ends, Dana's time passes to the next entry for any doctor, who books it with her", async () => {
    clock.advance(15 * 60_000);
    const [offer] = await outboxWith(
      app,
      await phoneOf(database.db, tenant.id, anySecond.customerId),
      'waitlist_offer',
    );
    // An entry for any doctor names no doctor, and its link chooses none.
    expect(offer!.text).toContain('Cleaning, Main branch');
    expect(offer!.text).toMatch(/treatments\/11\/book\?branch=38&date=2026-12-02&time=10%3A00$/m);
    expect(await calls.entriesOf(anySecond)).toMatchObject([{ status: 'offered', offer: { doctor_id: 1 } }]);

    // The time is held for them: the patient who waited for Dana may not book it now; they may.
    expect((await book(forDana, 1)).json()).toMatchObject({ code: 'TIME_HELD' });
    const booked = await book(anySecond, 1);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ data: { doctor_id: 1 } });
  });
});
