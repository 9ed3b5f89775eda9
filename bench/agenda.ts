/**
 * The staff agenda of a busy branch: `GET /api/staff/agenda` for a week (days=7) and for a day, 30 doctors and
 * 2,000 visits in the week (each visit its own patient), through the real app (`buildApp`, in-process, by
 * `app.inject`) logged in as a receptionist. Server time is Fastify's own (`reply.elapsedTime`, from the request's
 * arrival to the last byte of its compressed answer); the bar is 50 ms for the week.
 *
 *   npm run bench:agenda     env: BENCH_RUNS (200 per measure), BENCH_ONLY (pglite | postgres),
 *                                 BENCH_HISTORY_WEEKS (52: busy weeks of past visits before the measured one),
 *                                 BENCH_DATABASE_URL (the PostgreSQL server, as the other benchmarks)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { openPglite } from '../apps/server/src/db/pglite';
import { appointments, customers, timeBlocks } from '../apps/server/src/db/schema';
import { ZonedDay, addDays, minutesOf } from '../apps/server/src/lib/zoned-time';
import { hashPassword } from '../apps/server/src/modules/staff/passwords';
import { createStaffRepository } from '../apps/server/src/modules/staff/staff.repository';
import { createTenantsRepository } from '../apps/server/src/modules/tenants/tenants.repository';
import { BRANCH, TREATMENT, ZONE, benchDatabase, seedClinic } from './seed';
import { deskVisitsOf } from '@clinic/contract/staff/agenda-visits';
import type { TAgenda } from '@clinic/contract/staff/staff-agenda';
import { seeded } from '../apps/server/src/db/seeded-visits';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const ONLY = process.env.BENCH_ONLY;
const HISTORY_WEEKS = Number(process.env.BENCH_HISTORY_WEEKS ?? 52);
const DOCTORS = 30;
const WEEK_VISITS = 2000;
const TARGET_MS = 50;
const EMAIL = 'reception@bench.example';
const PASSWORD = 'bench-password';
// What a browser sends: the answer is compressed as it would be for the agenda page.
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * `count` 30-minute visits over the 7 days from `firstDate`, spread over the doctors and days (one doctor's never
 * overlap: round r of a day starts at 08:00 + r hours), each with its own new patient; a mix of the states the
 * agenda shows (booked, paid, awaiting payment, arrived, completed, no-show, cancelled) and expired holds it leaves
 * out. Answers how many the agenda should list.
 */
async function seedWeek(database: Database, tenantId: number, firstDate: string, count: number, serial: number) {
  const perRound = DOCTORS * 7;
  let listed = 0;
  for (let from = 0; from < count; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - from) }, (_, k) => from + k);
    const patients = await database.db
      .insert(customers)
      .values(
        batch.map((i) => ({
          tenantId,
          phone: `+9725${String(serial).padStart(3, '0')}${String(i).padStart(5, '0')}`,
          name: `Patient ${serial}-${i}`,
        })),
      )
      .returning({ id: customers.id });
    const rows = batch.map((i, k): typeof appointments.$inferInsert => {
      const doctor = i % DOCTORS;
      const day = Math.floor(i / DOCTORS) % 7;
      const round = Math.floor(i / perRound);
      const minutes = minutesOf('08:00') + round * 60 + (doctor % 2) * 30;
      if (minutes + 30 > minutesOf('18:00')) throw new Error('too many visits for the opening hours');
      const start = new ZonedDay(ZONE, addDays(firstDate, day)).instantOf(minutes)!;
      const kind = i % 20;
      if (kind !== 19) listed++;
      return {
        tenantId,
        customerId: patients[k]!.id,
        branchId: BRANCH,
        treatmentId: TREATMENT,
        doctorId: doctor + 1,
        startsAt: new Date(start),
        endsAt: new Date(start + 30 * 60_000),
        priceMinor: 10000,
        ...(kind === 1 || kind === 2 ? { paidStatus: 1 } : {}),
        ...(kind === 3 ? { holdExpiresAt: new Date(start) } : {}),
        ...(kind === 4 ? { attendance: 'arrived' } : {}),
        ...(kind === 5 ? { attendance: 'completed', paidStatus: 1 } : {}),
        ...(kind === 6 ? { attendance: 'no_show' } : {}),
        ...(kind === 7 || kind === 8
          ? { status: 'cancelled', cancelledAt: new Date(start), cancelReason: 'bench' }
          : {}),
        ...(kind === 19 ? { status: 'expired' } : {}),
      };
    });
    await database.db.insert(appointments).values(seeded(rows));
  }
  return listed;
}

