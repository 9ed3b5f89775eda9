import { describe, expect, it } from 'vitest';
import { staffFailedWhatsAppCall } from '@clinic/contract/messaging/staff-whatsapp';
import { testConfig } from '../../src/config';
import { messagesOf, outboxWith, phoneOf, postWebhook, statusWebhookBody, testClock } from '../helpers/messaging';
import { patientCalls } from '../helpers/patient-calls';
import { createCustomerSession } from '../helpers/sessions';
import { deskOfTwoClinicsForFile } from '../helpers/desk-of-two-clinics';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { createTenant } from '../helpers/factories';

// WhatsApp reports a message it took but could not deliver (a `failed` delivery status): the message is failed,
// and the clinic's owners and reception see it with why in plain words and the visit it was about; never another
// clinic's, never a doctor; bad paging is a 400.

const SECRET = 'failed-messages-secret';
const clock = testClock('2026-12-01T06:00:00Z');
const file = deskOfTwoClinicsForFile(clock.now, { messaging: { ...testConfig().messaging, appSecret: SECRET } });

/** A patient of `clinic` books at `time` on 2026-12-03; WhatsApp then says the confirmation never arrived. */
async function undelivered(clinic: typeof file.clinicA, time: string, code = 131026) {
  const patient = await createCustomerSession(file.database.db, clinic, clock.now());
  const res = await patientCalls(file.app, clinic).book(patient, { date: '2026-12-03', start_time: time });
  expect(res.statusCode, res.body).toBe(200);
  const visitId = Number((res.json() as { data: { id: number } }).data.id);
  const phone = (await phoneOf(file.database.db, clinic.id, patient.customerId)).replace(/^\+/, '');
  const [sent] = await outboxWith(file.app, phone, 'confirmation');
  const failed = statusWebhookBody({
    id: sent!.id,
    recipient: phone,
    status: 'failed',
    error: { code, title: 'Message undeliverable' },
  });
  expect((await postWebhook(file.app, failed, SECRET)).statusCode).toBe(200);
  return { patient, visitId, phone, providerId: sent!.id };
}

async function failedOf(client: StaffCalls, query = '') {
  const res = await client.get(`/api/staff/whatsapp/failed${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return staffFailedWhatsAppCall.response.parse(res.json()).messages;
}

describe('failed WhatsApp messages at the desk', () => {
  it('a message WhatsApp could not deliver is listed with its reason, patient and visit (date, time, branch, doctor)', async () => {
    const { patient, visitId, phone } = await undelivered(file.clinicA, '10:00');
    const [row] = await messagesOf(file.database.db, file.clinicA.id, visitId);
    expect(row).toMatchObject({
      status: 'failed',
      lastError: 'WhatsApp could not deliver it: 131026 Message undeliverable',
    });
    const listed = (await failedOf(file.desk)).find((m) => m.appointment_id === visitId);
    expect(listed).toMatchObject({
      kind: 'confirmation',
      topic: 'booked',
      reason: 'not_on_whatsapp',
      patient: { id: patient.customerId, phone },
      visit: { date: '2026-12-03', start_time: '10:00', branch_id: 38, cancelled: false },
    });
    expect(listed!.visit!.branch).not.toBe('');
    expect(listed!.visit!.treatment).not.toBe('');
    expect(listed!.visit!.doctor).not.toBe('');
  });

  it("a failed status for another phone, or a delivered one, changes nothing; another clinic's failures never show", async () => {
    const patient = await createCustomerSession(file.database.db, file.clinicA, clock.now());
    const res = await patientCalls(file.app, file.clinicA).book(patient, { date: '2026-12-03', start_time: '11:00' });
    const visitId = Number((res.json() as { data: { id: number } }).data.id);
    const phone = (await phoneOf(file.database.db, file.clinicA.id, patient.customerId)).replace(/^\+/, '');
    const [sent] = await outboxWith(file.app, phone, 'confirmation');
    const wrongPhone = statusWebhookBody({ id: sent!.id, recipient: '972509999990', status: 'failed' });
    expect((await postWebhook(file.app, wrongPhone, SECRET)).statusCode).toBe(200);
    expect((await messagesOf(file.database.db, file.clinicA.id, visitId))[0]!.status).toBe('sent');

    const elsewhere = await undelivered(file.clinicB, '12:00', 131050);
    expect((await failedOf(file.desk)).map((m) => m.appointment_id)).not.toContain(elsewhere.visitId);
    expect((await failedOf(file.desk)).map((m) => m.appointment_id)).not.toContain(visitId);
    const theirs = await failedOf(file.ownerB);
    expect(theirs.find((m) => m.appointment_id === elsewhere.visitId)).toMatchObject({ reason: 'patient_blocked' });
    expect(theirs.every((m) => m.patient.id !== patient.customerId)).toBe(true);
  });

  it('pages from the newest to the oldest: each page names where the next begins, the last none', async () => {
    const clinic = await createTenant(file.database.db);
    await addStaff(file.database.db, clinic, { email: 'desk@paging.example', role: 'reception' });
    const own = await staffClient(file.app, clinic.key, 'desk@paging.example');
    const oldest = await undelivered(clinic, '09:00');
    const middle = await undelivered(clinic, '09:30');
    const newest = await undelivered(clinic, '10:00');
    const page = async (query: string) => {
      const res = await own.get(`/api/staff/whatsapp/failed?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return staffFailedWhatsAppCall.response.parse(res.json());
    };
    const first = await page('limit=2');
    expect(first.messages.map((m) => m.appointment_id)).toEqual([newest.visitId, middle.visitId]);
    expect(first.next_before_id).toBe(first.messages[1]!.id);
    const last = await page(`limit=2&before_id=${first.next_before_id}`);
    expect(last.messages.map((m) => m.appointment_id)).toEqual([oldest.visitId]);
    expect(last.next_before_id).toBeNull();
    // A page that holds exactly the rest is the last one too.
    expect((await page('limit=3')).next_before_id).toBeNull();
  });

  it('a doctor may not open it; bad paging is a 400', async () => {
    expect((await file.doctor.get('/api/staff/whatsapp/failed')).statusCode).toBe(403);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?before_id=-1', '?before_id=99999999999']) {
      expect((await file.desk.get(`/api/staff/whatsapp/failed${query}`)).statusCode, query).toBe(400);
    }
    expect((await file.desk.get('/api/staff/me')).json().sections).toContain('failed_messages');
    expect((await file.doctor.get('/api/staff/me')).json().sections).not.toContain('failed_messages');
  });
});
