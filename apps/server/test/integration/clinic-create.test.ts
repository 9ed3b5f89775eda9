import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { ClinicCreateError, clinicArgs, createClinic } from '../../src/seed/create-clinic';
import { createTenantsRepository } from '../helpers/repositories';
import { staffCalls, staffLogin } from '../helpers/staff';
import { staffAccountCount } from '../helpers/staff-rows';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Sunday 2026-12-06, 09:00 in Jerusalem.
const NOW = new Date('2026-12-06T07:00:00Z');
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { now: () => NOW });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const uniqueKey = () => `new-${randomBytes(4).toString('hex')}`;
const rows = async () => ({
  tenants: (await createTenantsRepository(database.db).list()).length,
  staff: await staffAccountCount(database.db),
});
const refusal = (input: object) => createClinic(database.db, input).catch((error: unknown) => error);

describe('npm run clinic:create', () => {
  it('reads its options from the command line', () => {
    expect(
      clinicArgs([
        '--key',
        'my-clinic',
        '--name',
        'My Clinic',
        '--lang',
        'he',
        '--time-zone',
        'Asia/Jerusalem',
        '--owner-email',
        'me@example.com',
        '--owner-password',
        'P4ssword!',
      ]),
    ).toEqual({
      key: 'my-clinic',
      name: 'My Clinic',
      lang: 'he',
      time_zone: 'Asia/Jerusalem',
      owner_email: 'me@example.com',
      owner_password: 'P4ssword!',
    });
    expect(() => clinicArgs(['--colour', 'blue'])).toThrow(/colour/);
  });

  it('creates an empty clinic whose owner sets it up in the workspace until patients can book', async () => {
    const key = uniqueKey();
    const created = await createClinic(database.db, {
      key,
      name: 'My Clinic',
      lang: 'he',
      time_zone: 'Asia/Jerusalem',
      owner_email: 'Me@Example.com',
      owner_password: 'a long password',
    });
    expect(created).toEqual({ key });

    const login = await staffLogin(app, { clinic: key, email: 'me@example.com', password: 'a long password' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ role: 'owner', next_step: 'none' });
    const owner = staffCalls(app, login.json().token as string);
    expect((await owner.get('/api/staff/clinic')).json()).toMatchObject({
      key,
      name: { he: 'My Clinic' },
      default_language: 'he',
      time_zone: 'Asia/Jerusalem',
    });
    for (const kind of ['branches', 'doctors', 'treatments']) {
      expect((await owner.get(`/api/staff/${kind}`)).json()).toEqual({ [kind]: [] });
    }

    const branch = await owner.post('/api/staff/branches', {
      name: 'סניף ראשי',
      schedule: [{ day: 1, start: '09:00', end: '13:00' }],
    });
    const branchId = branch.json().id as number;
    const doctor = await owner.post('/api/staff/doctors', {
      name: 'ד"ר נועה',
      status: 1,
      working: [{ branch_id: branchId, day: 1, start: '09:00', end: '13:00' }],
    });
    expect(doctor.statusCode, doctor.body).toBe(200);
    const treatment = await owner.post('/api/staff/treatments', {
      name: 'בדיקה',
      duration_minutes: 20,
      price: 150,
      force_pay: false,
      branches: [branchId],
    });
    const treatmentId = treatment.json().id as number;

    const config = await app.inject({ url: `/api/config?user=${key}` });
    const token = config.json().active_token as string;
    const slots = await app.inject({
      url: `/api/bull36/get_available_time?branch=${branchId}&appointment_type=${treatmentId}&date=2026-12-07`,
      headers: { 'x-tenant-token': token },
    });
    const free = (slots.json().time_slots as Array<{ time: string; available: boolean }>).filter((s) => s.available);
    expect(free[0]?.time).toBe('09:00');
    expect(free.at(-1)?.time).toBe('12:55');
  });

  it('makes a password when none is given, shown once, that logs the owner in', async () => {
    const key = uniqueKey();
    const created = await createClinic(database.db, {
      key,
      name: 'Walk-in Clinic',
      time_zone: 'Europe/London',
      owner_email: 'owner@walk-in.example',
    });
    expect(created.generatedPassword).toMatch(/^[\w-]{16}$/);
    const login = await staffLogin(app, {
      clinic: key,
      email: 'owner@walk-in.example',
      password: created.generatedPassword!,
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it.each([
    ['a bad time zone', { time_zone: 'Mars/Olympus' }, /time_zone: time_zone must be an IANA zone/],
    ['a bad email', { owner_email: 'not-an-email' }, /owner_email: Please enter a valid email address/],
    ['a bad key', { key: 'My Clinic' }, /key: lowercase letters/],
    ['a short password', { owner_password: 'short' }, /owner_password: owner_password must be at least 8/],
  ])('refuses %s clearly, and writes nothing', async (_label, change, message) => {
    const before = await rows();
    const input = { key: uniqueKey(), name: 'X', time_zone: 'Asia/Jerusalem', owner_email: 'x@example.com', ...change };
    const error = await refusal(input);
    expect(error).toBeInstanceOf(ClinicCreateError);
    expect((error as Error).message).toMatch(message);
    expect(await rows()).toEqual(before);
  });

  it('refuses a key another clinic has', async () => {
    const key = uniqueKey();
    const input = { key, name: 'First', time_zone: 'Asia/Jerusalem', owner_email: 'first@example.com' };
    await createClinic(database.db, input);
    const before = await rows();
    const error = await refusal({ ...input, name: 'Second', owner_email: 'second@example.com' });
    expect(error).toBeInstanceOf(ClinicCreateError);
    expect((error as Error).message).toMatch(`key: a clinic "${key}" already exists`);
    expect(await rows()).toEqual(before);
  });
});
