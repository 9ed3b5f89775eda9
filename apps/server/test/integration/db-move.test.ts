import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { DataDirInUse } from '../../src/db/data-dir-lock';
import { MoveRefused, moveToPostgres } from '../../src/db/move-to-postgres';
import { openPglite, pgliteIn } from '../../src/db/pglite';
import { rowsOf } from '../../src/db/rows';
import { appointments, visitEvents } from '../../src/db/schema';
import { compareRelations } from '../../src/db/table-checksums';
import { pgliteSide, postgresSide, relationsOf } from '../../src/db/table-copy';
import { installJobQueue } from '../../src/modules/messaging/job-queue';
import { seedDemoTenants } from '../../src/seed/seed';
import { createTenant } from '../helpers/factories';
import { patientCalls } from '../helpers/patient-calls';
import { createCustomerSession } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
const pgServer = inject('pgTemplate');
const work = mkdtempSync(join(tmpdir(), 'clinic-move-'));
const quietly = () => {};
const quietLog = { debug: quietly, info: quietly, warn: quietly, error: quietly };
/** The messaging module's queue installed on each side, as the db:move command does. */
const installJobs = (database: Pick<Database, 'jobs'>) => installJobQueue(database, quietLog);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder that looks like an embedded database to the checks made before one is opened. */
function fakeDataDir(): string {
  const dir = join(work, `fake-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
  return dir;
}

describe('db:move refuses', () => {
  it('an address that is not PostgreSQL, or names no database, before touching anything', async () => {
    const dataDir = fakeDataDir();
    for (const [url, reason] of [
      ['not an address', /not a PostgreSQL address: give postgres:\/\/USER/],
      ['mysql://root@127.0.0.1/clinic', /mysql:\/\/ is not a PostgreSQL address/],
      ['postgres://me:secret@127.0.0.1:5432', /postgres:\/\/me:\*\*\*@127\.0\.0\.1:5432 names no database/],
    ] as const) {
      const refusal = moveToPostgres(dataDir, url, quietly, installJobs);
      await expect(refusal).rejects.toThrow(MoveRefused);
      await expect(refusal).rejects.toThrow(reason);
    }
  });

  it('a folder that holds no embedded database', async () => {
    const empty = join(work, 'empty');
    mkdirSync(empty);
    await expect(moveToPostgres(empty, 'postgres://127.0.0.1/clinic', quietly, installJobs)).rejects.toThrow(
      /holds no embedded database/,
    );
  });

  it('while a server holds the folder, and says why', async () => {
    const dataDir = fakeDataDir();
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dataDir, 'clinic.lock'), JSON.stringify({ pid: server.pid, role: 'a server' }));
      const refusal = moveToPostgres(dataDir, 'postgres://127.0.0.1/clinic', quietly, installJobs);
      await expect(refusal).rejects.toThrow(DataDirInUse);
      await expect(refusal).rejects.toThrow(/in use by a server .*Stop that process first/);
    } finally {
      server.kill();
    }
  });

  it('a server it cannot reach, its password hidden, and lets go of the folder', async () => {
    const dataDir = fakeDataDir();
    const refusal = moveToPostgres(dataDir, 'postgres://me:secret@127.0.0.1:9/clinic', quietly, installJobs);
    await expect(refusal).rejects.toThrow(/cannot connect to postgres:\/\/me:\*\*\*@127\.0\.0\.1:9\/clinic/);
    await expect(refusal).rejects.not.toThrow(/secret/);
    expect(() => readFileSync(join(dataDir, 'clinic.lock'))).toThrow(/ENOENT/);
  });
});

describe.skipIf(!pgServer)('db:move from the embedded database to PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: pgServer?.serverUrl });
  const name = `clinic_move_${randomBytes(6).toString('hex')}`;
  const dataDir = join(work, 'data');
  let targetUrl: string;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(pgServer!.serverUrl);
    url.pathname = `/${name}`;
    targetUrl = url.toString();
    // A clinic's folder as a server leaves it: migrated, the demo clinics with a living week of visits, and a
    // patient's booking (its messages queued in the job queue).
    const database = await openPglite({ dataDir });
    await database.migrate();
    await installJobQueue(database, quietLog);
    await seedDemoTenants(database.db, { demo: true, now: NOW });
    const tenant = await createTenant(database.db);
    const patient = await createCustomerSession(database.db, tenant, NOW);
    const app = await buildTestApp(database, { now: () => NOW });
    await app.ready();
    const booked = await patientCalls(app, tenant).book(patient, { date: '2026-06-02', start_time: '10:00' });
    expect(booked.statusCode, booked.body).toBe(200);
    await app.close();
    await database.close();
  }, 600_000);

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('copies every table: the same rows, sequences and queued jobs on both sides', async () => {
    const said: string[] = [];
    const moved = await moveToPostgres(dataDir, targetUrl, (line) => said.push(line), installJobs);
    expect(said).toContain('comparing every table on both sides');
    expect(moved.tables).toBeGreaterThan(30);

    // Read back apart from the move's own check: the visits and their events, row for row, and the queued jobs.
    const source = await openPglite({ dataDir });
    const target = openPostgres(targetUrl, 2);
    try {
      const visitsOf = (db: Database['db']) =>
        db.select().from(appointments).orderBy(asc(appointments.tenantId), asc(appointments.id));
      const eventsOf = (db: Database['db']) =>
        db.select().from(visitEvents).orderBy(asc(visitEvents.tenantId), asc(visitEvents.id));
      const visits = await visitsOf(source.db);
      expect(visits.length).toBeGreaterThan(20);
      expect(await visitsOf(target.db)).toEqual(visits);
      expect(await eventsOf(target.db)).toEqual(await eventsOf(source.db));
      const jobs = async (db: Database['db']) =>
        rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgboss.job`))[0]!.n;
      expect(await jobs(target.db)).toBeGreaterThan(0);
      expect(await jobs(target.db)).toBe(await jobs(source.db));
    } finally {
      await source.close();
      await target.close();
    }
  }, 600_000);

  it('its check finds one row that differs', async () => {
    const client = await pgliteIn(dataDir);
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      const relations = await relationsOf(pgliteSide(client));
      const compare = () => compareRelations(pgliteSide(client), postgresSide(target), relations);
      expect((await compare()).differences).toEqual([]);
      await target.query(
        `update tenants set name = name || '{"en": "Changed"}' where id = (select min(id) from tenants)`,
      );
      expect((await compare()).differences).toEqual([
        expect.stringMatching(/^"public"\."tenants": the same \d+ rows in number, but not the same rows$/),
      ]);
    } finally {
      await target.end();
      await client.close();
    }
  }, 300_000);

  it('runs the clinic: the server starts on it, and a new booking takes the next numbers', async () => {
    const target = openPostgres(targetUrl, 2);
    try {
      const app = await buildTestApp(target, { now: () => NOW });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const tenant = await createTenant(target.db);
      const patient = await createCustomerSession(target.db, tenant, NOW);
      const booked = await patientCalls(app, tenant).book(patient, { date: '2026-06-03', start_time: '11:00' });
      expect(booked.statusCode, booked.body).toBe(200);
      await app.close();
    } finally {
      await target.close();
    }
  }, 300_000);

  it('refuses to move into a database that is not empty', async () => {
    const refusal = moveToPostgres(dataDir, targetUrl, quietly, installJobs);
    await expect(refusal).rejects.toThrow(MoveRefused);
    await expect(refusal).rejects.toThrow(/has \d+ tables: the move writes only into an empty database/);
  });
});
