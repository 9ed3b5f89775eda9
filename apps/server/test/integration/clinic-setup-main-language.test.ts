import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { expectRefusal } from '../helpers/clinic-setup';
import { createTenant } from '../helpers/factories';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// A clinic that speaks Hebrew only names its doctors, treatments and branches in Hebrew alone; the one name a
// record must have is in the clinic's main language, whatever language that is.
let database: Database;
let app: FastifyInstance;
let hebrew: StaffCalls;
let english: StaffCalls;
beforeAll(async () => {
  database = await createTestDatabase();
  const hebrewOnly = await createTenant(database.db, { lang: 'he', languages: ['he'] });
  const englishClinic = await createTenant(database.db);
  await addStaff(database.db, hebrewOnly, { email: 'owner@ivrit.example', role: 'owner' });
  await addStaff(database.db, englishClinic, { email: 'owner@english.example', role: 'owner' });
  app = await buildTestApp(database, { now: () => new Date('2026-12-07T07:00:00Z') });
  hebrew = await staffClient(app, hebrewOnly.fixture.key, 'owner@ivrit.example', 'he');
  english = await staffClient(app, englishClinic.fixture.key, 'owner@english.example');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const nameOfRecord = async (client: StaffCalls, list: string, id: number) =>
  ((await client.get(`/api/staff/${list}`)).json()[list] as Array<{ id: number; name: unknown }>).find(
    (record) => record.id === id,
  )?.name;

describe('names in the clinic main language', () => {
  it('a Hebrew-only clinic adds and renames a branch, a doctor and a treatment in Hebrew alone', async () => {
    const branch = await hebrew.post('/api/staff/branches', { name: { he: 'סניף הדר' }, schedule: [] });
    expect(branch.statusCode, branch.body).toBe(200);
    const branchId = (branch.json() as { id: number }).id;
    const doctor = await hebrew.post('/api/staff/doctors', { name: { he: 'ד"ר רות כהן' }, status: 1, working: [] });
    expect(doctor.statusCode, doctor.body).toBe(200);
    const doctorId = (doctor.json() as { id: number }).id;
    const treatment = await hebrew.post('/api/staff/treatments', {
      name: { he: 'ייעוץ ראשון' },
      duration_minutes: 30,
      price: 150,
      force_pay: false,
      branches: [branchId],
    });
    expect(treatment.statusCode, treatment.body).toBe(200);
    const treatmentId = (treatment.json() as { id: number }).id;

    expect(await nameOfRecord(hebrew, 'branches', branchId)).toEqual({ he: 'סניף הדר' });
    expect(await nameOfRecord(hebrew, 'doctors', doctorId)).toEqual({ he: 'ד"ר רות כהן' });
    expect(await nameOfRecord(hebrew, 'treatments', treatmentId)).toEqual({ he: 'ייעוץ ראשון' });

    const renamed = await hebrew.patch(`/api/staff/doctors/${doctorId}`, { name: { he: 'ד"ר רות לוי' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await nameOfRecord(hebrew, 'doctors', doctorId)).toEqual({ he: 'ד"ר רות לוי' });
  });

  it('a name without the main language is refused at its field, in the page language', async () => {
    const res = await hebrew.post('/api/staff/doctors', { name: { en: 'Ruth Cohen' }, status: 1, working: [] });
    expectRefusal(res, 400, 'NAME_NEEDS_MAIN_LANGUAGE', 'name');
    expect(res.json().message).toContain('בשפה הראשית');
    expectRefusal(
      await hebrew.post('/api/staff/branches', { name: { ru: 'Филиал' }, schedule: [] }),
      400,
      'NAME_NEEDS_MAIN_LANGUAGE',
      'name',
    );
    // An English clinic's main language is English: a Hebrew name alone is refused there.
    expectRefusal(
      await english.post('/api/staff/treatments', {
        name: { he: 'עיסוי' },
        duration_minutes: 30,
        price: 100,
        force_pay: false,
        branches: [38],
      }),
      400,
      'NAME_NEEDS_MAIN_LANGUAGE',
      'name',
    );
    const renamed = await english.patch('/api/staff/doctors/1', { name: { he: 'דנה' } });
    expectRefusal(renamed, 400, 'NAME_NEEDS_MAIN_LANGUAGE', 'name');
  });

  it('a name sent as plain text is the main language text, in either clinic', async () => {
    const res = await hebrew.post('/api/staff/branches', { name: 'סניף צפון', schedule: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await nameOfRecord(hebrew, 'branches', (res.json() as { id: number }).id)).toEqual({ he: 'סניף צפון' });
  });
});
