import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DAY_NAMES } from '@clinic/contract/catalog/entities';
import { type Database, openPostgres } from '../apps/server/src/db/client';
import { appointments, customers } from '../apps/server/src/db/schema';
import { createSessionsRepository } from '../apps/server/src/modules/identity/sessions.repository';
import { hashToken } from '../apps/server/src/lib/token-hash';
import { ZonedDay, addDays, minutesOf, wallOf } from '../apps/server/src/lib/zoned-time';
import { createTenantsRepository } from '../apps/server/src/modules/tenants/tenants.repository';
import { importTenant } from '../apps/server/src/seed/import-tenant';
import { seeded } from '../apps/server/src/db/seeded-visits';

export const ZONE = 'Asia/Jerusalem';
export const BRANCH = 38;
export const TREATMENT = 11;

/** A throwaway, migrated PostgreSQL database for one benchmark run; dropped by `drop()`. */
export async function benchDatabase(): Promise<{ url: string; database: Database; drop: () => Promise<void> }> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `clinic_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  return {
    url: url.toString(),
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * One branch open 08:00-18:00 every day, `doctors` doctors working all its hours, and `count` 30-minute
 * appointments spread over the next 30 days (never overlapping for one doctor).
 */
export async function seedClinic(database: Database, opts: { doctors: number; appointments: number }) {
  const key = `bench-${randomBytes(4).toString('hex')}`;
  await importTenant(database.db, {
    key,
    name: { en: `Bench ${key}` },
    time_zone: ZONE,
    template: { banner_headings: [], banner_descriptions: [] },
    branches: [
      {
        id: BRANCH,
        name: { en: 'Main' },
        schedule: DAY_NAMES.map((day) => ({ day, start: '08:00', end: '18:00' })),
      },
    ],
    doctors: Array.from({ length: opts.doctors }, (_, i) => ({
      id: i + 1,
      name: { en: `Doctor ${i + 1}` },
      status: '1',
      working_hours: DAY_NAMES.map((day) => ({ branch_id: BRANCH, day, start: '08:00', end: '18:00' })),
      blocks: [],
    })),
    treatments: [{ id: TREATMENT, name: { en: 'Cleaning' }, price: 100, duration_minutes: 30, branch_ids: [BRANCH] }],
  });
  const tenant = (await createTenantsRepository(database.db).findByKey(key))!;

  const today = wallOf(ZONE, Date.now()).date;
  const perDayPerDoctor = opts.doctors * 30;
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (let i = 0; i < opts.appointments; i++) {
    const doctor = i % opts.doctors;
    const day = Math.floor(i / opts.doctors) % 30;
    const round = Math.floor(i / perDayPerDoctor); // 0.. : 90 minutes apart
    const minutes = minutesOf('08:00') + round * 90 + (doctor % 3) * 10;
    if (minutes + 30 > minutesOf('18:00')) throw new Error('too many appointments for the opening hours');
    const start = new ZonedDay(ZONE, addDays(today, day + 1)).instantOf(minutes)!;
    rows.push({
      tenantId: tenant.id,
      customerId: i + 1, // one visit per patient: a patient's visits never overlap
      branchId: BRANCH,
      treatmentId: TREATMENT,
      doctorId: doctor + 1,
      startsAt: new Date(start),
      endsAt: new Date(start + 30 * 60_000),
      priceMinor: 10000,
    });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await database.db.insert(appointments).values(seeded(rows.slice(i, i + 1000)));
  return { id: tenant.id, token: tenant.activeToken, today, timeZone: ZONE };
}

/** `count` customers with live sessions; answers their bearer tokens. */
export async function seedSessions(database: Database, tenantId: number, count: number) {
  const sessions = createSessionsRepository(database.db);
  const tokens: { customerId: number; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await database.db
      .insert(customers)
      .values({ tenantId, phone: `+97250${String(i).padStart(7, '0')}` })
      .returning({ id: customers.id });
    const token = randomBytes(32).toString('base64url');
    await sessions.create({
      tenantId,
      customerId: row!.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 24 * 3_600_000),
    });
    tokens.push({ customerId: row!.id, token });
  }
  return tokens;
}
