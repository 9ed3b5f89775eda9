import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { insertAppointment } from '../helpers/payment-fixtures';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { clinicAuditRows } from '../helpers/audit-rows';
import { allSeriesRows, clinicVisitRows } from '../helpers/visit-rows';

// Decision 015: a doctor account finds and opens only patients with a booked visit of its own (past or coming, not
// cancelled), unless the owner gives doctors the whole list. Search, the card, notes read and written, and booking
// (except a new patient the doctor added) follow it.

// Monday 2026-12-07, 09:00 in Jerusalem: the visits booked below are in the next week.
const NOW = new Date('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let clinic: Awaited<ReturnType<typeof createTenant>>;
let owner: StaffCalls;
let desk: StaffCalls;
let drDana: StaffCalls;
/** Doctor 2's patient only; Dana's patient; a patient whose only visit with Dana was cancelled. */
const ids = { avisPatient: 0, danasPatient: 0, cancelledWithDana: 0 };

const search = async (client: StaffCalls, q: string) => {
  const res = await client.get(`/api/staff/patients?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { patients: Array<{ id: number }> }).patients.map((p) => p.id).sort((a, b) => a - b);
};
const card = (client: StaffCalls, id: number) => client.get(`/api/staff/patients/${id}`);
const writeNotes = (client: StaffCalls, id: number, notes: string) =>
  client.post(`/api/staff/patients/${id}/notes`, { notes });
/** How many visits, series and audit entries the clinic has: what a refused booking must not add to. */
async function writes() {
  return {
    visits: (await clinicVisitRows(database.db, clinic.id)).length,
    series: (await allSeriesRows(database.db)).filter((series) => series.tenantId === clinic.id).length,
    audit: (await clinicAuditRows(database.db, clinic.id)).length,
  };
}
const expectUnknown = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toMatchObject({ code: 'PATIENT_NOT_FOUND' });
};

beforeAll(async () => {
  database = await createTestDatabase();
  clinic = await createTenant(database.db);
  app = await buildTestApp(database, { now: () => NOW });
  await addStaff(database.db, clinic, { email: 'owner@clinic.example', role: 'owner' });
  await addStaff(database.db, clinic, { email: 'desk@clinic.example', role: 'reception' });
  await addStaff(database.db, clinic, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
  owner = await staffClient(app, clinic.key, 'owner@clinic.example');
  desk = await staffClient(app, clinic.key, 'desk@clinic.example');
  drDana = await staffClient(app, clinic.key, 'dana@clinic.example');
  const add = async (name: string, phone: string) =>
    (await desk.post('/api/staff/patients', { name, phone })).json().id;
  ids.avisPatient = await add('Access Ruth', '972521110001');
  ids.danasPatient = await add('Access Miriam', '972521110002');
  ids.cancelledWithDana = await add('Access Yossi', '972521110003');
  const visit = (customerId: number, doctorId: number, status?: 'cancelled') =>
    insertAppointment(database.db, {
      tenantId: clinic.id,
      customerId,
      treatmentId: 11,
      doctorId,
      ...(status ? { status } : {}),
    });
  await visit(ids.avisPatient, 2);
  await visit(ids.danasPatient, 1);
  await visit(ids.cancelledWithDana, 1, 'cancelled');
  await visit(ids.cancelledWithDana, 2);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("a doctor's patients", () => {
  it('a doctor finds only patients with a booked visit of theirs; the desk finds all', async () => {
    expect(await search(drDana, 'Access')).toEqual([ids.danasPatient]);
    expect(await search(drDana, '052-111-0001')).toEqual([]);
    expect(await search(desk, 'Access')).toEqual([ids.avisPatient, ids.danasPatient, ids.cancelledWithDana]);
  });

  it("a doctor opens, reads and writes notes of their own patient only; another's is unknown", async () => {
    expect((await card(drDana, ids.danasPatient)).statusCode).toBe(200);
    expect((await writeNotes(drDana, ids.danasPatient, 'Allergic to latex')).statusCode).toBe(200);
    expect((await card(drDana, ids.danasPatient)).json()).toMatchObject({ notes: 'Allergic to latex' });
    expect((await writeNotes(desk, ids.avisPatient, 'Kept by the desk')).statusCode).toBe(200);
    for (const id of [ids.avisPatient, ids.cancelledWithDana]) {
      expectUnknown(await card(drDana, id));
      expectUnknown(await writeNotes(drDana, id, 'overwritten'));
    }
    expect((await card(desk, ids.avisPatient)).json()).toMatchObject({ notes: 'Kept by the desk' });
  });

  it('a doctor cannot book a patient they may not open: refused as unknown, nothing written, the card closed', async () => {
    const before = await writes();
    const base = { branch_id: 38, treatment_id: 11, date: '2026-12-14', start_time: '12:00' };
    for (const id of [ids.avisPatient, ids.cancelledWithDana]) {
      expectUnknown(await drDana.post('/api/staff/appointments', { ...base, patient_id: id }));
      expectUnknown(
        await drDana.post('/api/staff/appointments', { ...base, patient_id: id, doctor_id: 1, overbook: true }),
      );
      expectUnknown(
        await drDana.post('/api/staff/series', { ...base, patient_id: id, doctor_id: 1, every_weeks: 1, count: 2 }),
      );
    }
    // A patient the desk added, with no visit yet, is not new to Dana: she cannot book them either.
    const desksNew = (await desk.post('/api/staff/patients', { name: 'Walk-in Tamar', phone: '972521110004' })).json();
    expectUnknown(await drDana.post('/api/staff/appointments', { ...base, patient_id: desksNew.id }));
    // Only the desk's patient.created entry: no visit, series or audit entry of a refused booking.
    expect(await writes()).toEqual({ ...before, audit: before.audit + 1 });
    expectUnknown(await card(drDana, ids.avisPatient));
    expect(await search(drDana, 'Access Ruth')).toEqual([]);
    // The desk books anyone, with any doctor, as before.
    const byDesk = await desk.post('/api/staff/appointments', { ...base, patient_id: desksNew.id, doctor_id: 2 });
    expect(byDesk.statusCode, byDesk.body).toBe(200);
  });

  it('a doctor books a patient of theirs, and a new patient they added themself', async () => {
    const base = { branch_id: 38, treatment_id: 11, date: '2026-12-14' };
    const own = await drDana.post('/api/staff/appointments', {
      ...base,
      start_time: '13:00',
      patient_id: ids.danasPatient,
    });
    expect(own.statusCode, own.body).toBe(200);
    const added = await drDana.post('/api/staff/patients', { name: 'Walk-in Noa', phone: '972521110005' });
    expect(added.statusCode, added.body).toBe(200);
    // Added, not yet booked: not hers to open until the visit is booked.
    expectUnknown(await card(drDana, added.json().id));
    const booked = await drDana.post('/api/staff/appointments', {
      ...base,
      start_time: '14:00',
      patient_id: added.json().id,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await card(drDana, added.json().id)).json()).toMatchObject({ name: 'Walk-in Noa' });
    // Cancelling the visit closes the card again.
    expect((await drDana.post(`/api/staff/appointments/${booked.json().id}/cancel`, { reason: 'x' })).statusCode).toBe(
      200,
    );
    expectUnknown(await card(drDana, added.json().id));
  });

  it('the owner may give doctors the whole list, and take it back; only the owner changes it', async () => {
    expect((await owner.get('/api/staff/clinic')).json()).toMatchObject({ doctors_see_all_patients: false });
    expect((await desk.patch('/api/staff/clinic', { doctors_see_all_patients: true })).statusCode).toBe(403);
    expect((await drDana.patch('/api/staff/clinic', { doctors_see_all_patients: true })).statusCode).toBe(403);
    const opened = await owner.patch('/api/staff/clinic', { doctors_see_all_patients: true });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ doctors_see_all_patients: true });
    expect(await search(drDana, 'Access')).toEqual([ids.avisPatient, ids.danasPatient, ids.cancelledWithDana]);
    expect((await card(drDana, ids.avisPatient)).statusCode).toBe(200);
    expect((await writeNotes(drDana, ids.cancelledWithDana, 'Seen by Dana')).statusCode).toBe(200);
    // Whom a doctor opens, they may book: here anyone (cancelled again, so the list's closing below holds).
    const booked = await drDana.post('/api/staff/appointments', {
      patient_id: ids.avisPatient,
      branch_id: 38,
      treatment_id: 11,
      date: '2026-12-15',
      start_time: '12:00',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await drDana.post(`/api/staff/appointments/${booked.json().id}/cancel`, { reason: 'x' })).statusCode).toBe(
      200,
    );

    expect((await owner.patch('/api/staff/clinic', { doctors_see_all_patients: false })).statusCode).toBe(200);
    expect(await search(drDana, 'Access')).toEqual([ids.danasPatient]);
    expectUnknown(await card(drDana, ids.avisPatient));
  });
});
