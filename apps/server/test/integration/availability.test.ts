import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetAvailableTimeResponse } from '@clinic/contract/catalog/get-available-time';
import type { Database } from '../../src/db/client';
import { appointments } from '../../src/db/schema';
import { writtenAndHeard } from '../helpers/changes';
import { createTenant } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { seeded } from '../../src/db/seeded-visits';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
let clock = NOW;

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let other: Awaited<ReturnType<typeof createTenant>>;

const ALL_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  // A second clinic with the same ids, open around the clock every day, doctor 1 also at branch 40.
  other = await createTenant(database.db, {
    branches: [
      { id: 38, name: { en: 'Other main' }, schedule: ALL_DAYS.map((day) => ({ day, start: '00:00', end: '24:00' })) },
      { id: 40, name: { en: 'Other annex' }, schedule: ALL_DAYS.map((day) => ({ day, start: '08:00', end: '18:00' })) },
    ],
    doctors: [
      {
        id: 1,
        name: { en: 'Roaming Doctor' },
        status: '1',
        working_hours: [
          ...ALL_DAYS.map((day) => ({ branch_id: 38, day, start: '00:00', end: '24:00' })),
          ...ALL_DAYS.map((day) => ({ branch_id: 40, day, start: '08:00', end: '18:00' })),
        ],
        blocks: [
          { date: '2026-06-03', start: '09:00', end: '10:00' },
          { branch_id: 40, date: '2026-06-03', start: '11:00', end: '12:00' },
        ],
      },
    ],
    treatments: [{ id: 10, name: { en: 'Visit' }, price: 50, duration_minutes: 10, branch_ids: [38, 40] }],
  });
  app = await buildTestApp(database, { now: () => clock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function slots(token: string, query: Record<string, string | number>, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams({
    data_time: '5',
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  const res = await app.inject({
    method: 'GET',
    url: `/api/bull36/get_available_time?${qs}`,
    headers: { 'x-tenant-token': token, ...headers },
  });
  return res;
}

async function okSlots(token: string, query: Record<string, string | number>) {
  const res = await slots(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return ZGetAvailableTimeResponse.parse(res.json()).time_slots;
}
const availableTimes = (list: { time: string; available: boolean }[]) =>
  list.filter((s) => s.available).map((s) => s.time);

/** Each visit written below is another patient's, so only the doctors' times can collide. */
let visitor = 1_000;

async function book(
  t: { id: number },
  doctorId: number,
  startsAt: string,
  endsAt: string,
  extra: Partial<typeof appointments.$inferInsert> = {},
) {
  // Written the way another process would; the app hears of it before the test reads again.
  await writtenAndHeard(database, t.id, (db) =>
    db.insert(appointments).values(
      seeded({
        tenantId: t.id,
        customerId: visitor++,
        branchId: 38,
        treatmentId: 10,
        doctorId,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        priceMinor: 100,
        ...extra,
      }),
    ),
  );
}

describe('GET /api/bull36/get_available_time', () => {
  it("lists 5-minute slots over the branch's open hours, all free on an empty day", async () => {
    const list = await okSlots(tenant.token, { branch: 38, appointment_type: 10, date: '2026-06-02' });
    expect(list).toHaveLength(120);
    // Each start names the doctor a booking of any doctor gets: on an empty day, the lowest id (decision 024).
    expect(list[0]).toEqual({ time: '08:00', available: true, starts_visit: true, doctor_id: 1 });
    expect(list.at(-1)).toEqual({ time: '17:55', available: true, starts_visit: true, doctor_id: 1 });
    expect(list.every((s) => s.available)).toBe(true);
    // A 30-minute visit cannot start in the day's last 25 minutes, though they are free.
    const long = await okSlots(tenant.token, { branch: 38, appointment_type: 11, date: '2026-06-02' });
    const noStart = long.filter((s) => s.available && !s.starts_visit).map((s) => s.time);
    expect(noStart).toEqual(['17:35', '17:40', '17:45', '17:50', '17:55']);
  });

  it('answers an empty list on a day the branch is closed', async () => {
    expect(await okSlots(tenant.token, { branch: 38, appointment_type: 10, date: '2026-06-05' })).toEqual([]);
  });

  it('never offers past time, today included, in the clinic time zone', async () => {
    clock = new Date('2026-06-01T07:02:00Z'); // 10:02 in Jerusalem
    try {
      const list = await okSlots(tenant.token, { branch: 38, appointment_type: 10, date: '2026-06-01' });
      expect(list.find((s) => s.time === '10:00')!.available).toBe(false);
      expect(availableTimes(list)[0]).toBe('10:05');
      const past = await okSlots(tenant.token, { branch: 38, appointment_type: 10, date: '2026-05-31' });
      expect(past).toHaveLength(120);
      expect(availableTimes(past)).toEqual([]);
    } finally {
      clock = NOW;
    }
  });

  it('offers today..today+30 only', async () => {
    // 2026-07-01 is today+30 (a Wednesday); 2026-07-02 is beyond the window.
    expect(
      availableTimes(await okSlots(tenant.token, { branch: 38, appointment_type: 10, date: '2026-07-01' })),
    ).toHaveLength(120);
    const beyond = await okSlots(tenant.token, { branch: 38, appointment_type: 10, date: '2026-07-02' });
    expect(beyond).toHaveLength(120);
    expect(availableTimes(beyond)).toEqual([]);
  });

  it('needs a doctor who works at the branch then', async () => {
    // Branch 39 is open on Mondays, but no doctor works there.
    const list = await okSlots(tenant.token, { branch: 39, appointment_type: 11, date: '2026-06-08' });
    expect(list.map((s) => s.time)).toContain('09:00');
    expect(list.map((s) => s.time)).toContain('14:00');
    expect(list.map((s) => s.time)).not.toContain('12:00');
    expect(availableTimes(list)).toEqual([]);
  });

  it('a slot stays free while one doctor is free; cancelled visits free their time', async () => {
    await book(tenant, 1, '2026-06-03T07:00:00Z', '2026-06-03T07:30:00Z'); // 10:00-10:30, doctor 1
    let list = await okSlots(tenant.token, { branch: 38, appointment_type: 10, date: '2026-06-03' });
    expect(availableTimes(list)).toHaveLength(120);
    await book(tenant, 2, '2026-06-03T07:15:00Z', '2026-06-03T07:45:00Z'); // 10:15-10:45, doctor 2
    await book(tenant, 2, '2026-06-03T07:00:00Z', '2026-06-03T07:15:00Z', { status: 'cancelled' });
    list = await okSlots(tenant.token, { branch: 38, appointment_type: 10, date: '2026-06-03' });
    const taken = list.filter((s) => !s.available).map((s) => s.time);
    expect(taken).toEqual(['10:15', '10:20', '10:25']);
    // The other clinic's doctor 1 and 2 are other people: its calendar is untouched.
    const theirs = await okSlots(other.token, { branch: 38, appointment_type: 10, date: '2026-06-03' });
    expect(theirs.find((s) => s.time === '10:15')!.available).toBe(true);
  });

  it('revalidates: an unchanged day answers 304, a day that changed answers its new slots', async () => {
    const query = { branch: 38, appointment_type: 10, date: '2026-06-08' };
    const first = await slots(tenant.token, query);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\//);
    const unchanged = await slots(tenant.token, query, { 'if-none-match': tag });
    expect(unchanged.statusCode).toBe(304);
    await book(tenant, 1, '2026-06-08T07:00:00Z', '2026-06-08T07:30:00Z'); // 10:00-10:30, doctor 1
    await book(tenant, 2, '2026-06-08T07:00:00Z', '2026-06-08T07:30:00Z'); // 10:00-10:30, doctor 2
    const changed = await slots(tenant.token, query, { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    const ten = ZGetAvailableTimeResponse.parse(changed.json()).time_slots.find((s) => s.time === '10:00');
    expect(ten?.available).toBe(false);
  });

  it('a doctor busy at another branch is busy here too; blocks apply to their branch only', async () => {
    await book(other, 1, '2026-06-04T05:00:00Z', '2026-06-04T05:30:00Z', { branchId: 40 }); // 08:00-08:30 at 40
    const list = await okSlots(other.token, { branch: 38, appointment_type: 10, date: '2026-06-04' });
    expect(list.filter((s) => !s.available).map((s) => s.time)).toEqual([
      '08:00',
      '08:05',
      '08:10',
      '08:15',
      '08:20',
      '08:25',
    ]);
    // Blocks on 2026-06-03: 09:00-10:00 everywhere, 11:00-12:00 at branch 40 only.
    const at38 = await okSlots(other.token, { branch: 38, appointment_type: 10, date: '2026-06-03' });
    const at40 = await okSlots(other.token, { branch: 40, appointment_type: 10, date: '2026-06-03' });
    const blocked = (l: typeof at38) => l.filter((s) => !s.available).map((s) => s.time);
    expect(blocked(at38)).toHaveLength(12);
    expect(blocked(at38)[0]).toBe('09:00');
    expect(blocked(at40)).toHaveLength(24);
    expect(blocked(at40)).toContain('11:55');
  });

  it('answers 400 with a clear message for an unknown branch, type, unoffered pair or bad date', async () => {
    const cases: [Record<string, string | number>, RegExp][] = [
      [{ branch: 99, appointment_type: 10, date: '2026-06-02' }, /Unknown branch 99/],
      [{ branch: 38, appointment_type: 77, date: '2026-06-02' }, /Unknown appointment type 77/],
      [{ branch: 39, appointment_type: 12, date: '2026-06-08' }, /not offered at this branch/],
      [{ branch: 38, appointment_type: 10, date: '2026-02-30' }, /not a real calendar date/],
      [{ branch: 38, appointment_type: 10, date: '2026-6-2' }, /YYYY-MM-DD/],
      [{ branch: 'x', appointment_type: 10, date: '2026-06-02' }, /branch must be a number/],
    ];
    for (const [query, message] of cases) {
      const res = await slots(tenant.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, message: expect.stringMatching(message) });
    }
    const badDataTime = await slots(tenant.token, {
      branch: 38,
      appointment_type: 10,
      date: '2026-06-02',
      data_time: '15',
    });
    expect(badDataTime.statusCode).toBe(400);
    // The other clinic has no treatment 11: ids are per clinic.
    expect((await slots(other.token, { branch: 38, appointment_type: 11, date: '2026-06-02' })).statusCode).toBe(400);
  });

  it('needs the tenant token', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/bull36/get_available_time?branch=38&appointment_type=10&date=2026-06-02',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('daylight-saving days', () => {
  const dstCases = [
    { zone: 'Asia/Jerusalem', spring: '2026-03-27', fall: '2026-10-25' },
    { zone: 'America/New_York', spring: '2026-03-08', fall: '2026-11-01' },
  ];

  for (const { zone, spring, fall } of dstCases) {
    it(`${zone}: the skipped hour is not offered, the repeated one is offered once, busy time is exact`, async () => {
      const t = await createTenant(database.db, {
        time_zone: zone,
        branches: [
          {
            id: 38,
            name: { en: 'Night clinic' },
            schedule: ALL_DAYS.map((day) => ({ day, start: '00:00', end: '24:00' })),
          },
        ],
        doctors: [
          {
            id: 1,
            name: { en: 'Night doctor' },
            status: '1',
            working_hours: ALL_DAYS.map((day) => ({ branch_id: 38, day, start: '00:00', end: '24:00' })),
          },
        ],
        treatments: [{ id: 10, name: { en: 'Visit' }, price: 50, duration_minutes: 5, branch_ids: [38] }],
      });
      for (const date of [spring, fall]) {
        clock = new Date(Date.parse(`${date}T00:00:00Z`) - 5 * 24 * 3_600_000);
        try {
          const list = await okSlots(t.token, { branch: 38, appointment_type: 10, date });
          const times = list.map((s) => s.time);
          expect(new Set(times).size).toBe(times.length);
          if (date === spring) {
            expect(times).toHaveLength(23 * 12);
            expect(times.filter((x) => x.startsWith('02:'))).toEqual([]);
            expect(times.slice(times.indexOf('01:55'), times.indexOf('01:55') + 2)).toEqual(['01:55', '03:00']);
          } else {
            expect(times).toHaveLength(24 * 12);
          }
          expect(list.every((s) => s.available)).toBe(true);
        } finally {
          clock = NOW;
        }
      }
      // On the fall-back day, a visit during the second 01:00-01:30 does not take the first one.
      const firstOneAm = new Date(Date.parse(`${fall}T01:00:00Z`) - (zone === 'Asia/Jerusalem' ? 3 : -4) * 3_600_000);
      const second = new Date(firstOneAm.getTime() + 3_600_000);
      await book(t, 1, second.toISOString(), new Date(second.getTime() + 30 * 60_000).toISOString());
      clock = new Date(Date.parse(`${fall}T00:00:00Z`) - 5 * 24 * 3_600_000);
      try {
        const list = await okSlots(t.token, { branch: 38, appointment_type: 10, date: fall });
        expect(list.find((s) => s.time === '01:00')!.available).toBe(true);
        // 00:55 ends where the busy visit starts only in the second pass; the first pass stays free.
        expect(list.filter((s) => !s.available).map((s) => s.time)).toEqual([]);
      } finally {
        clock = NOW;
      }
    });
  }
});
