import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { appointments, sessions } from '../../src/db/schema';
import { importTenant } from '../../src/seed/import-tenant';
import { writtenAndHeard } from '../helpers/changes';
import { createTenant } from '../helpers/factories';
import { createCustomerSession } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { seeded } from '../../src/db/seeded-visits';

/**
 * Each server process keeps what availability and sessions read in memory until the database announces a
 * change (migration 0002's triggers, LISTEN in every process). These tests write the way another process
 * or the import CLI would (straight to the database, or through a second app on its own connections)
 * and expect every answer of the first app to follow within moments, never a stale one for long.
 */

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3); the branch is open 08:00-18:00 Sunday to Thursday.
const NOW = new Date('2026-06-01T05:00:00Z');
const DATE = '2026-06-02';
const TEN_AM = new Date('2026-06-02T07:00:00Z');
const FOLLOW = { timeout: 3_000, interval: 25 };

let database: Database & { url?: string };
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildTestApp(database, { now: () => NOW });
  // Listening starts with the app; until then nothing is kept, and these tests would prove nothing.
  await untilListening(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function untilListening(db: Database) {
  return vi.waitFor(() => expect(db.changes.live).toBe(true), FOLLOW);
}

async function isFree(on: FastifyInstance, time: string): Promise<boolean | undefined> {
  const res = await on.inject({
    method: 'GET',
    url: `/api/bull36/get_available_time?data_time=5&branch=38&appointment_type=10&date=${DATE}`,
    headers: { 'x-tenant-token': tenant.token },
  });
  expect(res.statusCode).toBe(200);
  const slots = (res.json() as { time_slots: { time: string; available: boolean }[] }).time_slots;
  return slots.find((s) => s.time === time)?.available;
}

/** Both doctors of branch 38 busy at 10:00-10:30, written by someone other than the app. */
async function fillTenAm(db: Database['db']) {
  const [first] = await db
    .insert(appointments)
    .values(
      seeded(
        [1, 2].map((doctorId) => ({
          tenantId: tenant.id,
          customerId: 100 + doctorId, // two patients, one with each doctor
          branchId: 38,
          treatmentId: 10,
          doctorId,
          startsAt: TEN_AM,
          endsAt: new Date(TEN_AM.getTime() + 30 * 60_000),
          priceMinor: 100,
        })),
      ),
    )
    .returning({ id: appointments.id });
  return first!.id;
}

async function clearTenAm(db: Database['db']) {
  await db
    .update(appointments)
    .set({ changedBy: 'system:seed-test', status: 'cancelled' })
    .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.startsAt, TEN_AM)));
}

