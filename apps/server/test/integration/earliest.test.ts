import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetEarliestTimeResponse } from '@clinic/contract/catalog/get-earliest-time';
import type { Database } from '../../src/db/client';
import { appointments, tenants, timeBlocks } from '../../src/db/schema';
import { writtenAndHeard } from '../helpers/changes';
import { createTenant } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { seeded } from '../../src/db/seeded-visits';

// Monday 2026-06-01, 08:02 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:02:00Z');
let clock = NOW;

const ALL_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const WEEKDAYS = ALL_DAYS.slice(0, 5);

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db, {
    branches: [
      { id: 38, name: { en: 'Dizengoff' }, schedule: WEEKDAYS.map((day) => ({ day, start: '08:00', end: '18:00' })) },
      { id: 39, name: { en: 'North' }, schedule: [{ day: 'Monday', start: '09:00', end: '12:00' }] },
      { id: 40, name: { en: 'Annex' }, schedule: ALL_DAYS.map((day) => ({ day, start: '08:00', end: '18:00' })) },
    ],
    doctors: [
      ...[1, 2].map((id) => ({
        id,
        name: { en: `Doctor ${id}` },
        status: '1' as const,
        working_hours: WEEKDAYS.map((day) => ({ branch_id: 38, day, start: '08:00', end: '18:00' })),
      })),
      {
        id: 3,
        name: { en: 'Doctor 3' },
        status: '1',
        working_hours: [{ branch_id: 39, day: 'Monday', start: '09:00', end: '12:00' }],
      },
      {
        id: 4,
        name: { en: 'Doctor 4' },
        status: '1',
        working_hours: ALL_DAYS.map((day) => ({ branch_id: 40, day, start: '08:00', end: '18:00' })),
      },
    ],
    treatments: [
      { id: 10, name: { en: 'Checkup' }, price: 50, duration_minutes: 5, branch_ids: [38] },
      { id: 11, name: { en: 'Cleaning' }, price: 100, duration_minutes: 30, branch_ids: [38, 39, 40] },
    ],
  });
  app = await buildTestApp(database, { now: () => clock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const earliest = (query: Record<string, string | number>) =>
  app.inject({
    method: 'GET',
    url: `/api/availability/earliest?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))}`,
    headers: { 'x-tenant-token': tenant.token },
  });

async function ok(query: Record<string, string | number>) {
  const res = await earliest(query);
  expect(res.statusCode, res.body).toBe(200);
  return ZGetEarliestTimeResponse.parse(res.json()).earliest;
}

let visitor = 5_000;
const visit = (doctorId: number, branchId: number, startsAt: string, endsAt: string) =>
  writtenAndHeard(database, tenant.id, (db) =>
    db.insert(appointments).values(
      seeded({
        tenantId: tenant.id,
        customerId: visitor++,
        branchId,
        treatmentId: 11,
        doctorId,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        priceMinor: 100,
      }),
    ),
  );

describe('GET /api/availability/earliest', () => {
  it("answers each branch's first free start for the whole visit, soonest first, from the next free slot", async () => {
    expect(await ok({ appointment_type: 11 })).toEqual([
      { branch: 38, date: '2026-06-01', start_time: '08:05', doctor_count: 2 },
      { branch: 40, date: '2026-06-01', start_time: '08:05', doctor_count: 1 },
      { branch: 39, date: '2026-06-01', start_time: '09:00', doctor_count: 1 },
    ]);
  });

  it('answers one branch when asked, and only the branches that offer the treatment', async () => {
    expect(await ok({ appointment_type: 11, branch: 39 })).toEqual([
      { branch: 39, date: '2026-06-01', start_time: '09:00', doctor_count: 1 },
    ]);
    expect((await ok({ appointment_type: 10 })).map((e) => e.branch)).toEqual([38]);
  });

  it('starts on the day asked for, and finds a branch open one day a week on its next open day', async () => {
    expect(await ok({ appointment_type: 11, from: '2026-06-03' })).toEqual([
      { branch: 38, date: '2026-06-03', start_time: '08:00', doctor_count: 2 },
      { branch: 40, date: '2026-06-03', start_time: '08:00', doctor_count: 1 },
      { branch: 39, date: '2026-06-08', start_time: '09:00', doctor_count: 1 },
    ]);
    // A past day means today.
    expect((await ok({ appointment_type: 11, from: '2026-05-01' }))[0]).toMatchObject({ date: '2026-06-01' });
  });

  it('skips visits (at any branch) and blocks, needing one doctor free for the whole visit', async () => {
    const d = '2026-06-02';
    // Doctor 4 is taken 08:00-09:00 at the annex; doctor 1 at 08:00-08:20; doctor 2 at 08:10-09:00 at branch 40.
    await visit(4, 40, `${d}T05:00:00Z`, `${d}T06:00:00Z`);
    await visit(1, 38, `${d}T05:00:00Z`, `${d}T05:20:00Z`);
    await visit(2, 40, `${d}T05:10:00Z`, `${d}T06:00:00Z`);
    await writtenAndHeard(database, tenant.id, (db) =>
      db.insert(timeBlocks).values({
        tenantId: tenant.id,
        branchId: 40,
        startsAt: new Date(`${d}T06:00:00Z`),
        endsAt: new Date(`${d}T07:00:00Z`),
        reason: 'Staff meeting',
        createdBy: 1,
      }),
    );
    expect(await ok({ appointment_type: 11, from: d })).toEqual([
      { branch: 38, date: d, start_time: '08:20', doctor_count: 1 },
      { branch: 40, date: d, start_time: '10:00', doctor_count: 1 },
      { branch: 39, date: '2026-06-08', start_time: '09:00', doctor_count: 1 },
    ]);
  });

  it("takes a patient's chosen doctor: that doctor's first free start only (issue 50)", async () => {
    const d = '2026-06-09';
    // Doctor 1 sees someone 08:00-09:00 at Dizengoff; doctor 2 is free all morning.
    await visit(1, 38, `${d}T05:00:00Z`, `${d}T06:00:00Z`);
    expect(await ok({ appointment_type: 11, branch: 38, from: d })).toEqual([
      { branch: 38, date: d, start_time: '08:00', doctor_count: 1 },
    ]);
    expect(await ok({ appointment_type: 11, branch: 38, from: d, doctor: 1 })).toEqual([
      { branch: 38, date: d, start_time: '09:00', doctor_count: 1 },
    ]);
    expect(await ok({ appointment_type: 11, branch: 38, from: d, doctor: 2 })).toEqual([
      { branch: 38, date: d, start_time: '08:00', doctor_count: 1 },
    ]);
    // Doctor 3 works only at North: nothing at Dizengoff, their Monday at North.
    expect(await ok({ appointment_type: 11, branch: 38, from: d, doctor: 3 })).toEqual([]);
    expect(await ok({ appointment_type: 11, from: d, doctor: 3 })).toEqual([
      { branch: 39, date: '2026-06-15', start_time: '09:00', doctor_count: 1 },
    ]);
    const unknown = await earliest({ appointment_type: 11, doctor: 99 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('DOCTOR_NOT_AT_BRANCH');
  });

  it("keeps a doctor's block of several days, and days of back-to-back visits, out of the answer", async () => {
    // Doctor 4, the annex's only doctor, is away from Monday 22 to Wednesday 24 June (Jerusalem) and fully
    // booked on Thursday 25 June (twenty back-to-back half hours, which the read joins into one busy run).
    await writtenAndHeard(database, tenant.id, (db) =>
      db.insert(timeBlocks).values({
        tenantId: tenant.id,
        doctorId: 4,
        branchId: 40,
        startsAt: new Date('2026-06-21T21:00:00Z'),
        endsAt: new Date('2026-06-24T21:00:00Z'),
        reason: 'Conference',
        createdBy: 1,
      }),
    );
    for (let slot = 0; slot < 20; slot++) {
      const start = Date.parse('2026-06-25T05:00:00Z') + slot * 30 * 60_000;
      await visit(4, 40, new Date(start).toISOString(), new Date(start + 30 * 60_000).toISOString());
    }
    const annex = await ok({ appointment_type: 11, branch: 40, from: '2026-06-24' });
    expect(annex).toEqual([{ branch: 40, date: '2026-06-26', start_time: '08:00', doctor_count: 1 }]);
  });

  it("keeps to the clinic's shortest notice and booking window", async () => {
    const rules = (values: { minNoticeMinutes?: number; bookingWindowDays?: number }) =>
      writtenAndHeard(database, tenant.id, (db) => db.update(tenants).set(values).where(eq(tenants.id, tenant.id)));
    try {
      await rules({ minNoticeMinutes: 120 });
      expect((await ok({ appointment_type: 11 }))[0]).toEqual({
        branch: 38,
        date: '2026-06-01',
        start_time: '10:05',
        doctor_count: 2,
      });
      // 17:50 on the window's only day: nothing fits before closing, and tomorrow is outside the window.
      await rules({ minNoticeMinutes: 0, bookingWindowDays: 0 });
      clock = new Date('2026-06-01T14:50:00Z');
      expect(await ok({ appointment_type: 11 })).toEqual([]);
      clock = NOW;
      expect(await ok({ appointment_type: 11, from: '2026-06-02' })).toEqual([]);
    } finally {
      clock = NOW;
      await rules({ minNoticeMinutes: 0, bookingWindowDays: 30 });
    }
  });

  it('refuses bad parameters with a 400 naming them, and an unknown treatment with a 404', async () => {
    const refusal = async (query: Record<string, string | number>, status: number, code: string, text?: RegExp) => {
      const res = await earliest(query);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: 0, code });
      if (text) expect(res.json().message).toMatch(text);
    };
    await refusal({}, 400, 'BAD_REQUEST', /appointment_type/);
    await refusal({ appointment_type: 'abc' }, 400, 'BAD_REQUEST', /appointment_type/);
    await refusal({ appointment_type: 11, branch: '-1' }, 400, 'BAD_REQUEST', /branch/);
    await refusal({ appointment_type: 11, from: '2026-02-30' }, 400, 'BAD_REQUEST', /date/);
    await refusal({ appointment_type: 11, from: 'tomorrow' }, 400, 'BAD_REQUEST', /YYYY-MM-DD/);
    await refusal({ appointment_type: 999 }, 404, 'TREATMENT_NOT_FOUND');
    await refusal({ appointment_type: 11, branch: 77 }, 400, 'BRANCH_UNKNOWN', /77/);
    await refusal({ appointment_type: 10, branch: 40 }, 400, 'TREATMENT_NOT_AT_BRANCH');
  });

  it('needs the clinic token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/availability/earliest?appointment_type=11' });
    expect(res.statusCode).toBe(401);
  });
});
