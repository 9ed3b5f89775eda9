import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { appointments, visitEvents } from '../../src/db/schema';
import { seeded } from '../../src/db/seeded-visits';
import { createTenant } from '../helpers/factories';
import { CARD } from '../helpers/refund-fixtures';
import { eventually, outbox, outboxWith, phoneOf, testClock } from '../helpers/messaging';
import { patientCalls } from '../helpers/patient-calls';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { startReceiver } from '../helpers/webhook-receiver';

// One life per visit (decision 020): the database writes an event for each change and refuses a change that names
// no actor; the patient's messages and the clinic's webhooks follow the events, so a hold is told as a hold, its
// payment as the booking, its expiry as a release, and a change that changes nothing tells nothing.

const clock = testClock('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  const config = testConfig();
  // The sweep that follows what no path followed runs every second here (with the payments' sweeps).
  app = await buildTestApp(database, {
    now: clock.now,
    config: { webhooks: { ...config.webhooks, worker: true }, payments: { ...config.payments, sweepSeconds: 1 } },
  });
  await addStaff(database.db, tenant, { email: 'owner@life.example', role: 'owner' });
  await addStaff(database.db, tenant, { email: 'desk@life.example', role: 'reception' });
  const owner = await staffClient(app, tenant.key, 'owner@life.example');
  desk = await staffClient(app, tenant.key, 'desk@life.example');
  receiver = await startReceiver();
  const events = ['appointment.booked', 'appointment.moved', 'appointment.cancelled', 'appointment.expired'];
  const made = await owner.post('/api/staff/webhooks', { url: receiver.url, events, include_contact: true });
  expect(made.statusCode, made.body).toBe(200);
});
afterAll(async () => {
  await app.close();
  await receiver.close();
  await database.close();
});

const eventsOf = (appointmentId: number) =>
  database.db
    .select()
    .from(visitEvents)
    .where(and(eq(visitEvents.tenantId, tenant.id), eq(visitEvents.appointmentId, appointmentId)))
    .orderBy(visitEvents.sequence);

const hooksOf = (appointmentId: number) =>
  receiver.received
    .map((hit) => hit.json as { type: string; data: { appointment_id: number; sequence: number; patient?: unknown } })
    .filter((body) => body.data.appointment_id === appointmentId);

async function newPatient() {
  const patient = await createCustomerSession(database.db, tenant, clock.now());
  return { patient, phone: await phoneOf(database.db, tenant.id, patient.customerId) };
}

describe('the database keeps every visit’s life', () => {
  it('refuses a change of a visit that names no actor, and counts each change once with its event', async () => {
    const { patient } = await newPatient();
    const [visit] = await database.db
      .insert(appointments)
      .values(
        seeded({
          tenantId: tenant.id,
          customerId: patient.customerId,
          branchId: 38,
          treatmentId: 11,
          doctorId: 1,
          startsAt: new Date('2026-12-09T08:00:00Z'),
          endsAt: new Date('2026-12-09T08:30:00Z'),
          priceMinor: 35050,
        }),
      )
      .returning();
    const byId = and(eq(appointments.tenantId, tenant.id), eq(appointments.id, visit!.id));
    const silent = database.db.update(appointments).set({ status: 'cancelled' }).where(byId);
    await expect(silent).rejects.toMatchObject({ cause: { constraint: 'appointments_change_has_actor' } });

    // A write of a column outside the visit's life (its note) needs no actor and makes no event.
    await database.db.update(appointments).set({ visitNote: 'bring x-rays' }).where(byId);
    await database.db
      .update(appointments)
      .set({ startsAt: new Date('2026-12-09T09:00:00Z'), endsAt: new Date('2026-12-09T09:30:00Z'), changedBy: 'staff' })
      .where(byId);
    const [row] = await database.db.select().from(appointments).where(byId);
    expect(row).toMatchObject({ eventSequence: 2, changedBy: null, lastChangedBy: 'staff' });
    const life = await eventsOf(visit!.id);
    expect(life.map((event) => [event.sequence, event.kind, event.fromState, event.toState, event.actor])).toEqual([
      [1, 'booked', null, 'booked', 'system:seed-test'],
      [2, 'moved', 'booked', 'booked', 'staff'],
    ]);
    await expect(
      database.db.update(visitEvents).set({ actor: 'someone else' }).where(eq(visitEvents.id, life[0]!.id)),
    ).rejects.toMatchObject({ cause: { constraint: 'visit_events_append_only' } });
  });
});

