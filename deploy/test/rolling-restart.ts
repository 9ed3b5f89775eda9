/**
 * Two production-mode server processes on this machine's PostgreSQL and Redis behind nginx on 127.0.0.1 (the files
 * in deploy/nginx): patients book through the proxy while each process in turn gets SIGTERM and starts again (a
 * rolling restart). Passes when no request failed, no time was booked twice, and an agenda stream held through the
 * proxy received the changes. Run by .ci/run after `npm run build -w @clinic/server`:
 *   npx tsx deploy/test/rolling-restart.ts      env: BENCH_DATABASE_URL, REDIS_URL
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import getPort from 'get-port';
import { addDays, wallOf } from '../../apps/server/src/lib/zoned-time';
import { startFakeCloudApi } from '../../apps/server/test/helpers/fake-cloud-api';
import { PRODUCTION_ENV } from '../../apps/server/test/helpers/production-env';
import { createCustomerSession, type TestCustomer } from '../../apps/server/test/helpers/sessions';
import { STAFF_PASSWORD, addStaff } from '../../apps/server/test/helpers/staff';
import { BRANCH, TREATMENT, ZONE, benchDatabase, seedClinic } from '../../bench/seed';
import { type AppProcess, holdAgendaStream, startApp, startNginx, stopApp } from './proxy-world';

const DOCTORS = 3;
/** Patients trying each time: one more than there are doctors, so the last is refused (409) and none booked twice. */
const TRIES_PER_TIME = DOCTORS + 1;
const DAYS = 14;
const WORKERS = 4;
const PAUSE_MS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const problems: string[] = [];