describe('what a process keeps follows the database', () => {
  it('shows a time taken by another writer as taken, and free again once cancelled', async () => {
    expect(await isFree(app, '10:00')).toBe(true);
    expect(await isFree(app, '10:00')).toBe(true); // kept now
    await fillTenAm(database.db);
    await expect.poll(() => isFree(app, '10:00'), FOLLOW).toBe(false);
    await clearTenAm(database.db);
    await expect.poll(() => isFree(app, '10:00'), FOLLOW).toBe(true);
  });

  it('shows its own booking at once, and still follows other writers after it', async () => {
    const patients = await Promise.all([1, 2, 3].map(() => createCustomerSession(database.db, tenant, NOW)));
    expect(await isFree(app, '12:00')).toBe(true);
    const book = (patient: (typeof patients)[number]) =>
      app.inject({
        method: 'POST',
        url: '/api/bull36/create_appointment',
        headers: patient.headers,
        payload: { branch: 38, date: DATE, start_time: '12:00', end_time: '12:05', appointments_type_id: 10 },
      });
    expect((await book(patients[0]!)).statusCode).toBe(200);
    expect(await isFree(app, '12:00')).toBe(true); // one of the two doctors is still free
    expect((await book(patients[1]!)).statusCode).toBe(200);
    expect(await isFree(app, '12:00')).toBe(false);
    expect((await book(patients[2]!)).statusCode).toBe(409);
    // Someone else cancels both: the announcement of that change is not this process's own.
    await database.db
      .update(appointments)
      .set({ changedBy: 'system:seed-test', status: 'cancelled' })
      .where(
        and(
          eq(appointments.tenantId, tenant.id),
          inArray(
            appointments.customerId,
            patients.map((patient) => patient.customerId),
          ),
        ),
      );
    await expect.poll(() => isFree(app, '12:00'), FOLLOW).toBe(true);
  });

  it("follows a clinic's re-import (the branch closed on that day)", async () => {
    expect(await isFree(app, '09:00')).toBe(true);
    const closedTuesday = tenant.fixture.branches.map((b) =>
      b.id === 38 ? { ...b, schedule: (b.schedule ?? []).filter((r) => r.day !== 'Tuesday') } : b,
    );
    await importTenant(database.db, { ...tenant.fixture, branches: closedTuesday });
    await expect.poll(() => isFree(app, '09:00'), FOLLOW).toBeUndefined();
    await importTenant(database.db, tenant.fixture);
    await expect.poll(() => isFree(app, '09:00'), FOLLOW).toBe(true);
  });

  it("follows a clinic's new time zone at once (the tenant row is kept too)", async () => {
    const patient = await createCustomerSession(database.db, tenant, NOW);
    await writtenAndHeard(database, tenant.id, (db) =>
      db.insert(appointments).values(
        seeded({
          tenantId: tenant.id,
          customerId: patient.customerId,
          branchId: 38,
          treatmentId: 10,
          doctorId: 1,
          startsAt: new Date('2026-06-03T07:00:00Z'),
          endsAt: new Date('2026-06-03T07:05:00Z'),
          priceMinor: 100,
        }),
      ),
    );
    const shownTime = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/bull36/get_appointment_booking_list?cust_id=${patient.customerId}&booking_type=upcoming`,
        headers: patient.headers,
      });
      return (res.json() as { data: { appointments: { start_time: string }[] } }).data.appointments[0]?.start_time;
    };
    expect(await shownTime()).toBe('10:00');
    await importTenant(database.db, { ...tenant.fixture, time_zone: 'Europe/London' });
    await expect.poll(shownTime, FOLLOW).toBe('08:00');
    await importTenant(database.db, tenant.fixture);
    await expect.poll(shownTime, FOLLOW).toBe('10:00');
  });

  it('refuses a session revoked elsewhere (a logout in another process)', async () => {
    const patient = await createCustomerSession(database.db, tenant, NOW);
    const list = () =>
      app.inject({
        method: 'GET',
        url: `/api/bull36/get_appointment_booking_list?cust_id=${patient.customerId}&booking_type=upcoming`,
        headers: patient.headers,
      });
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200); // kept now
    await database.db
      .update(sessions)
      .set({ revokedAt: NOW })
      .where(and(eq(sessions.tenantId, tenant.id), eq(sessions.customerId, patient.customerId)));
    await expect.poll(async () => (await list()).statusCode, FOLLOW).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  let second: Database;
  let secondApp: FastifyInstance;

  beforeAll(async () => {
    second = openPostgres(database.url!);
    secondApp = await buildTestApp(second, { now: () => NOW });
    await untilListening(second);
  });
  afterAll(async () => {
    await secondApp.close();
    await second.close();
  });

  it("sees the other process's booking, and its patient's logout", async () => {
    const patient = await createCustomerSession(database.db, tenant, NOW);
    const neighbour = await createCustomerSession(database.db, tenant, NOW);
    expect(await isFree(app, '11:00')).toBe(true);
    for (const booker of [patient, neighbour]) {
      const res = await secondApp.inject({
        method: 'POST',
        url: '/api/bull36/create_appointment',
        headers: booker.headers,
        payload: { branch: 38, date: DATE, start_time: '11:00', end_time: '11:05', appointments_type_id: 10 },
      });
      expect(res.statusCode).toBe(200);
    }
    await expect.poll(() => isFree(app, '11:00'), FOLLOW).toBe(false);
    // The process that booked shows it at once, without waiting for any announcement.
    expect(await isFree(secondApp, '11:00')).toBe(false);

    const list = (on: FastifyInstance) =>
      on.inject({
        method: 'GET',
        url: `/api/bull36/get_appointment_booking_list?cust_id=${patient.customerId}&booking_type=upcoming`,
        headers: patient.headers,
      });
    expect((await list(app)).statusCode).toBe(200);
    expect(
      (await secondApp.inject({ method: 'POST', url: '/api/bull36/logout', headers: patient.headers })).statusCode,
    ).toBe(200);
    expect((await list(secondApp)).statusCode).toBe(401);
    await expect.poll(async () => (await list(app)).statusCode, FOLLOW).toBe(401);
  });

  it('reads through while its listening connection is lost, and keeps following after reconnecting', async () => {
    expect(await isFree(app, '10:00')).toBe(true);
    const admin = new pg.Client({ connectionString: database.url! });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN clinic_changes'`,
      );
      await expect.poll(() => database.changes.live, FOLLOW).toBe(false);
      // Nobody hears this one: the app must read it from the database.
      await fillTenAm(second.db);
      expect(await isFree(app, '10:00')).toBe(false);
      await expect.poll(() => database.changes.live, { timeout: 5_000, interval: 50 }).toBe(true);
      expect(await isFree(app, '10:00')).toBe(false); // kept again
      await clearTenAm(second.db);
      await expect.poll(() => isFree(app, '10:00'), FOLLOW).toBe(true);
    } finally {
      await admin.end();
    }
  });
});

it('the feed names the tenant, the kind and the transaction of each committed change', async () => {
  const heard: string[] = [];
  const transactions: (string | undefined)[] = [];
  const stop = database.changes.subscribe((change) => {
    heard.push(change.kind === 'all' ? 'all' : `${change.kind}:${change.tenantId}`);
    transactions.push(change.kind === 'all' ? undefined : change.transaction);
  });
  try {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update sessions set expires_at = expires_at where tenant_id = ${tenant.id}`);
        tx.rollback();
      })
      .catch(() => {});
    const transaction = await database.db.transaction(async (tx) => {
      await tx.execute(sql`update doctors set status = status where tenant_id = ${tenant.id}`);
      await tx.execute(sql`update appointments set price_minor = price_minor where tenant_id = ${tenant.id}`);
      const result = await tx.execute(sql`select pg_current_xact_id()::text as id`);
      return ((result as { rows: { id: string }[] }).rows ?? (result as unknown as { id: string }[]))[0]!.id;
    });
    // Once per kind and transaction, in commit order; nothing for the rolled-back one.
    await expect.poll(() => heard.slice(-2), FOLLOW).toEqual([`catalog:${tenant.id}`, `appointments:${tenant.id}`]);
    expect(transactions.slice(-2)).toEqual([transaction, transaction]);
    expect(heard).not.toContain(`sessions:${tenant.id}`);
    expect(heard.filter((h) => h === `catalog:${tenant.id}`)).toHaveLength(1);
  } finally {
    stop();
  }
});