/** Blocked time in the week: half an hour of a third of the doctors each day (the half hour each has free at 17:00). */
async function seedBlocks(database: Database, tenantId: number, firstDate: string, createdBy: number) {
  const rows: (typeof timeBlocks.$inferInsert)[] = [];
  for (let day = 0; day < 7; day++) {
    const date = new ZonedDay(ZONE, addDays(firstDate, day));
    for (let doctor = day % 3; doctor < DOCTORS; doctor += 3) {
      // 17:00 + (1 - doctor % 2) * 30: the half hour of the 17:00 round this doctor has free.
      const minutes = minutesOf('17:00') + (1 - (doctor % 2)) * 30;
      rows.push({
        tenantId,
        branchId: BRANCH,
        doctorId: doctor + 1,
        startsAt: new Date(date.instantOf(minutes)!),
        endsAt: new Date(date.instantOf(minutes + 30)!),
        reason: 'Lunch',
        createdBy,
      });
    }
  }
  await database.db.insert(timeBlocks).values(rows);
  return rows.length;
}

/** BENCH_CPU_PROF=<dir>: a V8 CPU profile of the measured requests only (no seeding), for Chrome DevTools. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `agenda-${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(label: string, makeDatabase: () => Promise<{ database: Database; drop: () => Promise<void> }>) {
  const { database, drop } = await makeDatabase();
  let app: FastifyInstance | undefined;
  try {
    const seedStarted = performance.now();
    const clinic = await seedClinic(database, { doctors: DOCTORS, appointments: 0 });
    const tenant = (await createTenantsRepository(database.db).findById(clinic.id))!;
    await createStaffRepository(database.db).upsertAccount({
      tenantId: clinic.id,
      email: EMAIL,
      name: 'Reception',
      role: 'reception',
      passwordHash: await hashPassword(PASSWORD),
    });
    // The measured week starts tomorrow; before it, HISTORY_WEEKS weeks as busy (the index must not read them).
    const week = addDays(clinic.today, 1);
    for (let w = 1; w <= HISTORY_WEEKS; w++) {
      await seedWeek(database, clinic.id, addDays(week, -7 * w), WEEK_VISITS, w);
      await seedBlocks(database, clinic.id, addDays(week, -7 * w), 1);
    }
    const listed = await seedWeek(database, clinic.id, week, WEEK_VISITS, 0);
    const blocks = await seedBlocks(database, clinic.id, week, 1);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    app = await buildApp({
      config: testConfig({ logLevel: 'fatal', seedDemo: false, webDist: undefined }),
      database,
    });
    // Fastify's own server time of each answer, by request id (the bench sends one per request).
    const serverMs = new Map<string, number>();
    app.addHook('onResponse', async (request, reply) => {
      serverMs.set(request.id, reply.elapsedTime);
    });
    await app.ready();

    const login = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { clinic: tenant.key, email: EMAIL, password: PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`staff login: ${login.statusCode} ${login.body}`);
    const headers = {
      authorization: `Bearer ${(login.json() as { token: string }).token}`,
      'accept-encoding': ACCEPT_ENCODING,
      'accept-language': 'en',
    };
    let requests = 0;
    const agendaOf = async (date: string, days: number) => {
      const id = `agenda-${++requests}`;
      const res = await app!.inject({
        method: 'GET',
        url: `/api/staff/agenda?date=${date}&branch=${BRANCH}&days=${days}`,
        headers: { ...headers, 'x-request-id': id },
      });
      if (res.statusCode !== 200) throw new Error(`agenda: ${res.statusCode} ${res.body}`);
      // onResponse runs when the answer is finished, which may be just after inject resolves.
      if (!serverMs.has(id)) await new Promise((resolve) => setImmediate(resolve));
      const ms = serverMs.get(id);
      serverMs.delete(id);
      if (ms === undefined) throw new Error(`no server time for ${id}`);
      return { res, ms };
    };

    // Sanity: the week's answer has every visit and block, each doctor's column, and is compressed.
    const check = await app.inject({
      method: 'GET',
      url: `/api/staff/agenda?date=${week}&branch=${BRANCH}&days=7`,
      headers: { authorization: headers.authorization },
    });
    const answer = check.json() as TAgenda;
    const visits = deskVisitsOf(answer);
    if (visits.length !== listed || answer.blocks.length !== blocks || answer.doctors.length !== DOCTORS) {
      throw new Error(
        `the week's answer has ${visits.length}/${listed} visits, ${answer.blocks.length}/${blocks} blocks, ${answer.doctors.length} doctors`,
      );
    }
    if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, check.rawPayload);
    const { res: compressed } = await agendaOf(week, 7);

    const run = async (days: number) => {
      const dates = days === 7 ? [week] : Array.from({ length: 7 }, (_, i) => addDays(week, i));
      for (let i = 0; i < 20; i++) await agendaOf(dates[i % dates.length]!, days); // warm-up: JIT, plans
      const server: number[] = [];
      const wall: number[] = [];
      const c0 = process.cpuUsage();
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const { ms } = await agendaOf(dates[i % dates.length]!, days);
        wall.push(performance.now() - t0);
        server.push(ms);
      }
      const c = process.cpuUsage(c0);
      server.sort((a, b) => a - b);
      wall.sort((a, b) => a - b);
      return { server, wall, cpu: (c.user + c.system) / 1000 / RUNS };
    };
    const weekTimes = await profiled(`${label}-week`, () => run(7));
    const dayTimes = await profiled(`${label}-day`, () => run(1));

    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const line = (name: string, t: Awaited<ReturnType<typeof run>>) =>
      `  ${name.padEnd(20)} server p50 ${ms(percentile(t.server, 50)).padStart(8)}   p95 ${ms(percentile(t.server, 95)).padStart(8)}   p99 ${ms(percentile(t.server, 99)).padStart(8)}   max ${ms(t.server.at(-1)!).padStart(8)}   inject p50 ${ms(percentile(t.wall, 50)).padStart(8)}   this process's CPU ${ms(t.cpu)}/req`;
    console.log(`\n${label}: staff agenda, 1 branch, ${DOCTORS} doctors, ${RUNS} sequential requests per measure`);
    console.log(`  machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}, Node ${process.version}`);
    console.log(
      `  the week: ${listed} visits listed (of ${WEEK_VISITS}; the expired holds are left out), ${blocks} blocks; ` +
        `${HISTORY_WEEKS} weeks of ${WEEK_VISITS} past visits before it; seeded in ${seedSeconds.toFixed(0)} s`,
    );
    console.log(
      `  the week's answer: ${(check.rawPayload.length / 1024).toFixed(0)} KB of JSON, ` +
        `${(compressed.rawPayload.length / 1024).toFixed(0)} KB ${compressed.headers['content-encoding'] ?? 'uncompressed'}`,
    );
    console.log(line('week (days=7)', weekTimes));
    console.log(line('day (days=1)', dayTimes));
    const p95 = percentile(weekTimes.server, 95);
    console.log(
      `  target: the week in ≤ ${TARGET_MS} ms of server time: ${p95 <= TARGET_MS ? 'met' : 'NOT met'} (p95 ${ms(p95)})`,
    );
  } finally {
    await app?.close();
    await drop();
  }
}

if (ONLY !== 'postgres') {
  await measure('PGlite (embedded, DATA_DIR)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clinic-bench-agenda-'));
    const database = await openPglite({ dataDir });
    await database.migrate();
    return {
      database,
      drop: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
}
if (ONLY !== 'pglite') {
  await measure('PostgreSQL', async () => {
    const { database, drop } = await benchDatabase();
    return { database, drop };
  });
}
