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

  it("a patient's entries name the patient; other entries have no subject", async () => {
    const added = await desk.post('/api/staff/patients', { name: 'Moshe Peretz', phone: '972501112298' });
    const patientId = added.json().id as number;
    expect((await desk.post(`/api/staff/patients/${patientId}/notes`, { notes: 'Allergic' })).statusCode).toBe(200);
    expect(await subjectOf(owner, 'patient.notes_changed', patientId)).toMatchObject({ patient: 'Moshe Peretz' });

    const res = await owner.get('/api/staff/audit');
    const entries = staffAuditCall.response.parse(res.json()).entries;
    const others = entries.filter((e) => e.target_type !== 'appointment' && e.target_type !== 'patient');
    expect(others.every((e) => e.subject === null)).toBe(true);
  });
});
