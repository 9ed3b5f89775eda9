/**
 * The earliest free time per branch (GET /api/availability/earliest's service) for a clinic with 10 branches,
 * 50 doctors and 20,000 visits in the next 30 days, on PostgreSQL, in-process: cold (nothing kept: the first
 * request after a change of the clinic) and warm (kept by the availability cache).   npm run bench:earliest
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DAY_NAMES } from '@clinic/contract/catalog/entities';
import type { Database } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { appointments } from '../apps/server/src/db/schema';
import { createTenantCache } from '../apps/server/src/lib/tenant-cache';
import { ZonedDay, addDays, minutesOf, wallOf } from '../apps/server/src/lib/zoned-time';
import type { DayData } from '../apps/server/src/modules/availability/availability.repository';
import { createEarliestRepository } from '../apps/server/src/modules/availability/earliest.repository';
import { createEarliestService } from '../apps/server/src/modules/availability/earliest.service';
import { createTenantsRepository } from '../apps/server/src/modules/tenants/tenants.repository';
import { importTenant } from '../apps/server/src/seed/import-tenant';
import { ZONE, benchDatabase } from './seed';
import { seeded } from '../apps/server/src/db/seeded-visits';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BRANCHES = 10;
const DOCTORS = 50;
const VISITS = 20_000;
const TREATMENT = 11;

/**
 * Ten branches open 08:00-18:00 every day, five doctors at each, 20,000 30-minute visits from today on:
 * `front` books every doctor's whole days from today (the first free time is 20 days ahead, so the search
 * reads most of the window), `spread` spreads them over the 30 days (13-14 a day per doctor).
 */
async function seed(database: Database, layout: 'front' | 'spread') {
  const key = `bench-${randomBytes(4).toString('hex')}`;
  const branchIds = Array.from({ length: BRANCHES }, (_, i) => 100 + i);
  await importTenant(database.db, {
    key,
    name: { en: `Bench ${key}` },
    time_zone: ZONE,
    template: { banner_headings: [], banner_descriptions: [] },
    branches: branchIds.map((id) => ({
      id,
      name: { en: `Branch ${id}` },
      schedule: DAY_NAMES.map((day) => ({ day, start: '08:00', end: '18:00' })),
    })),
    doctors: Array.from({ length: DOCTORS }, (_, i) => ({
      id: i + 1,
      name: { en: `Doctor ${i + 1}` },
      status: '1',
      working_hours: DAY_NAMES.map((day) => ({
        branch_id: branchIds[i % BRANCHES]!,
        day,
        start: '08:00',
        end: '18:00',
      })),
      blocks: [],
    })),
    treatments: [{ id: TREATMENT, name: { en: 'Cleaning' }, price: 100, duration_minutes: 30, branch_ids: branchIds }],
  });
  const tenant = (await createTenantsRepository(database.db).findByKey(key))!;
  const today = wallOf(ZONE, Date.now()).date;
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (let i = 0; i < VISITS; i++) {
    const doctor = i % DOCTORS;
    const k = Math.floor(i / DOCTORS); // 0..399: this doctor's k-th visit
    const [day, slot] = layout === 'front' ? [Math.floor(k / 20), k % 20] : [k % 30, Math.floor(k / 30)];
    const start = new ZonedDay(ZONE, addDays(today, day)).instantOf(minutesOf('08:00') + slot * 30)!;
    rows.push({
      tenantId: tenant.id,
      customerId: i + 1,
      branchId: branchIds[doctor % BRANCHES]!,
      treatmentId: TREATMENT,
      doctorId: doctor + 1,
      startsAt: new Date(start),
      endsAt: new Date(start + 30 * 60_000),
      priceMinor: 10000,
    });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await database.db.insert(appointments).values(seeded(rows.slice(i, i + 1000)));
  return { id: tenant.id, timeZone: ZONE, bookingWindowDays: 30 };
}

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

const { url, database, drop } = await benchDatabase();
const pool = new pg.Pool({ connectionString: url, max: 2 });
pool.on('error', () => {});
try {
  for (let i = 0; i < 100 && !database.changes.live; i++) await new Promise((r) => setTimeout(r, 50));
  const cache = createTenantCache<DayData>(database.changes, {
    kinds: ['appointments', 'catalog'],
    max: 2_000,
    ttlMs: 60_000,
  });
  let statements = 0;
  const db = drizzle(pool, { schema, logger: { logQuery: () => void statements++ } });
  const service = createEarliestService({ repo: createEarliestRepository(db), now: () => new Date(), cache });

  console.log(`\nEarliest free time per branch: ${BRANCHES} branches, ${DOCTORS} doctors, 20,000 visits in 30 days`);
  console.log(`  machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}; ${RUNS} runs each`);
  for (const layout of ['front', 'spread'] as const) {
    const tenant = await seed(database, layout);
    const ask = () => service.earliest(tenant, { treatmentId: TREATMENT });
    statements = 0;
    const t0 = performance.now();
    const answer = await ask();
    const first = performance.now() - t0;
    const firstStatements = statements;
    const cold: number[] = [];
    const warm: number[] = [];
    const coldCpu: number[] = [];
    const warmCpu: number[] = [];
    const cpuMs = (since: NodeJS.CpuUsage) => {
      const c = process.cpuUsage(since);
      return (c.user + c.system) / 1000;
    };
    for (let i = 0; i < RUNS; i++) {
      cache.forget(tenant.id);
      let cpu = process.cpuUsage();
      const c0 = performance.now();
      await ask();
      cold.push(performance.now() - c0);
      coldCpu.push(cpuMs(cpu));
      cpu = process.cpuUsage();
      const w0 = performance.now();
      await ask();
      warm.push(performance.now() - w0);
      warmCpu.push(cpuMs(cpu));
    }
    console.log(
      `  ${layout}: ${answer.length} branches answered, first at ${answer[0]?.date} ${answer[0]?.time} ` +
        `(${answer[0]?.doctorCount} doctors); ${firstStatements} SQL statements`,
    );
    console.log(`    first call of the process: ${first.toFixed(1)} ms`);
    console.log(
      `    cold: median ${median(cold).toFixed(1)} ms, p95 ${p95(cold).toFixed(1)} ms; ` +
        `this process's CPU median ${median(coldCpu).toFixed(1)} ms (PostgreSQL's own work not counted)`,
    );
    console.log(
      `    warm: median ${median(warm).toFixed(2)} ms, p95 ${p95(warm).toFixed(2)} ms; ` +
        `this process's CPU median ${median(warmCpu).toFixed(2)} ms`,
    );
  }
} finally {
  await pool.end();
  await drop();
}
