import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type TListedAppointment, ZCreateAppointmentResponse } from '@clinic/contract/appointments/appointments';
import { SHORT_CODE_ALPHABET, shortCheckInCode } from '@clinic/contract/appointments/check-in-code';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { insertAppointment } from '../helpers/payment-fixtures';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { agendaOf } from '../helpers/staff-agenda';

// Monday 2026-12-07, 09:00 in Jerusalem (the clinics' zone).
const NOW = new Date('2026-12-07T07:00:00Z');

let database: Database;
let app: FastifyInstance;
let clinic: Awaited<ReturnType<typeof createTenant>>;
let otherClinic: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;
let owner: StaffCalls;

/** A visit of doctor 1 at `startsAt` for a new patient, and its check-in code from the patient's own list. */
async function visitWithCode(startsAt: string, tenant = clinic) {
  const patient = await createCustomerSession(database.db, tenant, NOW);
  const row = await insertAppointment(database.db, {
    tenantId: tenant.id,
    customerId: patient.customerId,
    treatmentId: 11,
    startsAt: new Date(startsAt),
    minutes: 30,
  });
  return { id: row.id, patient, code: await codeOf(patient, row.id) };
}
async function codeOf(patient: TestCustomer, id: number): Promise<string | undefined> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bull36/get_appointment_booking_list?cust_id=${patient.customerId}&booking_type=upcoming`,
    headers: patient.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const listed = (res.json() as { data: { appointments: TListedAppointment[] } }).data.appointments;
  return listed.find((a) => Number(a.id) === id)?.check_in_code;
}
/** A visit and the six letters the site writes under its QR (a patient whose screen will not scan reads them out). */
async function visitWithShortCode(startsAt: string, tenant = clinic) {
  const visit = await visitWithCode(startsAt, tenant);
  return { id: visit.id, short: shortCheckInCode(visit.code!)! };
}
const checkIn = (code: string, client = desk) => client.post('/api/staff/check_in', { code });
async function agendaStatus(id: number): Promise<string | undefined> {
  return (await agendaOf(desk, 'date=2026-12-07&branch=38')).visits.find((v) => v.id === id)?.status;
}
const arrivals = async (id: number) =>
  (
    (await owner.get('/api/staff/audit?action=visit.arrived')).json() as {
      entries: Array<{ target_id: number; staff_name: string; after: { attendance: string } }>;
    }
  ).entries.filter((e) => e.target_id === id);

beforeAll(async () => {
  database = await createTestDatabase();
  clinic = await createTenant(database.db);
  otherClinic = await createTenant(database.db);
  app = await buildTestApp(database, { now: () => NOW });
  await addStaff(database.db, clinic, { email: 'desk@clinic.example', role: 'reception', name: 'Rina' });
  await addStaff(database.db, clinic, { email: 'owner@clinic.example', role: 'owner' });
  desk = await staffClient(app, clinic.key, 'desk@clinic.example');
  owner = await staffClient(app, clinic.key, 'owner@clinic.example');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('POST /api/staff/check_in', () => {
  it("marks today's visit arrived from the code the patient's list gave, once, and audit-logs it", async () => {
    const visit = await visitWithCode('2026-12-07T09:00:00Z'); // 11:00 in Jerusalem, two hours ahead
    expect(visit.code).toMatch(/^CI1-\d+-\d+-[A-Za-z0-9_-]{22}$/);
    expect(await agendaStatus(visit.id)).toBe('booked');

    const res = await checkIn(visit.code!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ appointment_id: visit.id, patient_name: 'Test Patient', status: 'arrived' });
    expect(await agendaStatus(visit.id)).toBe('arrived');
    expect(await arrivals(visit.id)).toEqual([
      expect.objectContaining({ staff_name: 'Rina', after: expect.objectContaining({ attendance: 'arrived' }) }),
    ]);

    // A second scan of the same card answers the same and writes nothing more.
    const again = await checkIn(visit.code!);
    expect(again.json()).toMatchObject({ appointment_id: visit.id, status: 'arrived' });
    expect(await arrivals(visit.id)).toHaveLength(1);
  });

  it('refuses a changed or made-up code (400 CHECK_IN_INVALID) and changes nothing', async () => {
    const visit = await visitWithCode('2026-12-07T09:30:00Z');
    const other = await visitWithCode('2026-12-07T10:00:00Z');
    const changed = visit.code!.replace(`-${visit.id}-`, `-${other.id}-`);
    for (const code of [changed, 'CI1-1-1-AAAAAAAAAAAAAAAAAAAAAA', 'hello', `${visit.code}x`]) {
      const res = await checkIn(code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CHECK_IN_INVALID' });
    }
    expect(await agendaStatus(visit.id)).toBe('booked');
    expect(await agendaStatus(other.id)).toBe('booked');
  });

  it("answers 404 for another clinic's visit card", async () => {
    const theirs = await visitWithCode('2026-12-07T09:00:00Z', otherClinic);
    expect(theirs.code).toBeDefined();
    const res = await checkIn(theirs.code!);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'APPOINTMENT_NOT_FOUND' });
  });

  it("refuses a visit that is not today in the clinic's zone (409 CHECK_IN_NOT_TODAY)", async () => {
    const tomorrow = await visitWithCode('2026-12-08T08:00:00Z');
    // 00:30 on Tuesday in Jerusalem: still Monday in UTC, yet not the clinic's today.
    const afterMidnight = await visitWithCode('2026-12-07T22:30:00Z');
    for (const visit of [tomorrow, afterMidnight]) {
      const res = await checkIn(visit.code!);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CHECK_IN_NOT_TODAY' });
    }
  });

  it('refuses a cancelled visit (409 APPOINTMENT_CANCELLED)', async () => {
    const visit = await visitWithCode('2026-12-07T11:00:00Z');
    const cancelled = await desk.post(`/api/staff/appointments/${visit.id}/cancel`, { reason: 'Called to cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await codeOf(visit.patient, visit.id)).toBeUndefined();
    const res = await checkIn(visit.code!);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPOINTMENT_CANCELLED' });
  });

  it('needs a staff session (401) and a code (400)', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/staff/check_in', payload: { code: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await desk.post('/api/staff/check_in', {})).statusCode).toBe(400);
  });
});

describe('a short check-in code typed at the desk', () => {
  it("checks today's visit in, typed in any case and spacing, like its QR", async () => {
    const visit = await visitWithShortCode('2026-12-07T12:00:00Z');
    expect(visit.short).toMatch(new RegExp(`^[${SHORT_CODE_ALPHABET}]{3}-[${SHORT_CODE_ALPHABET}]{3}$`));
    const typed = ` ${visit.short.replace('-', ' ').toLowerCase()} `;
    const res = await checkIn(typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ appointment_id: visit.id, patient_name: 'Test Patient', status: 'arrived' });
    // Typed again: answered as it is.
    expect((await checkIn(visit.short)).json()).toMatchObject({ appointment_id: visit.id, status: 'arrived' });
  });

  it('refuses a wrong code, another day visit and another clinic visit with a clear 400', async () => {
    const today = await visitWithShortCode('2026-12-07T13:00:00Z');
    const letters = today.short.replace('-', '');
    const changed = letters.slice(0, 5) + SHORT_CODE_ALPHABET[(SHORT_CODE_ALPHABET.indexOf(letters[5]!) + 1) % 26];
    const tomorrow = await visitWithShortCode('2026-12-08T10:00:00Z');
    const theirs = await visitWithShortCode('2026-12-07T12:00:00Z', otherClinic);
    for (const code of [changed, tomorrow.short, theirs.short]) {
      const res = await checkIn(code);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, code: 'CHECK_IN_INVALID' });
    }
    // A code of letters outside the alphabet is read as a (made-up) signed code: refused the same way.
    expect((await checkIn('OOO-111')).json()).toMatchObject({ code: 'CHECK_IN_INVALID' });
  });

  it("is the booking's own: create_appointment answers the visit's code, and the desk checks in with its short code", async () => {
    const patient = await createCustomerSession(database.db, clinic, NOW);
    // 16:00 in Jerusalem: today, after the clinic's notice.
    const res = await app.inject({
      method: 'POST',
      url: '/api/bull36/create_appointment',
      headers: patient.headers,
      payload: {
        branch: 38,
        appointments_type_id: 11,
        date: '2026-12-07',
        start_time: '16:00',
        end_time: '16:30',
        cust_id: patient.customerId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const booked = ZCreateAppointmentResponse.parse(res.json()).data;
    const id = Number(booked.id);
    expect(booked.check_in_code).toBe(await codeOf(patient, id));
    const short = shortCheckInCode(booked.check_in_code!)!;
    expect((await checkIn(short)).json()).toMatchObject({ appointment_id: id, status: 'arrived' });
  });
});
