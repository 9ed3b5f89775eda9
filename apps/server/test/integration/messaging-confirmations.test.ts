import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { customerRow, setCustomer } from '../helpers/customer-rows';
import { createTenant } from '../helpers/factories';
import { identityClient, registration, uniquePhone } from '../helpers/identity';
import { messagesOf, outbox, outboxWith, phoneOf, testClock } from '../helpers/messaging';
import { patientCalls } from '../helpers/patient-calls';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Confirmations on WhatsApp: every booking, move and cancel, by the patient or the clinic's staff, reaches the
// patient's demo outbox in their language, with the clinic, branch, treatment, doctor, the clinic's wall time
// and the link to My appointments.

const clock = testClock('2026-12-01T06:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let patient: TestCustomer;
let phone: string;

const visitId = (res: { json(): unknown }) => Number((res.json() as { data: { id: number } }).data.id);

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildTestApp(database, { now: clock.now, config: { publicUrl: 'https://clinic.example' } });
  patient = await createCustomerSession(database.db, tenant, clock.now());
  phone = await phoneOf(database.db, tenant.id, patient.customerId);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('confirmations', () => {
  it('a booking, its move and its cancel each reach the outbox, newest first, about that visit', async () => {
    const calls = patientCalls(app, tenant);
    const booked = await calls.book(patient, { date: '2026-12-02', start_time: '10:00' });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = visitId(booked);
    const [confirmation] = await outboxWith(app, phone, 'confirmation');
    expect(confirmation).toMatchObject({ kind: 'confirmation', appointment_id: id });
    expect(confirmation!.code).toBeUndefined();
    // 10:00 in Jerusalem (UTC+2 in December), the clinic, branch, treatment, doctor and the link.
    expect(confirmation!.text).toContain('your appointment is booked');
    expect(confirmation!.text).toContain(`Clinic ${tenant.key}`);
    expect(confirmation!.text).toContain('Cleaning');
    expect(confirmation!.text).toMatch(/Dana Levi|Avi Cohen/);
    expect(confirmation!.text).toContain('Wednesday, 2 December 2026 at 10:00');
    expect(confirmation!.text).toContain('Main branch');
    expect(confirmation!.text).toContain(`https://clinic.example/${tenant.key}/my_appointments`);

    const moved = await app.inject({
      method: 'POST',
      url: '/api/bull36/update_appointment',
      headers: patient.headers,
      payload: { appointment_id: id, date: '2026-12-03', start_time: '11:00', end_time: '11:30', user: 'x' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await outboxWith(app, phone, 'confirmation', 2);
    expect(afterMove[0]!.text).toContain('your appointment has moved');
    expect(afterMove[0]!.text).toContain('Thursday, 3 December 2026 at 11:00');

    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/bull36/cancel_appointment',
      headers: patient.headers,
      payload: { cust_id: patient.customerId, appointment_id: id, user: 'x' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await outboxWith(app, phone, 'confirmation', 3);
    expect(afterCancel[0]!.text).toContain('your appointment is cancelled');
    expect(afterCancel[0]!.text).toContain('Thursday, 3 December 2026 at 11:00');
    expect(afterCancel.every((m) => m.appointment_id === id)).toBe(true);
    const rows = await messagesOf(database.db, tenant.id, id);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(rows.map((r) => r.topic).sort()).toEqual(['booked', 'cancelled', 'moved']);
  });

  it('a refused booking sends nothing', async () => {
    const other = await createCustomerSession(database.db, tenant, clock.now());
    const otherPhone = await phoneOf(database.db, tenant.id, other.customerId);
    const refused = await patientCalls(app, tenant).book(other, { date: '2026-12-05', start_time: '10:00' });
    expect(refused.statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox(app, otherPhone)).toEqual([]);
  });

  it("staff bookings, moves and cancels confirm to the patient too, in the patient's language", async () => {
    const hebrew = await createCustomerSession(database.db, tenant, clock.now());
    await setCustomer(database.db, tenant.id, hebrew.customerId, { lang: 'he' });
    const hebrewPhone = await phoneOf(database.db, tenant.id, hebrew.customerId);
    await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception' });
    const staff = await staffClient(app, tenant.key, 'desk@clinic.example');
    const booked = await staff.post('/api/staff/appointments', {
      patient_id: hebrew.customerId,
      branch_id: 38,
      treatment_id: 11,
      date: '2026-12-07',
      start_time: '09:00',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = (booked.json() as { id: number }).id;
    const [first] = await outboxWith(app, hebrewPhone, 'confirmation');
    expect(first!.text).toContain('התור שלך נקבע');
    expect(first!.text).toContain('ניקוי');
    expect(first!.text).toContain('09:00');
    expect(
      (await staff.post(`/api/staff/appointments/${id}/move`, { date: '2026-12-07', start_time: '12:00' })).statusCode,
    ).toBe(200);
    expect((await staff.post(`/api/staff/appointments/${id}/cancel`, { reason: 'Doctor ill' })).statusCode).toBe(200);
    // Sent at the same instant of the test's clock, so in no fixed order: one says moved, one cancelled.
    const texts = (await outboxWith(app, hebrewPhone, 'confirmation', 3)).map((message) => message.text);
    expect(texts.filter((text) => text.includes('התור שלך הועבר'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('התור שלך בוטל'))).toHaveLength(1);
  });

  it('an overbooked visit confirms like any other: the patient is not told it was squeezed in', async () => {
    const squeezed = await createCustomerSession(database.db, tenant, clock.now());
    const squeezedPhone = await phoneOf(database.db, tenant.id, squeezed.customerId);
    await addStaff(database.db, tenant, { email: 'owner@clinic.example', role: 'owner' });
    const staff = await staffClient(app, tenant.key, 'owner@clinic.example');
    const visit = { branch_id: 38, treatment_id: 11, doctor_id: 1, date: '2026-12-08', start_time: '10:00' };
    const first = await staff.post('/api/staff/appointments', { ...visit, patient_id: patient.customerId });
    expect(first.statusCode, first.body).toBe(200);
    const over = await staff.post('/api/staff/appointments', {
      ...visit,
      patient_id: squeezed.customerId,
      overbook: true,
    });
    expect(over.statusCode, over.body).toBe(200);
    const [confirmation] = await outboxWith(app, squeezedPhone, 'confirmation');
    expect(confirmation).toMatchObject({ kind: 'confirmation', appointment_id: over.json().id });
    expect(confirmation!.text).toContain('your appointment is booked');
    expect(confirmation!.text).toContain('Tuesday, 8 December 2026 at 10:00');
    expect(confirmation!.text).toContain('Dana Levi');
    expect(confirmation!.text.toLowerCase()).not.toContain('overbook');
  });
});

describe("the patient's language", () => {
  it('comes from Accept-Language at verify_otp and keeps codes with their code field', async () => {
    const client = identityClient(app, tenant.token);
    const wire = uniquePhone();
    expect((await client.sendOtp({ phone: wire, not_exist: 1, ...registration })).statusCode).toBe(200);
    const [code] = await outbox(app, wire, 'otp');
    expect(code!.code).toMatch(/^\d{6}$/);
    const ticket = (
      (await client.sendOtp({ phone: wire, not_exist: 1, ...registration })).json() as {
        registration_ticket: string;
      }
    ).registration_ticket;
    const latest = (await outbox(app, wire, 'otp'))[0]!.code!;
    const verified = await app.inject({
      method: 'POST',
      url: '/api/bull36/verify_otp',
      headers: { 'x-tenant-token': tenant.token, 'accept-language': 'he-IL,he;q=0.9' },
      payload: { phone: wire, otp: latest, registration_ticket: ticket },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const row = await customerRow(database.db, (verified.json() as { cust_id: number }).cust_id);
    expect(row!.lang).toBe('he');
  });
});
