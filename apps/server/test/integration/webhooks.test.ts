import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWebhookBody } from '@clinic/contract/webhooks/staff-webhooks';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { eventually, phoneOf, testClock } from '../helpers/messaging';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { startReceiver, verifySignature } from '../helpers/webhook-receiver';

// Owners add endpoints; every booking, move, cancel and arrival reaches a real receiver on 127.0.0.1 through the
// job queue's worker, signed with the endpoint's secret.

const clock = testClock('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let owner: StaffCalls;
let desk: StaffCalls;
let doctor: StaffCalls;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  const config = testConfig();
  app = await buildTestApp(database, { now: clock.now, config: { webhooks: { ...config.webhooks, worker: true } } });
  await addStaff(database.db, tenant, { email: 'owner@hooks.example', role: 'owner' });
  await addStaff(database.db, tenant, { email: 'desk@hooks.example', role: 'reception' });
  await addStaff(database.db, tenant, { email: 'dr@hooks.example', role: 'doctor', doctorId: 1 });
  owner = await staffClient(app, tenant.key, 'owner@hooks.example');
  desk = await staffClient(app, tenant.key, 'desk@hooks.example');
  doctor = await staffClient(app, tenant.key, 'dr@hooks.example');
  receiver = await startReceiver();
});
afterAll(async () => {
  await app.close();
  await receiver.close();
  await database.close();
});

async function book(time: string) {
  const patient = await createCustomerSession(database.db, tenant, clock.now());
  const res = await desk.post('/api/staff/appointments', {
    patient_id: patient.customerId,
    branch_id: 38,
    treatment_id: 11,
    doctor_id: 1,
    date: '2026-12-07',
    start_time: time,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().id as number, phone: await phoneOf(database.db, tenant.id, patient.customerId) };
}

const receivedOf = (type: string, appointmentId: number) =>
  receiver.received.filter(
    (hit) => hit.json.type === type && (hit.json.data as { appointment_id: number }).appointment_id === appointmentId,
  );

describe('webhook endpoints', () => {
  it('are for owners only: reception and doctors get 403 and no section', async () => {
    for (const staff of [desk, doctor]) {
      expect((await staff.get('/api/staff/webhooks')).statusCode).toBe(403);
      const made = await staff.post('/api/staff/webhooks', { url: receiver.url, events: ['appointment.booked'] });
      expect(made.statusCode).toBe(403);
      expect(made.json().code).toBe('STAFF_FORBIDDEN');
      expect((await staff.post('/api/staff/webhooks/1/remove')).statusCode).toBe(403);
      expect((await staff.get('/api/staff/me')).json().sections).not.toContain('webhooks');
    }
    expect((await owner.get('/api/staff/me')).json().sections).toContain('webhooks');
  });

  it('refuses a bad address or event with a 400 naming the code', async () => {
    const bad = await owner.post('/api/staff/webhooks', { url: 'ftp://example.com/x', events: ['appointment.booked'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('WEBHOOK_URL_INVALID');
    const event = await owner.post('/api/staff/webhooks', { url: receiver.url, events: ['visit.eaten'] });
    expect(event.statusCode).toBe(400);
    expect((await owner.post('/api/staff/webhooks/999999/remove')).json().code).toBe('WEBHOOK_NOT_FOUND');
  });

  it('delivers signed events, the patient only where contact details are on, and lists each delivery', async () => {
    const plain = await owner.post('/api/staff/webhooks', {
      url: receiver.url,
      events: ['appointment.booked', 'appointment.moved', 'appointment.cancelled', 'appointment.arrived'],
    });
    expect(plain.statusCode, plain.body).toBe(200);
    const { id, secret } = plain.json() as { id: number; secret: string };
    expect(secret).toMatch(/^whsec_/);
    const contact = await owner.post('/api/staff/webhooks', {
      url: `${receiver.url}?contact=1`,
      events: ['appointment.booked'],
      include_contact: true,
    });
    const withContact = contact.json() as { id: number; secret: string };

    const visit = await book('10:00');
    const booked = await eventually(async () =>
      receivedOf('appointment.booked', visit.id).length === 2 ? true : undefined,
    );
    expect(booked).toBe(true);
    const [first, second] = receivedOf('appointment.booked', visit.id);
    const bodies = [first!, second!].map((hit) => ({ hit, body: ZWebhookBody.parse(hit.json) }));
    const withPatient = bodies.find(({ body }) => body.data.patient)!;
    const without = bodies.find(({ body }) => !body.data.patient)!;
    expect(withPatient.body.data.patient!.phone).toBe(visit.phone);
    expect(without.body.data).not.toHaveProperty('patient');
    expect(without.hit.body).not.toContain(visit.phone);
    expect(verifySignature(secret, without.hit.signature, without.hit.body)).toBe(true);
    expect(verifySignature(withContact.secret, withPatient.hit.signature, withPatient.hit.body)).toBe(true);
    expect(verifySignature(secret, withPatient.hit.signature, withPatient.hit.body)).toBe(false);
    expect(without.body).toMatchObject({
      type: 'appointment.booked',
      clinic: { key: tenant.key },
      data: { appointment_id: visit.id, time: '2026-12-07T10:00:00+02:00', status: 'booked', doctor: { id: 1 } },
    });
    // One event, one id, whichever endpoint hears it.
    expect(withPatient.body.id).toBe(without.body.id);

    const moved = await desk.post(`/api/staff/appointments/${visit.id}/move`, {
      date: '2026-12-07',
      start_time: '11:00',
      doctor_id: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await eventually(async () => receivedOf('appointment.moved', visit.id).length === 1);
    expect(ZWebhookBody.parse(receivedOf('appointment.moved', visit.id)[0]!.json).data.time).toBe(
      '2026-12-07T11:00:00+02:00',
    );
    clock.set('2026-12-07T09:05:00Z');
    expect((await desk.post(`/api/staff/appointments/${visit.id}/attendance`, { mark: 'arrived' })).statusCode).toBe(
      200,
    );
    await eventually(async () => receivedOf('appointment.arrived', visit.id).length === 1);
    expect(ZWebhookBody.parse(receivedOf('appointment.arrived', visit.id)[0]!.json).data.status).toBe('arrived');

    const later = await book('15:00');
    expect((await desk.post(`/api/staff/appointments/${later.id}/cancel`, { reason: 'Ill' })).statusCode).toBe(200);
    await eventually(async () => receivedOf('appointment.cancelled', later.id).length === 1);

    // The receiver has it before the worker records its answer: wait for the list to say so.
    const endpoint = await eventually(async () => {
      const list = await owner.get('/api/staff/webhooks');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(secret);
      const endpoints = list.json().endpoints as Array<{ id: number; deliveries: Array<Record<string, unknown>> }>;
      const found = endpoints.find((e) => e.id === id)!;
      return found.deliveries.every((delivery) => delivery.status === 'delivered') ? found : undefined;
    });
    expect(endpoint.deliveries.length).toBeGreaterThanOrEqual(4);
    expect(endpoint.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1, http_status: 200 });

    expect((await owner.post(`/api/staff/webhooks/${withContact.id}/remove`)).statusCode).toBe(200);
    const audit = await owner.get('/api/staff/audit');
    const actions = (audit.json().entries as Array<{ action: string }>).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['webhook.created', 'webhook.removed']));
    expect(audit.body).not.toContain(secret);
    const after = await book('16:00');
    await eventually(async () => receivedOf('appointment.booked', after.id).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receivedOf('appointment.booked', after.id)).toHaveLength(1);
  });
});