const bench = await benchDatabase();
const api = await startFakeCloudApi({});
const work = mkdtempSync(join(tmpdir(), 'clinic-proxy-'));
const apps: AppProcess[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let stream: ReturnType<typeof holdAgendaStream> | undefined;
try {
  const clinic = await seedClinic(bench.database, { doctors: DOCTORS, appointments: 0 });
  const tenant = { id: clinic.id, token: clinic.token };
  const [{ key: clinicKey } = { key: '' }] = rowsOf<{ key: string }>(
    await bench.database.db.execute(sql`select key from tenants where id = ${clinic.id}`),
  );
  await addStaff(bench.database.db, tenant, { email: 'desk@proxy.example', role: 'reception' });

  // Every half hour of the clinic's day (08:00-18:00, every day) from the day after tomorrow on, each tried by
  // TRIES_PER_TIME patients; a patient never tries two of the same time.
  const today = wallOf(ZONE, Date.now()).date;
  const times: { date: string; time: string }[] = [];
  for (let d = 2; d < 2 + DAYS; d++) {
    for (let m = 8 * 60; m < 18 * 60; m += 30) {
      times.push({ date: addDays(today, d), time: `${String((m / 60) | 0).padStart(2, '0')}:${m % 60 ? '30' : '00'}` });
    }
  }
  const patients: TestCustomer[] = [];
  for (let i = 0; i < TRIES_PER_TIME * 12; i++) patients.push(await createCustomerSession(bench.database.db, tenant));
  const attempts = times.flatMap((slot, i) =>
    Array.from({ length: TRIES_PER_TIME }, (_, k) => ({
      ...slot,
      patient: patients[(i * TRIES_PER_TIME + k) % patients.length]!,
    })),
  );

  const [proxyPort, ...appPorts] = await Promise.all([0, 1, 2].map(() => getPort({ host: '127.0.0.1' })));
  const env = {
    ...PRODUCTION_ENV,
    DATABASE_URL: bench.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    RATE_LIMIT_PREFIX: `clinic:proxy-test:${process.pid}:`,
    WHATSAPP_CLOUD_URL: api.url,
    PAYMENT_SANDBOX: 'false',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    WEB_DIST: join(work, 'no-site'),
    LOG_LEVEL: 'warn',
    MAX_UPCOMING_PER_PATIENT: '1000',
  };
  // The first applies the migrations (already done here) and installs the job queue; the second then starts.
  for (const port of appPorts) apps.push(await startApp(port!, env));
  nginx = await startNginx(join(work, 'nginx'), proxyPort!, appPorts as number[]);
  const proxy = `http://127.0.0.1:${proxyPort}`;

  const login = await fetch(`${proxy}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clinic: clinicKey, email: 'desk@proxy.example', password: STAFF_PASSWORD }),
  });
  if (!login.ok) throw new Error(`staff login through the proxy: ${login.status} ${await login.text()}`);
  const staffToken = ((await login.json()) as { token: string }).token;
  stream = holdAgendaStream(`${proxy}/api/staff/agenda/events`, staffToken);

  const answers = new Map<number | string, number>();
  let booked = 0;
  const book = async (attempt: (typeof attempts)[number]) => {
    try {
      const res = await fetch(`${proxy}/api/bull36/create_appointment`, {
        method: 'POST',
        headers: { ...attempt.patient.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          branch: BRANCH,
          appointments_type_id: TREATMENT,
          date: attempt.date,
          start_time: attempt.time,
          end_time: attempt.time,
          cust_id: attempt.patient.customerId,
        }),
      });
      answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
      if (res.status === 200) booked += 1;
      else if (res.status !== 409)
        problems.push(`booking ${attempt.date} ${attempt.time}: ${res.status} ${await res.text()}`);
    } catch (error) {
      answers.set('network', (answers.get('network') ?? 0) + 1);
      problems.push(`booking ${attempt.date} ${attempt.time}: ${(error as Error).message}`);
    }
  };

  // The load: WORKERS patients' browsers at a steady pace, until the restarts are over (and a little after).
  let restarting = true;
  let next = 0;
  const load = Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < attempts.length) {
        await book(attempts[next++]!);
        await sleep(PAUSE_MS);
        if (!restarting && next % 40 === 0) break;
      }
    }),
  );

  // The rolling restart: each process in turn stops (SIGTERM) and starts again on its port.
  const started = Date.now();
  await sleep(1500);
  for (let i = 0; i < apps.length; i++) {
    const before = booked;
    const stopping = Date.now();
    const code = await stopApp(apps[i]!);
    const stopped = Date.now();
    if (code !== 0) problems.push(`process on ${apps[i]!.port} exited with ${code} after SIGTERM`);
    apps[i] = await startApp(apps[i]!.port, env);
    console.log(
      `restarted the process on ${apps[i]!.port}: stopped in ${stopped - stopping} ms, ready ` +
        `${Date.now() - stopped} ms later; ${booked - before} visits booked meanwhile`,
    );
    await sleep(1000);
  }
  restarting = false;
  await load;
  if (next >= attempts.length) problems.push('the load ran out of times before the restarts were over');
  console.log(
    `rolling restart took ${((Date.now() - started) / 1000).toFixed(1)} s; answers: ${[...answers].map(([s, n]) => `${s}: ${n}`).join(', ')}`,
  );

  // No double booking: each doctor's half hour at most once, and the booked visits are those answered 200.
  const [counts] = rowsOf<{ visits: number; distinct_times: number; max_per_time: number }>(
    await bench.database.db.execute(sql`
      select count(*)::int as visits,
             count(distinct (doctor_id, starts_at))::int as distinct_times,
             coalesce(max(per_time), 0)::int as max_per_time
        from appointments a,
             lateral (select count(*) as per_time from appointments b
                       where b.tenant_id = a.tenant_id and b.starts_at = a.starts_at and b.status = 'active') p
       where a.tenant_id = ${clinic.id} and a.status = 'active'`),
  );
  if (!counts || counts.visits !== booked) problems.push(`${counts?.visits} visits stored, ${booked} answered booked`);
  if (counts && counts.distinct_times !== counts.visits) problems.push('a doctor was booked twice at one time');
  if (counts && counts.max_per_time > DOCTORS)
    problems.push(`${counts.max_per_time} visits at one time, ${DOCTORS} doctors`);

  // The agenda stream received changes during the load, and still receives them after both restarts.
  const heard = stream.changes.length;
  const last = { ...attempts[attempts.length - 1]!, patient: await createCustomerSession(bench.database.db, tenant) };
  const sent = Date.now();
  await book(last);
  while (stream.changes.length === heard && Date.now() - sent < 5_000) await sleep(50);
  console.log(`agenda stream: ${stream.connections()} connections, ${stream.changes.length} changes heard`);
  if (heard === 0) problems.push('the agenda stream heard no change during the load');
  if (stream.changes.length === heard) problems.push('the agenda stream heard no change after the rolling restart');
} catch (error) {
  problems.push((error as Error).stack ?? String(error));
} finally {
  stream?.stop();
  for (const app of apps) await stopApp(app);
  nginx?.kill('SIGQUIT');
  await api.close();
  await bench.drop();
  if (problems.length === 0) rmSync(work, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`FAILED:\n${problems.slice(0, 20).join('\n')}\nnginx's logs: ${work}/nginx/logs`);
  for (const app of apps) console.error(`--- log of the process on ${app.port}:\n${app.log.join('').slice(-3000)}`);
  process.exit(1);
}
console.log('rolling restart behind nginx: no request failed, no time booked twice, the agenda stream kept hearing');
