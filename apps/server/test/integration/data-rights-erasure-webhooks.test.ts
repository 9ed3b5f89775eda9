import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { customers, outboundMessages, webhookDeliveries } from '../../src/db/schema';
import { createMessagingModule } from '../../src/modules/messaging/messaging.module';
import type { PatientMessage, WhatsAppProvider } from '../../src/lib/whatsapp/whatsapp-provider';
import { createWebhooksModule } from '../../src/modules/webhooks/webhooks.module';
import { createTenant } from '../helpers/factories';
import { eventually, testClock } from '../helpers/messaging';
import { dumpAllTables } from '../helpers/payment-fixtures';
import { patientCalls } from '../helpers/patient-calls';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { startReceiver, verifySignature } from '../helpers/webhook-receiver';

// An erasure (decision 013) reaches what the clinic stored to send: webhook deliveries about the patient's visits lose
// the patient's contact details (a pending retry goes out without them, a delivered one stays in the log without
// them), and the patient's WhatsApp messages lose phone and text, a queued one never sent. The app queues deliveries
// and messages without working them; the test runs each attempt itself, as the queues' workers would.

const clock = testClock('2026-12-01T06:00:00Z'); // Tuesday 08:00 in Jerusalem
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let owner: StaffCalls;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let webhooks: ReturnType<typeof createWebhooksModule>;
let messaging: ReturnType<typeof createMessagingModule>;
let endpoint: { id: number; secret: string };
const sent: PatientMessage[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  const config = testConfig();
  app = await buildTestApp(database, {
    now: clock.now,
    config: {
      webhooks: { ...config.webhooks, worker: false },
      messaging: { ...config.messaging, worker: false },
      // The sweep that follows an erasure's cancels runs every second.
      payments: { ...config.payments, sweepSeconds: 1 },
    },
  });
  const log = pino({ level: 'silent' });
  webhooks = createWebhooksModule({ config: { ...config.webhooks, worker: false }, database, now: clock.now, log });
  await webhooks.start();
  const provider: WhatsAppProvider = {
    name: 'console',
    sendOtp: async () => {},
    send: async (message) => {
      sent.push(message);
      return { providerMessageId: `wamid.${sent.length}` };
    },
  };
  messaging = createMessagingModule({
    config: { ...config.messaging, worker: false },
    database,
    provider,
    now: clock.now,
    log,
    siteOrigin: () => 'https://clinic.example',
  });
  await addStaff(database.db, tenant, { email: 'owner@erasure.example', role: 'owner' });
  owner = await staffClient(app, tenant.key, 'owner@erasure.example');
  receiver = await startReceiver();
  const events = ['appointment.booked', 'appointment.cancelled'];
  const made = await owner.post('/api/staff/webhooks', { url: receiver.url, events, include_contact: true });
  expect(made.statusCode, made.body).toBe(200);
  endpoint = made.json();
});
afterAll(async () => {
  await webhooks.stop();
  await app.close();
  await receiver.close();
  await database.close();
});

type Body = { id: string; type: string; data: { appointment_id: number; patient?: { name: string; phone: string } } };

async function patientNamed(name: string) {
  const patient = await createCustomerSession(database.db, tenant, clock.now());
  const [row] = await database.db
    .update(customers)
    .set({ name })
    .where(and(eq(customers.tenantId, tenant.id), eq(customers.id, patient.customerId)))
    .returning({ phone: customers.phone });
  return { ...patient, name, phone: row!.phone };
}

async function book(patient: TestCustomer, date: string, time: string) {
  const res = await patientCalls(app, tenant).book(patient, { date, start_time: time });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.id);
}

const deliveriesOf = (appointmentId: number) =>
  database.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenant.id), eq(webhookDeliveries.appointmentId, appointmentId)))
    .orderBy(webhookDeliveries.id);

const messagesTo = (customerId: number) =>
  database.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.tenantId, tenant.id), eq(outboundMessages.customerId, customerId)));

/** Runs one attempt of a delivery as the queue's worker would; answers what the receiver got. */
async function attempt(deliveryId: number, number: number) {
  const before = receiver.received.length;
  await webhooks.deliver({ tenantId: tenant.id, deliveryId, attempt: number });
  return receiver.received.slice(before);
}

/** Sends the queued messages of these patients as the send queue's worker would. */
const sendQueued = async (...customerIds: number[]) => {
  const rows = (await Promise.all(customerIds.map(messagesTo))).flat();
  await messaging.delivery.deliverMany(
    rows.map((row) => ({ job: { tenantId: tenant.id, messageId: row.id }, attempt: { retryCount: 0, retryLimit: 3 } })),
  );
};

