import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { addStaff, staffClient } from '../helpers/staff';
import { createTestDatabase } from '../helpers/test-db';
import { buildTestApp } from '../helpers/test-app';

// Monday 2026-12-07, 09:00 in Jerusalem.
const NOW = new Date('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception' });
  app = await buildTestApp(database, { now: () => NOW });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the front desk', () => {
  it('books a phoned-in patient and sees the visit on the agenda', async () => {
    const desk = await staffClient(app, tenant.key, 'desk@clinic.example');
    const patient = await desk.post('/api/staff/patients', { name: 'Ruth Shalev', phone: '972501112233' });
    expect(patient.statusCode).toBe(200);
    const booked = await desk.post('/api/staff/appointments', {
      patient_id: patient.json().id,
      branch_id: 38,
      treatment_id: 11,
      doctor_id: 2,
      date: '2026-12-07',
      start_time: '10:00',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const agenda = await desk.get('/api/staff/agenda?date=2026-12-07&branch=38');
    expect(agenda.statusCode, agenda.body).toBe(200);
    expect(agenda.json().visits).toEqual([
      expect.objectContaining({
        doctor_id: 2,
        doctor_name: 'Avi Cohen',
        patient_name: 'Ruth Shalev',
        start_time: '10:00',
        end_time: '10:30',
        status: 'booked',
      }),
    ]);
  });
});
