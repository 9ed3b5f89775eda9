import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type Database, openPostgres } from '../../src/db/client';
import { appointments } from '../../src/db/schema';
import { sqlStateOf } from '../../src/db/driver-errors';
import { ZonedDay, addDays, wallOf } from '../../src/lib/zoned-time';
import { createTenant } from '../helpers/factories';
import { createCustomerSession, type TestCustomer } from '../helpers/sessions';
import { seeded } from '../../src/db/seeded-visits';

/**
 * The database, not the service, refuses double booking: 200 patients ask for the same time at a branch
 * with 2 free doctors, through two server processes on one PostgreSQL. Exactly 2 get it.
 * Runs only against a real PostgreSQL (TEST_DATABASE_URL), since PGlite is one process.
 */
const pgTemplate = inject('pgTemplate');
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const REQUESTS = 200;
const ALL_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

async function waitReady(port: number, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} not ready after 60 s:\n${output()}`);
}

describe.skipIf(!pgTemplate)('no double booking across processes (PostgreSQL)', () => {
  let admin: pg.Client;
  let dbName: string;
  let database: Database;
  const servers: { child: ChildProcess; port: number }[] = [];
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let patients: TestCustomer[];

  beforeAll(async () => {
    const { serverUrl, template } = pgTemplate!;
    dbName = `clinic_ndb_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    database = openPostgres(url.toString(), 4);

    tenant = await createTenant(database.db, {
      branches: [
        { id: 38, name: { en: 'Main' }, schedule: ALL_DAYS.map((day) => ({ day, start: '08:00', end: '18:00' })) },
      ],
      doctors: [1, 2].map((id) => ({
        id,
        name: { en: `Doctor ${id}` },
        status: '1' as const,
        working_hours: ALL_DAYS.map((day) => ({ branch_id: 38, day, start: '08:00', end: '18:00' })),
      })),
      treatments: [{ id: 11, name: { en: 'Cleaning' }, price: 100, duration_minutes: 30, branch_ids: [38] }],
    });
    patients = [];
    for (let i = 0; i < REQUESTS; i++) patients.push(await createCustomerSession(database.db, tenant));

    for (let i = 0; i < 2; i++) {
      const port = await getPort({ host: '127.0.0.1' });
      let log = '';
      const child = spawn(process.execPath, [`${repoRoot}node_modules/tsx/dist/cli.mjs`, 'apps/server/src/server.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          SEED_DEMO: 'false',
          HOST: '127.0.0.1',
          PORT: String(port),
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          WEB_DIST: '/nonexistent',
        },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (log += d));
      child.stderr!.on('data', (d) => (log += d));
      servers.push({ child, port });
      await waitReady(port, child, () => log);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.pid === undefined) return resolve();
            const timer = setTimeout(() => {
              try {
                process.kill(-child.pid!, 'SIGKILL');
              } catch {
                // already gone
              }
              resolve();
            }, 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            try {
              process.kill(-child.pid, 'SIGTERM');
            } catch {
              resolve();
            }
          }),
      ),
    );
    await database?.close();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

  it('200 concurrent bookings of one time, 2 doctors, 2 processes: exactly 2 succeed, 198 get 409', async () => {
    // Two days ahead in the clinic's zone is always inside the bookable window and in the future.
    const date = addDays(wallOf('Asia/Jerusalem', Date.now()).date, 2);
    const body = (p: TestCustomer) =>
      JSON.stringify({
        branch: 38,
        date,
        start_time: '10:00',
        end_time: '10:30',
        appointments_type_id: 11,
        cust_id: p.customerId,
      });
    const answers = await Promise.all(
      patients.map(async (p, i) => {
        const { port } = servers[i % 2]!;
        const res = await fetch(`http://127.0.0.1:${port}/api/bull36/create_appointment`, {
          method: 'POST',
          headers: { ...p.headers, 'content-type': 'application/json' },
          body: body(p),
        });
        return { status: res.status, body: (await res.json()) as { success: number; message: string } };
      }),
    );
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 200: 2, 409: 198 });
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body).toMatchObject({
        success: 0,
        message: 'This time is no longer available. Please choose another time.',
      });
    }
    const rows = await database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.status, 'active')));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.doctorId).sort()).toEqual([1, 2]);
  }, 120_000);

  it('20 concurrent retries with one Idempotency-Key through both processes book once and answer the same', async () => {
    const date = addDays(wallOf('Asia/Jerusalem', Date.now()).date, 3);
    const patient = patients[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await fetch(`http://127.0.0.1:${servers[i % 2]!.port}/api/bull36/create_appointment`, {
          method: 'POST',
          headers: { ...patient.headers, 'content-type': 'application/json', 'idempotency-key': 'same-click' },
          body: JSON.stringify({ branch: 38, date, start_time: '12:00', end_time: '12:30', appointments_type_id: 11 }),
        });
        return { status: res.status, body: (await res.json()) as { data?: { id: number } } };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((a) => a.body.data?.id)).size).toBe(1);
    const rows = await database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.customerId, patient.customerId)));
    const noon = new ZonedDay('Asia/Jerusalem', date).instantOf(12 * 60);
    expect(rows.filter((r) => r.startsAt.getTime() === noon)).toHaveLength(1);
  }, 60_000);

  it('refuses an overlapping active appointment of one doctor even when written directly (23P01)', async () => {
    const [taken] = await database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.status, 'active')));
    const overlapping = {
      tenantId: tenant.id,
      customerId: patients[0]!.customerId,
      branchId: 38,
      treatmentId: 11,
      doctorId: taken!.doctorId,
      startsAt: new Date(taken!.startsAt.getTime() + 5 * 60_000),
      endsAt: new Date(taken!.endsAt.getTime() + 5 * 60_000),
      priceMinor: 100,
    };
    const error = await database.db
      .insert(appointments)
      .values(seeded(overlapping))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(sqlStateOf(error)).toBe('23P01');
    // Cancelled rows and back-to-back visits do not count.
    await database.db.insert(appointments).values(seeded({ ...overlapping, status: 'cancelled' }));
    await database.db
      .insert(appointments)
      .values(
        seeded({ ...overlapping, startsAt: taken!.endsAt, endsAt: new Date(taken!.endsAt.getTime() + 30 * 60_000) }),
      );
  });
});
