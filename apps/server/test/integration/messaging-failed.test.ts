import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFailedWhatsApp } from '@clinic/contract/messaging/staff-whatsapp';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { customerRow } from '../helpers/customer-rows';
import { createTenant } from '../helpers/factories';
import { eventually, messagesOf, postWebhook, webhookBody } from '../helpers/messaging';
import { patientCalls } from '../helpers/patient-calls';
import { createCustomerSession } from '../helpers/sessions';
import { addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { visitRow } from '../helpers/visit-rows';

// Through a fake WhatsApp Cloud API on 127.0.0.1: messages go as approved templates with Confirm and Cancel
// quick replies; a message the API keeps refusing is retried with back-off, then left failed and listed to the
// clinic's owners and reception, never retried again.

const SECRET = 'cloud-test-app-secret';
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
const received: { to: string; body: Record<string, unknown> }[] = [];
/** Phones the fake API refuses (500). */
const refused = new Set<string>();
const fakeApi = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as { to: string };
    received.push({ to: body.to, body });
    if (refused.has(body.to)) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ messages: [{ id: `wamid.${received.length}` }] }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  const port = (fakeApi.address() as AddressInfo).port;
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  const base = testConfig();
  app = await buildTestApp(database, {
    now: () => new Date('2026-12-01T06:00:00Z'),
    config: {
      whatsapp: {
        ...base.whatsapp,
        provider: 'whatsapp-cloud',
        cloudUrl: `http://127.0.0.1:${port}/v21.0`,
        cloudToken: 'token',
        cloudPhoneNumberId: 'PN1',
      },
      messaging: { ...base.messaging, retryLimit: 1, retryDelaySeconds: 1, appSecret: SECRET },
    },
  });
  await addStaff(database.db, tenant, { email: 'owner@clinic.example', role: 'owner' });
  await addStaff(database.db, tenant, { email: 'doctor@clinic.example', role: 'doctor', doctorId: 1 });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fakeApi.close();
});

async function book(time: string) {
  const patient = await createCustomerSession(database.db, tenant);
  const res = await patientCalls(app, tenant).book(patient, { date: '2026-12-02', start_time: time });
  expect(res.statusCode, res.body).toBe(200);
  return { id: Number((res.json() as { data: { id: number } }).data.id), patient };
}

describe('messages through the Cloud API', () => {
  it('a confirmation goes as the approved template with Confirm and Cancel quick replies', async () => {
    const { id } = await book('10:00');
    const [row] = await eventually(async () => {
      const rows = await messagesOf(database.db, tenant.id, id);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(row!.providerMessageId).toMatch(/^wamid\./);
    const sent = received.find((r) => `+${r.to}` === row!.phone)!.body as {
      type: string;
      template: { name: string; language: { code: string }; components: { type: string; sub_type?: string }[] };
    };
    expect(sent.type).toBe('template');
    expect(sent.template.name).toBe('appointment_confirmation');
    expect(sent.template.language.code).toBe('en');
    expect(sent.template.components.filter((c) => c.sub_type === 'quick_reply')).toHaveLength(2);
  });

  it('tapping Confirm on the template confirms the visit, and the answer goes back through the API', async () => {
    const { id } = await book('12:00');
    const [row] = await eventually(async () => {
      const rows = await messagesOf(database.db, tenant.id, id);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    const to = row!.phone.replace(/^\+/, '');
    const sent = received.find((r) => r.to === to)!.body as {
      template: { components: { sub_type?: string; parameters: { type: string; payload?: string }[] }[] };
    };
    const [confirm, cancel] = sent.template.components.filter((c) => c.sub_type === 'quick_reply');
    expect(confirm!.parameters[0]).toEqual({ type: 'payload', payload: `confirm:${id}` });
    expect(cancel!.parameters[0]).toEqual({ type: 'payload', payload: `cancel:${id}` });
    // The patient taps Confirm: Meta posts a button reply naming the template message it answers.
    const tap = webhookBody({
      id: `wamid.tap-${id}`,
      from: to,
      button: { payload: confirm!.parameters[0]!.payload!, text: 'Confirm' },
      contextId: row!.providerMessageId!,
    });
    expect((await postWebhook(app, tap, SECRET)).statusCode).toBe(200);
    const answer = await eventually(async () =>
      received.find((r) => r.to === to && (r.body as { type: string }).type === 'text'),
    );
    expect((answer.body as { text: { body: string } }).text.body).toContain('is confirmed');
    const visit = await visitRow(database.db, tenant.id, id);
    expect(visit!.confirmedAt).not.toBeNull();
    expect(visit!.status).toBe('active');
  });

  it('a message refused every time is retried, then failed and listed to owners (not to doctors)', async () => {
    const patient = await createCustomerSession(database.db, tenant);
    const c = await customerRow(database.db, patient.customerId);
    refused.add(c!.phone.replace(/^\+/, ''));
    const res = await patientCalls(app, tenant).book(patient, { date: '2026-12-02', start_time: '11:00' });
    expect(res.statusCode).toBe(200);
    const id = Number((res.json() as { data: { id: number } }).data.id);
    const [row] = await eventually(async () => {
      const rows = await messagesOf(database.db, tenant.id, id);
      return rows[0]?.status === 'failed' ? rows : undefined;
    }, 20_000);
    expect(row!.attempts).toBe(2);
    expect(row!.lastError).toContain('500');
    const owner = await staffClient(app, tenant.key, 'owner@clinic.example');
    const listed = await owner.get('/api/staff/whatsapp/failed');
    expect(listed.statusCode, listed.body).toBe(200);
    const messages = (listed.json() as { messages: unknown[] }).messages.map((m) => ZFailedWhatsApp.parse(m));
    expect(messages.find((m) => m.appointment_id === id)).toMatchObject({
      kind: 'confirmation',
      topic: 'booked',
      attempts: 2,
      reason: 'whatsapp_down',
      visit: { date: '2026-12-02', start_time: '11:00', branch_id: 38, cancelled: false },
      patient: { id: patient.customerId },
    });
    const doctor = await staffClient(app, tenant.key, 'doctor@clinic.example');
    expect((await doctor.get('/api/staff/whatsapp/failed')).statusCode).toBe(403);
    // Never retried again.
    const tries = received.filter((r) => refused.has(r.to)).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received.filter((r) => refused.has(r.to)).length).toBe(tries);
  }, 30_000);
});
