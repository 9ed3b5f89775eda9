import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetAvailableDaysResponse } from '@clinic/contract/catalog/get-available-days';
import type { Database } from '../../src/db/client';
import { seedBlock } from '../helpers/block-rows';
import { writtenAndHeard } from '../helpers/changes';
import { createTenant } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { seedVisit } from '../helpers/visit-rows';

// The booking calendar's days: each day of the booking window is free (a visit of the treatment can start),
// full (open, but no time holds the visit) or closed. Monday 2026-06-01, 08:02 in Jerusalem (UTC+3); branch 38
// opens Sunday to Thursday 08:00-18:00 with two doctors.
const NOW = new Date('2026-06-01T05:02:00Z');
let clock = NOW;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'] as const;

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db, {
    branches: [
      { id: 38, name: { en: 'Dizengoff' }, schedule: WEEKDAYS.map((day) => ({ day, start: '08:00', end: '18:00' })) },
      { id: 39, name: { en: 'North' }, schedule: [{ day: 'Monday', start: '09:00', end: '12:00' }] },
    ],
    doctors: [1, 2].map((id) => ({
      id,
      name: { en: `Doctor ${id}` },
      status: '1' as const,
      working_hours: WEEKDAYS.map((day) => ({ branch_id: 38, day, start: '08:00', end: '18:00' })),
    })),
    treatments: [
      { id: 10, name: { en: 'Checkup' }, price: 50, duration_minutes: 5, branch_ids: [38] },
      { id: 11, name: { en: 'Long treatment' }, price: 100, duration_minutes: 60, branch_ids: [38] },
    ],
  });
  app = await buildTestApp(database, { now: () => clock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const daysOf = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/availability/days?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))}`,
    headers: { 'x-tenant-token': tenant.token, ...headers },
  });

async function states(treatment: number): Promise<Record<string, string>> {
  const res = await daysOf({ branch: 38, appointment_type: treatment });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(ZGetAvailableDaysResponse.parse(res.json()).days.map((d) => [d.date, d.state]));
}

let visitor = 5_000;
/** Doctors booked over [from, to) of a day, Jerusalem wall times in summer (UTC+3). */
const book = async (date: string, from: string, to: string, doctors = [1, 2]) => {
  const utc = (wall: string) =>
    new Date(`${date}T${String(Number(wall.slice(0, 2)) - 3).padStart(2, '0')}${wall.slice(2)}:00Z`);
  for (const doctorId of doctors) {
    await writtenAndHeard(database, tenant.id, (db) =>
      seedVisit(db, {
        tenantId: tenant.id,
        customerId: visitor++,
        branchId: 38,
        treatmentId: 11,
        doctorId,
        startsAt: utc(from),
        endsAt: utc(to),
        priceMinor: 100,
      }),
    );
  }
};
const block = (input: { doctorId?: number; from: string; to: string }) =>
  writtenAndHeard(database, tenant.id, (db) =>
    seedBlock(db, {
      tenantId: tenant.id,
      branchId: 38,
      doctorId: input.doctorId ?? null,
      startsAt: new Date(input.from),
      endsAt: new Date(input.to),
      reason: 'Closed',
      createdBy: 1,
    }),
  );

describe('GET /api/availability/days', () => {
  it("answers each day of the booking window from the clinic's today: open days free, others closed", async () => {
    const days = await states(11);
    expect(Object.keys(days)).toHaveLength(31);
    expect(Object.keys(days)[0]).toBe('2026-06-01');
    expect(Object.keys(days).at(-1)).toBe('2026-07-01');
    expect(days['2026-06-01']).toBe('free');
    // Friday and Saturday the branch does not open.
    expect([days['2026-06-05'], days['2026-06-06'], days['2026-06-07']]).toEqual(['closed', 'closed', 'free']);
  });

  it('calls a day full when its free time cannot hold the visit, and free for a visit that fits', async () => {
    // Tuesday: both doctors are free 08:00-08:30 only; each 5-minute slot of that half hour is free.
    await book('2026-06-02', '08:30', '18:00');
    expect((await states(11))['2026-06-02']).toBe('full');
    expect((await states(10))['2026-06-02']).toBe('free');
    const day = await app.inject({
      method: 'GET',
      url: '/api/bull36/get_available_time?branch=38&appointment_type=11&date=2026-06-02',
      headers: { 'x-tenant-token': tenant.token },
    });
    const slots = (day.json() as { time_slots: { time: string; available: boolean; starts_visit: boolean }[] })
      .time_slots;
    expect(slots.filter((s) => s.available)).toHaveLength(6);
    expect(slots.filter((s) => s.starts_visit)).toEqual([]);
  });

  it('calls a day full when its last times are past, and closed when staff closed it (several days too)', async () => {
    clock = new Date('2026-06-01T14:30:00Z'); // 17:30: no hour is left today, five minutes are
    try {
      expect((await states(11))['2026-06-01']).toBe('full');
      expect((await states(10))['2026-06-01']).toBe('free');
    } finally {
      clock = NOW;
    }
    // The branch closed Sunday 14 to Tuesday 16 June (Jerusalem); on Wednesday 17 one doctor is away and the
    // other fully booked: full, not closed.
    await block({ from: '2026-06-13T21:00:00Z', to: '2026-06-16T21:00:00Z' });
    await block({ doctorId: 1, from: '2026-06-16T21:00:00Z', to: '2026-06-17T21:00:00Z' });
    await book('2026-06-17', '08:00', '18:00', [2]);
    const days = await states(11);
    expect([days['2026-06-14'], days['2026-06-15'], days['2026-06-16']]).toEqual(['closed', 'closed', 'closed']);
    expect([days['2026-06-17'], days['2026-06-18']]).toEqual(['full', 'free']);
  });

  it('refuses an unknown branch, a treatment not given there and bad parameters; needs the clinic token', async () => {
    const refusal = async (query: Record<string, string | number>, status: number, code: string) => {
      const res = await daysOf(query);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: 0, code });
    };
    await refusal({ branch: 77, appointment_type: 11 }, 400, 'BRANCH_UNKNOWN');
    await refusal({ branch: 39, appointment_type: 11 }, 400, 'TREATMENT_NOT_AT_BRANCH');
    await refusal({ branch: 38 }, 400, 'BAD_REQUEST');
    const res = await app.inject({ method: 'GET', url: '/api/availability/days?branch=38&appointment_type=11' });
    expect(res.statusCode).toBe(401);
  });
});
