import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { staffAuditCall, staffPatientCall, staffPatientsCall } from '@clinic/contract/staff/staff-patients';
import type { Database } from '../../src/db/client';
import { auditLog } from '../../src/db/schema';
import { sqlStateOf } from '../../src/db/driver-errors';
import { createTenant } from '../helpers/factories';
import { identityClient, uniquePhone } from '../helpers/identity';
import { insertAppointment } from '../helpers/payment-fixtures';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Monday 2026-12-07, 09:00 in Jerusalem.
const NOW = new Date('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;
let owner: StaffCalls;
let drDana: StaffCalls;

const addPatient = async (name: string, phone = uniquePhone()) => {
  const res = await desk.post('/api/staff/patients', { name, phone });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; name: string; phone: string; email: string | null };
};
const search = async (q: string) => {
  const res = await desk.get(`/api/staff/patients?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return staffPatientsCall.response.parse(res.json()).patients;
};

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception', name: 'Rina' });
  await addStaff(database.db, tenant, { email: 'owner@clinic.example', role: 'owner', name: 'Orly' });
  await addStaff(database.db, tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
  app = await buildTestApp(database, { now: () => NOW });
  desk = await staffClient(app, tenant.key, 'desk@clinic.example');
  owner = await staffClient(app, tenant.key, 'owner@clinic.example');
  drDana = await staffClient(app, tenant.key, 'dana@clinic.example');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('patients', () => {
  it('adds a patient staff vouch for (no code), with the phone in international form', async () => {
    const res = await desk.post('/api/staff/patients', {
      name: '  Ruth Shalev ',
      phone: '972501112233',
      email: 'ruth@example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Ruth Shalev',
      phone: '+972501112233',
      email: 'ruth@example.com',
    });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'patient.created')));
    expect(entry).toMatchObject({ staffName: 'Rina', targetType: 'patient', targetId: res.json().id });
  });

  it('refuses a phone that is already a patient (409 PATIENT_EXISTS), a bad phone and a bad email (400)', async () => {
    const phone = uniquePhone();
    await addPatient('First Holder', phone);
    for (const taken of [phone, `${phone.slice(0, 3)}0${phone.slice(3)}`]) {
      const res = await desk.post('/api/staff/patients', { name: 'Second', phone: taken });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PATIENT_EXISTS' });
    }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Bad', phone: '97212' }, 'BAD_REQUEST'],
      [{ name: 'Bad', phone: '+972501234567' }, 'BAD_REQUEST'],
      [{ name: 'Bad', phone: '972000000000' }, 'PHONE_INVALID'],
      [{ name: '', phone: uniquePhone() }, 'BAD_REQUEST'],
      [{ name: 'Bad', phone: uniquePhone(), email: 'not-an-email' }, 'BAD_REQUEST'],
    ];
    for (const [body, code] of cases) {
      const res = await desk.post('/api/staff/patients', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, code });
    }
  });

  it('finds patients by part of the name and by phone digits, however the number is typed', async () => {
    const tamar = await addPatient('Tamar Ben-David', '972547654321');
    await addPatient('David Tamari');
    expect((await search('ben-dav')).map((p) => p.id)).toEqual([tamar.id]);
    expect((await search('TAMAR')).map((p) => p.name)).toEqual(['David Tamari', 'Tamar Ben-David']);
    for (const typed of ['7654321', '054-765-4321', '0547654321', '+972 54 765 4321', '972547654321']) {
      expect(
        (await search(typed)).map((p) => p.id),
        typed,
      ).toEqual([tamar.id]);
    }
    // Wildcards are text, not patterns.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    const empty = await desk.get('/api/staff/patients?q=%20%20');
    expect(empty.statusCode).toBe(400);
  });

  it('shows a card with visits newest first, no-shows and notes; a doctor account sees its own visits', async () => {
    const patient = await addPatient('Card Holder');
    const visit = (startsAt: string, doctorId: number) =>
      insertAppointment(database.db, {
        tenantId: tenant.id,
        customerId: patient.id,
        treatmentId: 11,
        doctorId,
        startsAt: new Date(startsAt),
        minutes: 30,
      });
    const past = await visit('2026-11-30T08:00:00Z', 1);
    const missed = await visit('2026-12-02T08:00:00Z', 2);
    const upcoming = await visit('2026-12-15T08:00:00Z', 1);
    expect((await desk.post(`/api/staff/appointments/${missed.id}/attendance`, { mark: 'no_show' })).statusCode).toBe(
      200,
    );
    const notes = 'Prefers mornings.\nAllergic to latex.';
    expect((await desk.post(`/api/staff/patients/${patient.id}/notes`, { notes })).statusCode).toBe(200);

    const res = await desk.get(`/api/staff/patients/${patient.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const card = staffPatientCall.response.parse(res.json());
    expect(card).toMatchObject({ id: patient.id, name: 'Card Holder', phone: patient.phone, notes, no_shows: 1 });
    expect(card.visits.map((v) => [v.id, v.status])).toEqual([
      [upcoming.id, 'booked'],
      [missed.id, 'no_show'],
      [past.id, 'booked'],
    ]);
    const own = staffPatientCall.response.parse((await drDana.get(`/api/staff/patients/${patient.id}`)).json());
    expect(own.visits.map((v) => v.id)).toEqual([upcoming.id, past.id]);
    // A patient with no visit with this doctor is not theirs to open or annotate.
    const stranger = await addPatient('Not Her Patient');
    await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: stranger.id,
      treatmentId: 11,
      doctorId: 2,
      startsAt: new Date('2026-12-16T08:00:00Z'),
      minutes: 30,
    });
    expect((await desk.get(`/api/staff/patients/${stranger.id}`)).statusCode).toBe(200);
    const closed = await drDana.get(`/api/staff/patients/${stranger.id}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().code).toBe('PATIENT_NOT_FOUND');
    const noted = await drDana.post(`/api/staff/patients/${stranger.id}/notes`, { notes: 'Seen in the corridor' });
    expect(noted.statusCode).toBe(404);
    expect((await desk.get(`/api/staff/patients/${stranger.id}`)).json().notes).toBe('');

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'patient.notes_changed')));
    expect(entry).toMatchObject({ targetId: patient.id, before: { notes: '' }, after: { notes } });
    const unknown = await desk.get('/api/staff/patients/2000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PATIENT_NOT_FOUND' });
  });

  it("never shows the staff's notes to the patient: not at login, not in My appointments", async () => {
    const phone = uniquePhone();
    const patient = await addPatient('Noted Patient', phone);
    const secret = 'Owes 200 from last visit; be firm';
    expect((await desk.post(`/api/staff/patients/${patient.id}/notes`, { notes: secret })).statusCode).toBe(200);
    const booked = await desk.post('/api/staff/appointments', {
      patient_id: patient.id,
      branch_id: 38,
      treatment_id: 11,
      date: '2026-12-08',
      start_time: '09:00',
    });
    expect(booked.statusCode, booked.body).toBe(200);

    const login = await identityClient(app, tenant.token).login(phone);
    expect(login.cust_id).toBe(patient.id);
    expect(JSON.stringify(login)).not.toContain('Owes 200');
    expect(Object.keys(login.customer_data).sort()).toEqual(['age', 'email', 'gender', 'id', 'name', 'phone']);
    for (const type of ['upcoming', 'my_booking']) {
      const list = await app.inject({
        method: 'GET',
        url: `/api/bull36/get_appointment_booking_list?cust_id=${patient.id}&booking_type=${type}`,
        headers: { 'x-tenant-token': tenant.token, authorization: `Bearer ${login.token}` },
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.body).not.toContain('Owes 200');
    }
  });
});

describe('GET /api/staff/audit', () => {
  it('is for owners only (403 for reception and doctors)', async () => {
    for (const client of [desk, drDana]) {
      const res = await client.get('/api/staff/audit');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: 0, code: 'STAFF_FORBIDDEN' });
    }
  });

  it('lists newest first, filtered by action, a page at a time with before_id', async () => {
    const patient = await addPatient('Audit Pager');
    for (let i = 1; i <= 55; i++) {
      expect((await desk.post(`/api/staff/patients/${patient.id}/notes`, { notes: `note ${i}` })).statusCode).toBe(200);
    }
    const page = async (query: string) => {
      const res = await owner.get(`/api/staff/audit?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return staffAuditCall.response.parse(res.json()).entries;
    };
    const first = await page('action=patient.notes_changed');
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({
      staff_name: 'Rina',
      action: 'patient.notes_changed',
      target_type: 'patient',
      target_id: patient.id,
      before: { notes: 'note 54' },
      after: { notes: 'note 55' },
      at: NOW.toISOString(),
    });
    expect(first.map((e) => e.id)).toEqual([...first.map((e) => e.id)].sort((a, b) => b - a));
    const second = await page(`action=patient.notes_changed&before_id=${first.at(-1)!.id}`);
    expect(second.length).toBeGreaterThanOrEqual(5);
    expect(second.every((e) => e.id < first.at(-1)!.id)).toBe(true);
    expect(
      second.find((e) => e.target_id === patient.id && (e.after as { notes: string }).notes === 'note 1'),
    ).toBeTruthy();
    expect((await page('action=patient.created')).every((e) => e.action === 'patient.created')).toBe(true);
    // The filter names only actions the server writes; any other is a clear 400.
    expect((await owner.get('/api/staff/audit?action=no.such.action')).statusCode).toBe(400);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id)).limit(1);
    const attempt = (statement: Promise<unknown>) =>
      statement.then(
        () => 'changed',
        (error: unknown) => sqlStateOf(error),
      );
    expect(
      await attempt(database.db.update(auditLog).set({ action: 'visit.cancelled' }).where(eq(auditLog.id, entry!.id))),
    ).toBe('42501');
    expect(await attempt(database.db.delete(auditLog).where(eq(auditLog.id, entry!.id)))).toBe('42501');
    expect(await attempt(database.db.execute(sql`delete from audit_log`))).toBe('42501');
    const [still] = await database.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(still).toEqual(entry);
  });
});

describe('the audit log cannot be emptied', () => {
  it('refuses TRUNCATE', async () => {
    const refusal = await database.db.execute(sql`truncate audit_log`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(sqlStateOf(refusal)).toBe('42501');
  });
});