describe('an erasure and what the clinic stored to send', () => {
  let dana: Awaited<ReturnType<typeof patientNamed>>;
  let neighbour: Awaited<ReturnType<typeof patientNamed>>;
  let delivered: number;
  let pending: number;
  let deliveredRow: typeof webhookDeliveries.$inferSelect;
  let pendingRow: typeof webhookDeliveries.$inferSelect;

  beforeAll(async () => {
    dana = await patientNamed('Dana Erasable');
    neighbour = await patientNamed('Neighbour Kept');
    delivered = await book(dana, '2026-12-02', '10:00');
    pending = await book(dana, '2026-12-03', '10:00');
    await book(neighbour, '2026-12-03', '11:00');

    deliveredRow = (await deliveriesOf(delivered))[0]!;
    receiver.state.status = 200;
    const [first] = await attempt(deliveredRow.id, 0);
    expect((first!.json as Body).data.patient).toEqual({ name: 'Dana Erasable', phone: dana.phone });

    pendingRow = (await deliveriesOf(pending))[0]!;
    receiver.state.status = 500;
    await attempt(pendingRow.id, 0);
    expect((await deliveriesOf(pending))[0]).toMatchObject({ status: 'pending', attempts: 1, lastHttpStatus: 500 });
    receiver.state.status = 200;

    // Both patients' booking confirmations wait in the queue.
    expect((await messagesTo(dana.customerId)).map((m) => m.status)).toEqual(['queued', 'queued']);

    const erased = await owner.post(`/api/staff/patients/${dana.customerId}/erase`, { confirm: true });
    expect(erased.statusCode, erased.body).toBe(200);
  });

  it('keeps the deliveries in the log without the patient’s name or phone', async () => {
    const rows = [...(await deliveriesOf(delivered)), ...(await deliveriesOf(pending))].filter(
      (row) => row.eventType === 'appointment.booked',
    );
    expect(rows.map((row) => [row.id, row.eventId, row.eventType, row.status, row.attempts])).toEqual([
      [deliveredRow.id, deliveredRow.eventId, 'appointment.booked', 'delivered', 1],
      [pendingRow.id, pendingRow.eventId, 'appointment.booked', 'pending', 1],
    ]);
    for (const row of rows) {
      expect(row.body).not.toContain('Dana Erasable');
      expect(row.body).not.toContain(dana.phone.slice(1));
      const body = JSON.parse(row.body) as Body;
      expect(body.data).not.toHaveProperty('patient');
      expect(body.data.appointment_id).toBe(row.appointmentId);
    }
    // The rest of the body is as it was written.
    const before = JSON.parse(deliveredRow.body) as Body;
    delete before.data.patient;
    expect(rows[0]!.body).toBe(JSON.stringify(before));
  });

  it('retries the pending delivery without the patient, signed, then sends the cancels without contact', async () => {
    clock.advance(30_000);
    const [retry] = await attempt(pendingRow.id, 1);
    expect(retry!.json).toMatchObject({ id: pendingRow.eventId, type: 'appointment.booked' });
    expect((retry!.json as Body).data).not.toHaveProperty('patient');
    expect(retry!.body).not.toContain(dana.phone.slice(1));
    expect(verifySignature(endpoint.secret, retry!.signature, retry!.body)).toBe(true);
    expect((await deliveriesOf(pending))[0]).toMatchObject({ status: 'delivered', attempts: 2 });

    // The erasure's cancels are followed by the sweep: one appointment.cancelled per visit, without contact.
    for (const visit of [delivered, pending]) {
      const cancel = await eventually(async () =>
        (await deliveriesOf(visit)).find((row) => row.eventType === 'appointment.cancelled'),
      );
      const [hit] = await attempt(cancel.id, 0);
      expect(hit!.json).toMatchObject({ type: 'appointment.cancelled', data: { appointment_id: visit } });
      expect((hit!.json as Body).data).not.toHaveProperty('patient');
      expect(verifySignature(endpoint.secret, hit!.signature, hit!.body)).toBe(true);
    }
  });

  it('never sends the patient’s queued message, and keeps no phone or text in the stored messages', async () => {
    await sendQueued(dana.customerId, neighbour.customerId);
    expect(sent.map((message) => message.to)).toEqual([neighbour.phone.slice(1)]);
    const messages = await messagesTo(dana.customerId);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).toMatchObject({ phone: `erased:${dana.customerId}`, body: null, status: 'skipped' });
    }
  });

  it('leaves the neighbour’s deliveries with contact, and nothing of the patient anywhere', async () => {
    const bodies = (await database.db.select().from(webhookDeliveries)).map((row) => row.body);
    expect(bodies.some((body) => body.includes('Neighbour Kept') && body.includes(neighbour.phone))).toBe(true);
    const dump = await dumpAllTables(database.db);
    expect(dump).not.toContain('Dana Erasable');
    expect(dump).not.toContain(dana.phone.slice(1));
  });
});