describe('followers tell what the books say', () => {
  it('a change no path followed (its process killed right after the commit) is followed by the sweep', async () => {
    const { patient, phone } = await newPatient();
    const [visit] = await database.db
      .insert(appointments)
      .values({
        tenantId: tenant.id,
        customerId: patient.customerId,
        branchId: 38,
        treatmentId: 11,
        doctorId: 2,
        startsAt: new Date('2026-12-10T08:00:00Z'),
        endsAt: new Date('2026-12-10T08:30:00Z'),
        priceMinor: 35050,
        changedBy: 'staff',
      })
      .returning();
    const [told] = await outboxWith(app, phone, 'confirmation');
    expect(told!.text).toContain('your appointment is booked');
    expect(told!.appointment_id).toBe(visit!.id);
    await eventually(async () => hooksOf(visit!.id).find((body) => body.type === 'appointment.booked'));
    expect((await eventsOf(visit!.id)).every((event) => event.followedAt !== null)).toBe(true);
  });

  it('an unpaid hold is told as held until its deadline, and its expiry as a release (message and webhook)', async () => {
    const { patient, phone } = await newPatient();
    const booked = await patientCalls(app, tenant).book(patient, {
      date: '2026-12-08',
      start_time: '11:00',
      treatment: 12,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = Number(booked.json().data.id);
    const [held] = await outboxWith(app, phone, 'confirmation');
    // 07:00 UTC is 09:00 in Jerusalem; the hold lasts 15 minutes.
    expect(held!.text).toContain('this time is held for you until 09:15');
    expect(held!.text).not.toContain('your appointment is booked');
    expect(held!.text).not.toContain('Reply CONFIRM');
    expect(hooksOf(id)).toEqual([]);

    clock.advance(16 * 60_000);
    const status = await app.inject({
      url: `/api/bull36/payment_status?appointment_id=${id}`,
      headers: patient.headers,
    });
    expect(status.json().status).toBe('expired');
    const messages = await outboxWith(app, phone, 'confirmation', 2);
    expect(messages[0]!.text).toContain('the time held for you was not paid and is released');
    const expired = await eventually(async () => hooksOf(id).find((body) => body.type === 'appointment.expired'));
    expect(expired.data.sequence).toBe(2);
    expect((await eventsOf(id)).map((event) => [event.kind, event.actor])).toEqual([
      ['held', `patient:${patient.customerId}`],
      ['expired', 'system:hold-expiry'],
    ]);
  });

  it('a hold paid is told as booked, once, with the webhook appointment.booked', async () => {
    const { patient, phone } = await newPatient();
    const booked = await patientCalls(app, tenant).book(patient, {
      date: '2026-12-08',
      start_time: '12:00',
      treatment: 12,
    });
    const id = Number(booked.json().data.id);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/bull36/charge_appointment',
      headers: patient.headers,
      payload: { appointmentId: id, ...CARD },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const bookedHook = await eventually(async () => hooksOf(id).find((body) => body.type === 'appointment.booked'));
    expect(bookedHook.data.sequence).toBe(2);
    const texts = (await outboxWith(app, phone, 'confirmation', 2)).map((message) => message.text);
    expect(texts.filter((text) => text.includes('your appointment is booked'))).toHaveLength(1);
    // The hold's own notice went out before the payment, and said it was held.
    expect(texts.filter((text) => text.includes('this time is held for you'))).toHaveLength(1);
  });

  it("a move to where the visit already is changes nothing and tells nothing; a real one is the staff member's", async () => {
    const { patient, phone } = await newPatient();
    const booked = await patientCalls(app, tenant).book(patient, { date: '2026-12-08', start_time: '13:00' });
    const id = Number(booked.json().data.id);
    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, id));
    const same = await desk.post(`/api/staff/appointments/${id}/move`, {
      date: '2026-12-08',
      start_time: '13:00',
      doctor_id: row!.doctorId,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await eventsOf(id)).map((event) => event.kind)).toEqual(['booked']);
    // A real move by the desk is an event of that staff member's.
    const moved = await desk.post(`/api/staff/appointments/${id}/move`, {
      date: '2026-12-08',
      start_time: '13:30',
      doctor_id: row!.doctorId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [, move] = await eventsOf(id);
    expect(move).toMatchObject({ sequence: 2, kind: 'moved', fromState: 'booked', toState: 'booked' });
    expect(move!.actor).toMatch(/^staff:\d+$/);
    await outboxWith(app, phone, 'confirmation', 2);
    const texts = (await outbox(app, phone, 'confirmation')).map((message) => message.text);
    // The booking and the real move; the move to the same place told nothing.
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('your appointment is booked');
    expect(texts[0]).toContain('your appointment has moved');
  });
});
