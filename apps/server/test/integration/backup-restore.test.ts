import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BackupRefused, type BackupTarget, backupDatabase, restoreDatabase } from '../../src/db/backup';
import { type Database, openPostgres } from '../../src/db/client';
import { openPglite } from '../../src/db/pglite';
import { DataDirInUse } from '../../src/db/data-dir-lock';
import { appointments, auditLog, payments } from '../../src/db/schema';
import { createTenant } from '../helpers/factories';
import { patientCalls } from '../helpers/patient-calls';
import { createCustomerSession } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
const pgServer = inject('pgTemplate');
const work = mkdtempSync(join(tmpdir(), 'clinic-backup-'));
const admin = pgServer ? new pg.Client({ connectionString: pgServer.serverUrl }) : undefined;
const madeDatabases: string[] = [];

/** A place for a database: a new folder, or a new PostgreSQL database (from the migrated template, or empty). */
async function newTarget(migrated: boolean): Promise<BackupTarget> {
  if (!pgServer) return { dataDir: join(work, `data-${randomBytes(4).toString('hex')}`) };
  const name = `clinic_b_${randomBytes(6).toString('hex')}`;
  await admin!.query(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${pgServer.template}` : ''}`);
  madeDatabases.push(name);
  const url = new URL(pgServer.serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir: '' };
}

async function open(target: BackupTarget): Promise<Database> {
  const database = target.databaseUrl
    ? openPostgres(target.databaseUrl)
    : await openPglite({ dataDir: target.dataDir });
  await database.migrate();
  return database;
}

let source: BackupTarget;
let visit: { tenantId: number; id: number };

beforeAll(async () => {
  await admin?.connect();
  source = await newTarget(true);
  if (!pgServer) {
    const template = inject('pgliteTemplate')!;
    await (await openPglite({ dataDir: source.dataDir, loadDataDir: new Blob([readFileSync(template)]) })).close();
  }
  const database = await open(source);
  const tenant = await createTenant(database.db);
  const patient = await createCustomerSession(database.db, tenant, NOW);
  const app = await buildTestApp(database, { now: () => NOW });
  const booked = await patientCalls(app, tenant).book(patient, { date: '2026-06-02', start_time: '10:00' });
  expect(booked.statusCode, booked.body).toBe(200);
  visit = { tenantId: tenant.id, id: (booked.json() as { data: { id: number } }).data.id };
  await app.close();
  // Its payment at the desk and the staff's audit entry, as the desk's actions leave them.
  await database.db.insert(payments).values({
    tenantId: tenant.id,
    appointmentId: visit.id,
    provider: 'desk',
    status: 'paid',
    amountMinor: 25_000,
  });
  await database.db.insert(auditLog).values({
    tenantId: tenant.id,
    staffId: 1,
    staffName: 'Reception',
    action: 'visit.arrived',
    targetType: 'appointment',
    targetId: visit.id,
    after: { attendance: 'arrived' },
  });
  await database.close();
}, 120_000);

afterAll(async () => {
  for (const name of madeDatabases) await admin!.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin?.end();
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${pgServer ? 'PostgreSQL' : 'embedded'})`, () => {
  it('brings the visit, its payment and its audit entries back in a new place that then starts', async () => {
    const file = join(work, 'backup.bin');
    // A file left world-readable at that name is replaced by one only its owner can read.
    writeFileSync(file, 'an older backup', { mode: 0o644 });
    await backupDatabase(source, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(work).filter((name) => name.includes('.partial'))).toEqual([]);
    const target = await newTarget(false);
    await restoreDatabase(target, file);
    // A restored folder is private to its user, as a server's own is.
    if (!pgServer) expect(execFileSync('find', [target.dataDir, '-perm', '/077'], { encoding: 'utf8' })).toBe('');

    const restored = await open(target);
    try {
      const app = await buildTestApp(restored, { now: () => NOW });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await app.close();
      const byVisit = and(eq(appointments.tenantId, visit.tenantId), eq(appointments.id, visit.id));
      const [row] = await restored.db.select().from(appointments).where(byVisit);
      expect(row).toMatchObject({ status: 'active', branchId: 38 });
      const paid = await restored.db.select().from(payments).where(eq(payments.appointmentId, visit.id));
      expect(paid.map((p) => [p.status, p.amountMinor])).toEqual([['paid', 25_000]]);
      const audit = await restored.db.select().from(auditLog).where(eq(auditLog.targetId, visit.id));
      expect(audit.map((a) => a.action)).toEqual(['visit.arrived']);
    } finally {
      await restored.close();
    }

    // Again into the same place: refused without --force, done with it.
    await expect(restoreDatabase(target, file)).rejects.toThrow(BackupRefused);
    await restoreDatabase(target, file, { force: true });
    const again = await open(target);
    expect(await again.db.select().from(payments).where(eq(payments.appointmentId, visit.id))).toHaveLength(1);
    await again.close();
  }, 120_000);

  it('refuses a backup of the wrong kind', async () => {
    const file = join(work, 'not-a-backup.bin');
    writeFileSync(file, 'hello');
    await expect(restoreDatabase(await newTarget(false), file)).rejects.toThrow(BackupRefused);
  });

  it.runIf(!pgServer)('refuses to copy an embedded database that a live server holds, and says why', async () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(source.dataDir, 'clinic.lock'), JSON.stringify({ pid: server.pid, role: 'a server' }));
      const refusal = backupDatabase(source, join(work, 'live.bin'));
      await expect(refusal).rejects.toThrow(DataDirInUse);
      await expect(refusal).rejects.toThrow(/in use by a server .*Stop that process first/);
    } finally {
      server.kill();
      rmSync(join(source.dataDir, 'clinic.lock'), { force: true });
    }
  });
});
