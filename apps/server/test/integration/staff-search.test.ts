import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { insertAppointment } from '../helpers/payment-fixtures';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

let database: Database;
let app: FastifyInstance;
let desk: StaffCalls;
let drDana: StaffCalls;
let ruthId: number;
let visitId: number;

const names = async (client: StaffCalls, q: string) => {
  const res = await client.get(`/api/staff/patients?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { patients: Array<{ name: string }> }).patients.map((p) => p.name);
};

beforeAll(async () => {
  database = await createTestDatabase();
  const clinic = await createTenant(database.db);
  app = await buildTestApp(database);
  await addStaff(database.db, clinic, { email: 'desk@clinic.example', role: 'reception' });
  await addStaff(database.db, clinic, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
  desk = await staffClient(app, clinic.key, 'desk@clinic.example');
  drDana = await staffClient(app, clinic.key, 'dana@clinic.example');
  const ruth = await desk.post('/api/staff/patients', { name: 'Ruth Shalev', phone: '972521234567' });
  ruthId = ruth.json().id;
  await desk.post('/api/staff/patients', { name: 'Avi Ben', phone: '972539876543' });
  visitId = (
    await insertAppointment(database.db, { tenantId: clinic.id, customerId: ruthId, treatmentId: 11, doctorId: 2 })
  ).id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/staff/patients (the desk search)', () => {
  it('finds a patient by six digits of the phone, with or without the country code or the leading 0', async () => {
    expect(await names(desk, '123456')).toEqual(['Ruth Shalev']);
    expect(await names(desk, '052-123-4567')).toEqual(['Ruth Shalev']);
    expect(await names(desk, '+972 52 123')).toEqual(['Ruth Shalev']);
  });

  it("finds a visit number's patient first, as 123 or #123", async () => {
    expect((await names(desk, String(visitId)))[0]).toBe('Ruth Shalev');
    expect(await names(desk, `#${visitId}`)).toEqual(['Ruth Shalev']);
    expect(await names(desk, '#999999')).toEqual([]);
  });

  it("does not show a doctor another doctor's visit by its number", async () => {
    expect(await names(drDana, `#${visitId}`)).toEqual([]);
  });
});
