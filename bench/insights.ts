/**
 * Owners' insights over a year: `GET /api/staff/insights` for the last 365 days of a clinic with 30 doctors and
 * 100,000 visits (and the 365 days before, which the answer compares with), through the real app on PostgreSQL,
 * logged in as the owner. Server time is Fastify's own (`reply.elapsedTime`); the bar is 200 ms.
 *
 *   npm run bench:insights     env: BENCH_RUNS (20), BENCH_VISITS (100000), BENCH_DATABASE_URL
 */
import { cpus, loadavg } from 'node:os';
import { DAY_NAMES } from '@clinic/contract/catalog/entities';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { appointments, customers, payments } from '../apps/server/src/db/schema';
import { ZonedDay, addDays, wallOf } from '../apps/server/src/lib/zoned-time';
import { hashPassword } from '../apps/server/src/modules/staff/passwords';
import { createStaffRepository } from '../apps/server/src/modules/staff/staff.repository';
import { createTenantsRepository } from '../apps/server/src/modules/tenants/tenants.repository';
import { importTenant } from '../apps/server/src/seed/import-tenant';
import { BRANCH, TREATMENT, ZONE, benchDatabase } from './seed';
import { seeded } from '../apps/server/src/db/seeded-visits';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const VISITS = Number(process.env.BENCH_VISITS ?? 100_000);
const DOCTORS = 30;
const PATIENTS = 10_000;
const TARGET_MS = 200;
const PASSWORD = 'bench-password';

const { url, database, drop } = await benchDatabase();
try {
  const key = 'bench-insights';
  await importTenant(database.db, {
    key,
    name: { en: 'Bench insights' },
    time_zone: ZONE,
    template: { banner_headings: [], banner_descriptions: [] },
    branches: [
      { id: BRANCH, name: { en: 'Main' }, schedule: DAY_NAMES.map((day) => ({ day, start: '08:00', end: '18:00' })) },
    ],
    doctors: Array.from({ length: DOCTORS }, (_, i) => ({
      id: i + 1,
      name: { en: `Doctor ${i + 1}` },
      status: '1',
      working_hours: DAY_NAMES.map((day) => ({ branch_id: BRANCH, day, start: '08:00', end: '18:00' })),
      blocks: [],
    })),
    treatments: [{ id: TREATMENT, name: { en: 'Cleaning' }, price: 100, duration_minutes: 30, branch_ids: [BRANCH] }],
  });
  const tenant = (await createTenantsRepository(database.db).findByKey(key))!;
  await createStaffRepository(database.db).upsertAccount({
    tenantId: tenant.id,
    email: 'owner@bench.example',
    name: 'Owner',
    role: 'owner',
    doctorId: null,
    passwordHash: await hashPassword(PASSWORD),
  });

  const patientIds: number[] = [];
  for (let from = 0; from < PATIENTS; from += 1000) {
    const rows = await database.db
      .insert(customers)
      .values(
        Array.from({ length: 1000 }, (_, k) => ({
          tenantId: tenant.id,
          phone: `+97251${String(from + k).padStart(7, '0')}`,
          name: `Patient ${from + k}`,
        })),
      )
      .returning({ id: customers.id });
    patientIds.push(...rows.map((row) => row.id));
  }

  // Visits over the last 365 days: each day's are spread over the doctors an hour apart from 08:00; a patient's
  // visits fall on different days. A mix of states: cancelled, no-shows, completed; every fifth one paid.
  const today = wallOf(ZONE, Date.now()).date;
  const perDay = Math.ceil(VISITS / 365);
  const started = performance.now();
  for (let from = 0; from < VISITS; from += 2000) {
    const batch = Array.from({ length: Math.min(2000, VISITS - from) }, (_, k) => from + k);
    const rows = batch.map((i): typeof appointments.$inferInsert => {
      const day = Math.floor(i / perDay);
      const slot = i % perDay;
      const start = new ZonedDay(ZONE, addDays(today, day - 365)).instantOf(8 * 60 + Math.floor(slot / DOCTORS) * 60)!;
      return {
        tenantId: tenant.id,
        customerId: patientIds[(slot * 7 + day) % PATIENTS]!,
        branchId: BRANCH,
        treatmentId: TREATMENT,
        doctorId: (slot % DOCTORS) + 1,
        startsAt: new Date(start),
        endsAt: new Date(start + 30 * 60_000),
        priceMinor: 10_000,
        status: i % 20 === 0 ? 'cancelled' : 'active',
        cancelledAt: i % 20 === 0 ? new Date(start - 3_600_000) : null,
        attendance: i % 20 === 0 ? null : i % 33 === 0 ? 'no_show' : 'completed',
        createdAt: new Date(start - ((i % 14) + 1) * 86_400_000),
      };
    });
    const inserted = await database.db.insert(appointments).values(seeded(rows)).returning({ id: appointments.id });
    const paid = inserted.filter((_, k) => k % 5 === 0);
    await database.db.insert(payments).values(
      paid.map((row) => ({
        tenantId: tenant.id,
        appointmentId: row.id,
        provider: 'sandbox',
        status: 'paid' as const,
        amountMinor: 10_000,
        currency: 'ILS',
      })),
    );
  }
  await database.db.execute('analyze');
  console.log(`seeded ${VISITS} visits of ${DOCTORS} doctors in ${Math.round(performance.now() - started)} ms`);

  const app = await buildApp({ config: testConfig({ databaseUrl: url, logLevel: 'silent' }), database });
  const serverMs = new Map<string, number>();
  app.addHook('onResponse', async (request, reply) => {
    serverMs.set(request.id, reply.elapsedTime);
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { clinic: key, email: 'owner@bench.example', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  const query = `/api/staff/insights?from=${addDays(today, -364)}&to=${today}`;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const res = await app.inject({ method: 'GET', url: query, headers });
    if (res.statusCode !== 200) throw new Error(`insights: ${res.statusCode} ${res.body}`);
    await new Promise((resolve) => setImmediate(resolve));
    times.push(serverMs.get(res.headers['x-request-id'] as string) ?? Number.NaN);
  }
  const answer = (await app.inject({ method: 'GET', url: query, headers })).json() as { visits: number };
  await app.close();
  const sorted = times.filter(Number.isFinite).toSorted((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(1);
  console.log(
    `insights of a year (${answer.visits} visits counted), ${RUNS} runs: median ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
      `max ${sorted.at(-1)!.toFixed(1)} ms (bar ${TARGET_MS} ms); load ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
  );
} finally {
  // BENCH_KEEP=1 leaves the database for EXPLAIN.
  if (process.env.BENCH_KEEP) console.log(`kept ${url}`);
  else await drop();
}
