import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTenant, setClinicSettings } from '../helpers/factories';
import { messagesOf, outbox, outboxWith, phoneOf, postWebhook, testClock, webhookBody } from '../helpers/messaging';
import { patientCalls } from '../helpers/patient-calls';
import { createCustomerSession } from '../helpers/sessions';
import { addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { agendaOf } from '../helpers/staff-agenda';
import { setOutboundMessage } from '../helpers/message-rows';
import { visitRow } from '../helpers/visit-rows';

// Patients answer on WhatsApp: signed webhook posts only; the words confirm/cancel (English and Hebrew) and the
// quick-reply buttons act on the visit their newest confirmation (or the message a button answers) was about,
// under the clinic's rules, and are answered; replays, unknown numbers and other patients' visits change nothing.

const SECRET = 'test-app-secret-0123';
const clock = testClock('2026-12-01T06:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let counter = 0;
const messageId = () => `wamid.test-${Date.now()}-${++counter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  const messaging = { ...testConfig().messaging, appSecret: SECRET, verifyToken: 'verify-token-123' };
  app = await buildTestApp(database, { now: clock.now, config: { messaging } });
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A patient with a visit booked through the site, its confirmation delivered. */
async function bookedPatient(date: string, time: string) {
  const patient = await createCustomerSession(database.db, tenant, clock.now());
  const res = await patientCalls(app, tenant).book(patient, { date, start_time: time });
  expect(res.statusCode, res.body).toBe(200);
  const id = Number((res.json() as { data: { id: number } }).data.id);
  const phone = (await phoneOf(database.db, tenant.id, patient.customerId)).replace(/^\+/, '');
  const [confirmation] = await outboxWith(app, phone, 'confirmation');
  return { patient, id, phone, confirmation: confirmation! };
}
const visit = async (id: number) => (await visitRow(database.db, tenant.id, id))!;

describe('webhook', () => {
  it("answers Meta's verification with the challenge, only for the right token", async () => {
    const url = '/api/whatsapp/webhook?hub.mode=subscribe&hub.challenge=12345';
    const ok = await app.inject({ method: 'GET', url: `${url}&hub.verify_token=verify-token-123` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('12345');
    const refused = await app.inject({ method: 'GET', url: `${url}&hub.verify_token=wrong-token` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: 0, code: 'WEBHOOK_VERIFY_REFUSED' });
  });

  it('refuses unsigned and badly signed posts with 401 and changes nothing', async () => {
    const { id, phone } = await bookedPatient('2026-12-02', '10:00');
    const body = webhookBody({ id: messageId(), from: phone, text: 'cancel' });
    const unsigned = await postWebhook(app, body);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ success: 0, code: 'WEBHOOK_SIGNATURE_INVALID' });
    const badlySigned = await postWebhook(app, body, 'another-secret');
    expect(badlySigned.statusCode).toBe(401);
    expect(badlySigned.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await visit(id)).status).toBe('active');
    expect(await outbox(app, phone, 'reply')).toEqual([]);
  });

  it('confirm marks the visit confirmed and answers; the same message id again acts once', async () => {
    const { id, phone } = await bookedPatient('2026-12-02', '11:00');
    const body = webhookBody({ id: messageId(), from: phone, text: 'Confirm' });
    expect((await postWebhook(app, body, SECRET)).statusCode).toBe(200);
    expect((await visit(id)).confirmedAt).not.toBeNull();
    const [reply] = await outboxWith(app, phone, 'reply');
    expect(reply!.text).toContain('is confirmed');
    expect(reply).toMatchObject({ appointment_id: id });
    expect((await postWebhook(app, body, SECRET)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox(app, phone, 'reply')).toHaveLength(1);
  });

  it('a confirmed visit shows as confirmed in My appointments and on the staff agenda', async () => {
    const { id, phone, patient } = await bookedPatient('2026-12-03', '09:00');
    const listed = async () =>
      (
        (await patientCalls(app, tenant).upcoming(patient)).json() as {
          data: { appointments: { id: number; confirmed?: number }[] };
        }
      ).data.appointments.find((a) => Number(a.id) === id);
    const onAgenda = async () => {
      const desk = await staffClient(app, tenant.key, 'desk@clinic.example');
      return (await agendaOf(desk, 'date=2026-12-03&branch=38')).visits.find((v) => v.id === id);
    };
    expect(await listed()).toMatchObject({ confirmed: 0 });
    expect(await onAgenda()).toMatchObject({ confirmed: false });
    await postWebhook(app, webhookBody({ id: messageId(), from: phone, text: 'אישור' }), SECRET);
    await outboxWith(app, phone, 'reply');
    expect(await listed()).toMatchObject({ confirmed: 1 });
    expect(await onAgenda()).toMatchObject({ confirmed: true });
  });

  it('the Hebrew word cancels the visit under the clinic rules and answers in the patient language', async () => {
    const { id, phone } = await bookedPatient('2026-12-03', '10:00');
    expect(
      (await postWebhook(app, webhookBody({ id: messageId(), from: phone, text: 'ביטול' }), SECRET)).statusCode,
    ).toBe(200);
    expect((await visit(id)).status).toBe('cancelled');
    const replies = await outboxWith(app, phone, 'reply');
    expect(replies[0]!.text).toContain('is cancelled');
  });

  it('a button reply acts on the visit of the message it answers', async () => {
    const first = await bookedPatient('2026-12-07', '10:00');
    // The same patient books a second visit: the newest confirmation is about it, the button about the first.
    const second = await patientCalls(app, tenant).book(first.patient, { date: '2026-12-08', start_time: '10:00' });
    expect(second.statusCode).toBe(200);
    await outboxWith(app, first.phone, 'confirmation', 2);
    const button = { payload: `cancel:${first.id}`, text: 'Cancel' };
    const body = webhookBody({ id: messageId(), from: first.phone, button, contextId: first.confirmation.id });
    expect((await postWebhook(app, body, SECRET)).statusCode).toBe(200);
    expect((await visit(first.id)).status).toBe('cancelled');
    expect((await visit(Number((second.json() as { data: { id: number } }).data.id))).status).toBe('active');
  });

  it("unknown numbers and another patient's message change nothing and get no answer", async () => {
    const victim = await bookedPatient('2026-12-09', '10:00');
    const stranger = '972509999999';
    await postWebhook(app, webhookBody({ id: messageId(), from: stranger, text: 'cancel' }), SECRET);
    // Another patient answers the victim's confirmation with its button: not their message, so nothing.
    const other = await bookedPatient('2026-12-09', '11:00');
    const button = { payload: `cancel:${victim.id}`, text: 'Cancel' };
    await postWebhook(
      app,
      webhookBody({ id: messageId(), from: other.phone, button, contextId: victim.confirmation.id }),
      SECRET,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await visit(victim.id)).status).toBe('active');
    expect((await visit(other.id)).status).toBe('active');
    expect(await outbox(app, stranger)).toEqual([]);
    expect(await outbox(app, other.phone, 'reply')).toEqual([]);
  });

  it('a delivery status naming a message whose attempt never finished settles it as sent, for its own phone only', async () => {
    const { id, phone } = await bookedPatient('2026-12-10', '10:00');
    const [row] = await messagesOf(database.db, tenant.id, id);
    // As a process killed after the provider took the message leaves it.
    await setOutboundMessage(database.db, tenant.id, row!.id, { status: 'sending', providerMessageId: null });
    const statusBody = (recipient: string) => ({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [
                  {
                    id: 'wamid.status-1',
                    status: 'delivered',
                    recipient_id: recipient,
                    biz_opaque_callback_data: `${tenant.id}.${row!.id}`,
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const state = async () => (await messagesOf(database.db, tenant.id, id)).find((m) => m.id === row!.id)!;
    expect((await postWebhook(app, statusBody(phone))).statusCode).toBe(401);
    expect((await postWebhook(app, statusBody('972509999998'), SECRET)).statusCode).toBe(200);
    expect((await state()).status).toBe('sending');
    expect((await postWebhook(app, statusBody(phone), SECRET)).statusCode).toBe(200);
    expect(await state()).toMatchObject({ status: 'sent', providerMessageId: 'wamid.status-1' });
  });

  it("a cancel inside the clinic's notice is refused, and the answer says so", async () => {
    await setClinicSettings(database.db, tenant.id, { cancelNoticeHours: 48 });
    try {
      const { id, phone } = await bookedPatient('2026-12-02', '15:00');
      await postWebhook(app, webhookBody({ id: messageId(), from: phone, text: 'cancel' }), SECRET);
      const [reply] = await outboxWith(app, phone, 'reply');
      expect(reply!.text).toMatch(/48 hours/);
      expect((await visit(id)).status).toBe('active');
    } finally {
      await setClinicSettings(database.db, tenant.id, { cancelNoticeHours: 0 });
    }
  });
});
