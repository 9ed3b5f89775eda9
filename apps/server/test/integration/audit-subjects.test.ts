import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TAuditSubject, staffAuditCall } from '@clinic/contract/staff/staff-patients';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { type StaffCalls, addStaff, staffCalls, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Monday 2026-12-07, 09:00 in Jerusalem: the visits below are booked, moved and cancelled later that week.
const NOW = new Date('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let desk: StaffCalls;
let owner: StaffCalls;

beforeAll(async () => {
  database = await createTestDatabase();
  const tenant = await createTenant(database.db);
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception', name: 'Rina' });
  await addStaff(database.db, tenant, { email: 'owner@clinic.example', role: 'owner', name: 'Orly' });
  app = await buildTestApp(database, { now: () => NOW });
  desk = await staffClient(app, tenant.key, 'desk@clinic.example');
  owner = await staffClient(app, tenant.key, 'owner@clinic.example');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function subjectOf(client: StaffCalls, action: string, targetId: number): Promise<TAuditSubject | null> {
  const res = await client.get(`/api/staff/audit?action=${action}`);
  expect(res.statusCode, res.body).toBe(200);
  const entry = staffAuditCall.response.parse(res.json()).entries.find((e) => e.target_id === targetId);
  return entry!.subject;
}

describe("the audit log names who and what each visit's entry is about", () => {
  it('the patient, treatment, doctor and time of a booking, a move (from where) and a cancellation (why)', async () => {
    const added = await desk.post('/api/staff/patients', { name: 'Ruth Shalev', phone: '972501112299' });
    expect(added.statusCode, added.body).toBe(200);
    const booked = await desk.post('/api/staff/appointments', {
      patient_id: added.json().id,
      branch_id: 38,
      treatment_id: 11,
      doctor_id: 2,
      date: '2026-12-08',
      start_time: '10:00',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().id as number;
    const visit = { patient: 'Ruth Shalev', treatment: 'Cleaning', doctor: 'Avi Cohen' };

    expect(await subjectOf(owner, 'visit.booked', id)).toEqual({
      ...visit,
      starts_at: '2026-12-08T08:00:00.000Z',
      moved_from: null,
      reason: null,
    });

    const moved = await desk.post(`/api/staff/appointments/${id}/move`, { date: '2026-12-09', start_time: '11:30' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await subjectOf(owner, 'visit.moved', id)).toEqual({
      ...visit,
      starts_at: '2026-12-09T09:30:00.000Z',
      moved_from: '2026-12-08T08:00:00.000Z',
      reason: null,
    });

    const cancelled = await desk.post(`/api/staff/appointments/${id}/cancel`, { reason: 'Patient is abroad' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await subjectOf(owner, 'visit.cancelled', id)).toEqual({
      ...visit,
      starts_at: '2026-12-09T09:30:00.000Z',
      moved_from: null,
      reason: 'Patient is abroad',
    });

    // Names in the page's language.
    const hebrew = staffCalls(app, owner.token, 'he');
    expect(await subjectOf(hebrew, 'visit.booked', id)).toMatchObject({ treatment: 'ניקוי', doctor: 'אבי כהן' });
  });

  it("a patient's entries name the patient", async () => {
    const added = await desk.post('/api/staff/patients', { name: 'Moshe Peretz', phone: '972501112298' });
    const patientId = added.json().id as number;
    expect((await desk.post(`/api/staff/patients/${patientId}/notes`, { notes: 'Allergic' })).statusCode).toBe(200);
    expect(await subjectOf(owner, 'patient.notes_changed', patientId)).toMatchObject({ patient: 'Moshe Peretz' });
  });
});

describe('the audit log names what the other entries are about', () => {
  it("a payment's amount, currency and visit; a refund's part given back", async () => {
    const added = await desk.post('/api/staff/patients', { name: 'Dina Paz', phone: '972501112297' });
    const booked = await desk.post('/api/staff/appointments', {
      patient_id: added.json().id,
      branch_id: 38,
      treatment_id: 11,
      doctor_id: 2,
      date: '2026-12-10',
      start_time: '09:00',
    });
    const visitId = booked.json().id as number;
    const paid = await owner.post(`/api/staff/visits/${visitId}/payments`, { amount: 120, method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const refunded = await owner.post(`/api/staff/visits/${visitId}/refund`, { amount: 20, reason: 'Shorter visit' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const entries = staffAuditCall.response.parse((await owner.get('/api/staff/audit')).json()).entries;
    const visit = {
      patient: 'Dina Paz',
      treatment: 'Cleaning',
      doctor: 'Avi Cohen',
      starts_at: '2026-12-10T07:00:00.000Z',
      currency: 'ILS',
    };
    expect(entries.find((e) => e.action === 'payment.recorded')!.subject).toMatchObject({
      ...visit,
      amount: 120,
      method: 'cash',
    });
    expect(entries.find((e) => e.action === 'payment.refunded')!.subject).toMatchObject({
      ...visit,
      amount: 20,
      reason: 'Shorter visit',
    });
  });

  it("a blocked time's doctor, branch and span, also once unblocked; a series' patient, visits and first day", async () => {
    const blocked = await desk.post('/api/staff/blocks', {
      branch_id: 38,
      doctor_id: 2,
      from_date: '2026-12-15',
      to_date: '2026-12-15',
      start_time: '12:00',
      end_time: '13:00',
      reason: 'Lunch',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const [blockId] = blocked.json().ids as number[];
    const span = {
      doctor: 'Avi Cohen',
      branch: 'Main branch',
      starts_at: '2026-12-15T10:00:00.000Z',
      ends_at: '2026-12-15T11:00:00.000Z',
      reason: 'Lunch',
    };
    expect(await subjectOf(owner, 'time.blocked', blockId!)).toMatchObject(span);
    expect((await desk.post(`/api/staff/blocks/${blockId}/remove`)).statusCode).toBe(200);
    expect(await subjectOf(owner, 'time.unblocked', blockId!)).toMatchObject(span);

    const added = await desk.post('/api/staff/patients', { name: 'Yael Bar', phone: '972501112296' });
    const series = await desk.post('/api/staff/series', {
      patient_id: added.json().id,
      branch_id: 38,
      treatment_id: 11,
      doctor_id: 2,
      date: '2026-12-16',
      start_time: '14:00',
      every_weeks: 1,
      count: 3,
    });
    expect(series.statusCode, series.body).toBe(200);
    expect(await subjectOf(owner, 'series.booked', series.json().series_id)).toMatchObject({
      patient: 'Yael Bar',
      treatment: 'Cleaning',
      doctor: 'Avi Cohen',
      count: 3,
      from_date: '2026-12-16',
      time: '14:00',
      every_weeks: 1,
    });
  });
});
