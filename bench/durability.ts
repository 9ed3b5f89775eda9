/**
 * Durability under load: patients book through real server processes while one is SIGKILLed and restarted;
 * afterwards every booking that was answered 200 must exist (active, once), and no doctor may be double booked.
 * Then SIGTERM drain: every request a server had accepted gets a complete answer, the process exits 0 and
 * leaves no database connection behind (PostgreSQL) / a data dir that reopens (PGlite).
 *   npm run bench:durability
 *   env: DURATION (60 s per load run), PATIENTS (500, PostgreSQL), PGLITE_PATIENTS (50), BENCH_DATABASE_URL,
 *        ONLY (postgres | pglite: one variant)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import getPort from 'get-port';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client';
import { openPglite } from '../apps/server/src/db/pglite';
import { ZonedDay, addDays, minutesOf } from '../apps/server/src/lib/zoned-time';
import { BRANCH, TREATMENT, ZONE, benchDatabase, seedClinic, seedSessions } from './seed';

const DURATION_S = Number(process.env.DURATION ?? 60);
const PG_PATIENTS = Number(process.env.PATIENTS ?? 500);
const PGLITE_PATIENTS = Number(process.env.PGLITE_PATIENTS ?? 50);
const DRAIN_REQUESTS = 200;
const DRAIN_LATE = 50;
/** Hard bounds on top of the time limit. */
const MAX_ATTEMPTS = 2_000_000;
const REQUEST_TIMEOUT_MS = 30_000;
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
/** Connection errors this long after the restarted process answers still count as the kill's. */
const KILL_GRACE_MS = 2_000;

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const violations: string[] = [];
const fail = (what: string) => {
  violations.push(what);
  console.log(`  VIOLATION: ${what}`);
};

// ---------------------------------------------------------------------------------------------------------
// Server processes (node --import tsx, one process each, own process group so nothing is left behind)

const children = new Set<ChildProcess>();
function killAllChildren() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.on('exit', killAllChildren);
let aborted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    aborted = true;
    killAllChildren();
    console.log(`\n${signal}: servers killed; cleaning up`);
  });
}

type Server = {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  tail: () => string;
};

async function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  onLine?: (line: string) => void,
): Promise<Server> {
  if (aborted) throw new Error('aborted');
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  delete childEnv.DATA_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...childEnv,
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let tail = '';
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-4000);
    if (!onLine) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    lines.forEach(onLine);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const server = { name, port, child, exited, tail: () => tail };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !aborted) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited early:\n${tail}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} not ready after ${READY_TIMEOUT_MS / 1000} s:\n${tail}`);
}

/** SIGTERM (null: already signalled) and wait; SIGKILL the group if it has not exited in time. */
async function stopServer(server: Server, signal: NodeJS.Signals | null = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    return { ...(await server.exited), forced: false };
  const started = Date.now();
  if (signal) server.child.kill(signal);
  const timedOut = await Promise.race([server.exited.then(() => false), sleep(STOP_TIMEOUT_MS).then(() => true)]);
  if (timedOut) {
    try {
      process.kill(-server.child.pid!, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  return { ...(await server.exited), forced: timedOut, ms: Date.now() - started };
}

// ---------------------------------------------------------------------------------------------------------
// Patients

type Clinic = { id: number; token: string; today: string };
type Patient = { customerId: number; token: string };
type Booked = { id: number; customerId: number; date: string; time: string; at: number };

type Tally = {
  attempts: number;
  availabilityOk: number;
  availabilityOther: Record<string, number>;
  noFreeTime: number;
  creates: number;
  createConnErrors: number;
  createStatus: Record<string, number>;
  connErrorsInKillWindow: number;
  connErrorsOutside: number;
  booked: Booked[];
};

async function runPatients(opts: {
  clinic: Clinic;
  patients: Patient[];
  ports: number[];
  workers: number;
  durationMs: number;
  /** Runs at the midpoint; answers the kill window [start, end]. */
  midpoint: () => Promise<{ start: number; end: number }>;
}): Promise<Tally & { killWindowMs: number; seconds: number; bookedAfterRestart: number }> {
  const { clinic, patients, ports } = opts;
  const tally: Tally = {
    attempts: 0,
    availabilityOk: 0,
    availabilityOther: {},
    noFreeTime: 0,
    creates: 0,
    createConnErrors: 0,
    createStatus: {},
    connErrorsInKillWindow: 0,
    connErrorsOutside: 0,
    booked: [],
  };
  const dates = Array.from({ length: 30 }, (_, i) => addDays(clinic.today, i + 1));
  // The run lasts durationMs, and at least a quarter of it after the restarted process is ready.
  let endAt = Date.now() + opts.durationMs;
  let restarted = false;
  const errorTimes: number[] = [];
  const connError = () => errorTimes.push(Date.now());
  const run = Math.random().toString(36).slice(2, 8);

  const patient = async (w: number) => {
    const me = patients[w % patients.length]!;
    const headers = { 'x-tenant-token': clinic.token };
    for (let turn = w; (Date.now() < endAt || !restarted) && tally.attempts < MAX_ATTEMPTS && !aborted; turn++) {
      tally.attempts++;
      const base = `http://127.0.0.1:${ports[turn % ports.length]}`;
      const date = dates[Math.floor(Math.random() * dates.length)]!;
      let free: string[];
      try {
        const res = await fetch(
          `${base}/api/bull36/get_available_time?data_time=5&branch=${BRANCH}&appointment_type=${TREATMENT}&date=${date}`,
          { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
        );
        if (res.status !== 200) {
          tally.availabilityOther[res.status] = (tally.availabilityOther[res.status] ?? 0) + 1;
          await res.arrayBuffer();
          continue;
        }
        const body = (await res.json()) as { time_slots: { time: string; available: boolean }[] };
        tally.availabilityOk++;
        free = body.time_slots.filter((s) => s.available).map((s) => s.time);
      } catch {
        connError();
        await sleep(100);
        continue;
      }
      if (!free.length) {
        tally.noFreeTime++;
        continue;
      }
      const time = free[Math.floor(Math.random() * free.length)]!;
      tally.creates++;
      try {
        const res = await fetch(`${base}/api/bull36/create_appointment`, {
          method: 'POST',
          headers: {
            ...headers,
            authorization: `Bearer ${me.token}`,
            'content-type': 'application/json',
            'idempotency-key': `durability-${run}-${w}-${turn}`,
          },
          body: JSON.stringify({
            branch: BRANCH,
            date,
            start_time: time,
            end_time: '00:00',
            appointments_type_id: TREATMENT,
            cust_id: me.customerId,
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        tally.createStatus[res.status] = (tally.createStatus[res.status] ?? 0) + 1;
        if (res.status === 200) {
          const body = (await res.json()) as { data: { insert_id: number | string } };
          tally.booked.push({ id: Number(body.data.insert_id), customerId: me.customerId, date, time, at: Date.now() });
        } else {
          await res.arrayBuffer();
        }
      } catch {
        tally.createConnErrors++;
        connError();
        await sleep(100);
      }
    }
  };

  const killer = (async () => {
    await sleep(opts.durationMs / 2);
    try {
      if (aborted) return { start: 0, end: 0 };
      const window = await opts.midpoint();
      endAt = Math.max(endAt, window.end + opts.durationMs / 4);
      return window;
    } finally {
      restarted = true; // the restart is bounded by READY_TIMEOUT_MS
    }
  })();
  const startedAt = Date.now();
  const [, window] = await Promise.all([
    Promise.all(Array.from({ length: opts.workers }, (_, w) => patient(w))),
    killer,
  ]);
  for (const t of errorTimes) {
    if (t >= window.start && t <= window.end + KILL_GRACE_MS) tally.connErrorsInKillWindow++;
    else tally.connErrorsOutside++;
  }
  return {
    ...tally,
    killWindowMs: window.end - window.start,
    seconds: (Date.now() - startedAt) / 1000,
    bookedAfterRestart: tally.booked.filter((b) => b.at > window.end).length,
  };
}

function report(label: string, t: Awaited<ReturnType<typeof runPatients>>) {
  const seconds = t.seconds;
  const others = Object.entries(t.createStatus).filter(([s]) => s !== '200' && s !== '409');
  console.log(`\n${label}`);
  console.log(
    `  ${seconds.toFixed(0)} s, attempts ${t.attempts} (${(t.attempts / seconds).toFixed(0)}/s): availability 200 × ${t.availabilityOk}` +
      `${Object.keys(t.availabilityOther).length ? `, other ${JSON.stringify(t.availabilityOther)}` : ''}, no free time × ${t.noFreeTime}`,
  );
  console.log(
    `  create_appointment ${t.creates}: 200 × ${t.createStatus[200] ?? 0}, 409 × ${t.createStatus[409] ?? 0}` +
      `${others.length ? `, other ${JSON.stringify(Object.fromEntries(others))}` : ', no other status'}` +
      `, connection error × ${t.createConnErrors}; ${t.bookedAfterRestart} of the 200s after the restarted process was ready`,
  );
  console.log(
    `  connection errors: ${t.connErrorsInKillWindow} in the kill window (${(t.killWindowMs / 1000).toFixed(1)} s, kill → restarted process ready, + ${KILL_GRACE_MS / 1000} s), ${t.connErrorsOutside} outside it`,
  );
  if (t.connErrorsOutside) fail(`${label}: ${t.connErrorsOutside} connection errors outside the kill window`);
  if (others.length) fail(`${label}: create answered ${JSON.stringify(Object.fromEntries(others))}`);
  if (Object.keys(t.availabilityOther).length)
    fail(`${label}: availability answered ${JSON.stringify(t.availabilityOther)}`);
  if (!t.booked.length) fail(`${label}: no booking succeeded`);
}

// ---------------------------------------------------------------------------------------------------------
// Verification in SQL

/** The largest appointment id after seeding: everything above was booked by the run. */
async function lastSeededId(database: Database, tenantId: number) {
  const { rows } = (await database.db.execute(
    sql`select coalesce(max(id), 0)::int as n from appointments where tenant_id = ${tenantId}`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}

async function verify(label: string, database: Database, tenantId: number, booked: Booked[], seededUpTo: number) {
  type Row = { id: string | number; customer_id: string | number; starts_at: string | Date; status: string };
  const rows = (
    (await database.db.execute(
      sql`select id, customer_id, starts_at, status from appointments where tenant_id = ${tenantId}`,
    )) as unknown as { rows: Row[] }
  ).rows;
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const seen = new Map<number, number>();
  let missing = 0;
  let inactive = 0;
  let wrong = 0;
  for (const b of booked) {
    seen.set(b.id, (seen.get(b.id) ?? 0) + 1);
    const row = byId.get(b.id);
    if (!row) {
      missing++;
      continue;
    }
    if (row.status !== 'active') inactive++;
    const expected = new ZonedDay(ZONE, b.date).instantOf(minutesOf(b.time));
    if (Number(row.customer_id) !== b.customerId || new Date(row.starts_at).getTime() !== expected) wrong++;
  }
  const twice = [...seen.values()].filter((n) => n > 1).length;
  const overlapping = (
    (await database.db.execute(sql`
      select count(*)::int as n from appointments a
      join appointments b on b.tenant_id = a.tenant_id and b.doctor_id = a.doctor_id and b.id > a.id
        and b.status = 'active' and a.starts_at < b.ends_at and b.starts_at < a.ends_at
      where a.tenant_id = ${tenantId} and a.status = 'active'`)) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;
  const byPatients = rows.filter((r) => Number(r.id) > seededUpTo && r.status === 'active').length;
  console.log(
    `  verified in SQL: ${booked.length} answered 200 → missing ${missing}, not active ${inactive}, wrong patient/time ${wrong}, ` +
      `id answered twice ${twice}; overlapping active pairs of one doctor ${overlapping}`,
  );
  console.log(
    `  active appointments booked during the run: ${byPatients} (${byPatients - seen.size} committed whose answer was lost to the kill)`,
  );
  if (missing) fail(`${label}: ${missing} appointments answered 200 do not exist`);
  if (inactive) fail(`${label}: ${inactive} appointments answered 200 are not active`);
  if (wrong) fail(`${label}: ${wrong} appointments answered 200 have another patient or time`);
  if (twice) fail(`${label}: ${twice} ids answered 200 more than once`);
  if (overlapping) fail(`${label}: ${overlapping} overlapping active appointments of one doctor`);
  if (byPatients < seen.size) fail(`${label}: fewer active appointments than answered successes`);
}

// ---------------------------------------------------------------------------------------------------------
// SIGTERM drain

async function drain(
  label: string,
  start: (onLine: (line: string) => void) => Promise<Server>,
  clinic: Clinic,
  patients: Patient[],
) {
  // A request the server logged (any line with its request id) was accepted and must get a whole answer.
  const received = new Set<string>();
  const server = await start((line) => {
    if (!line.includes('"reqId":"drain-')) return;
    try {
      const entry = JSON.parse(line) as { reqId?: string };
      if (entry.reqId) received.add(entry.reqId);
    } catch {
      // not a log line
    }
  });
  const base = `http://127.0.0.1:${server.port}`;
  const dates = Array.from({ length: 30 }, (_, i) => addDays(clinic.today, i + 1));
  let answered = 0;
  const fire = async (i: number) => {
    const id = `drain-${i}`;
    const p = patients[i % patients.length]!;
    const headers = { 'x-tenant-token': clinic.token, 'x-request-id': id };
    const date = dates[i % dates.length]!;
    try {
      const res =
        i % 2
          ? await fetch(`${base}/api/bull36/create_appointment`, {
              method: 'POST',
              headers: {
                ...headers,
                authorization: `Bearer ${p.token}`,
                'content-type': 'application/json',
                'idempotency-key': `drain-${Date.now()}-${i}`,
              },
              body: JSON.stringify({
                branch: BRANCH,
                date,
                start_time: `${String(8 + (i % 10)).padStart(2, '0')}:${i % 4 < 2 ? '00' : '30'}`,
                end_time: '00:00',
                appointments_type_id: TREATMENT,
                cust_id: p.customerId,
              }),
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            })
          : await fetch(
              `${base}/api/bull36/get_available_time?data_time=5&branch=${BRANCH}&appointment_type=${TREATMENT}&date=${date}`,
              { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
            );
      await res.arrayBuffer(); // the whole body, or a throw
      answered++;
      return { id, status: res.status, at: Date.now() };
    } catch (error) {
      return { id, error: (error as Error & { cause?: { code?: string } }).cause?.code ?? String(error) };
    }
  };
  const requests = Array.from({ length: DRAIN_REQUESTS }, (_, i) => fire(i));
  // SIGTERM while most requests are in flight: after the first 10 answers (or 5 s).
  for (let i = 0; i < 500 && answered < 10; i++) await sleep(10);
  const answeredAtSigterm = answered;
  const sigtermAt = Date.now();
  server.child.kill('SIGTERM');
  // Latecomers during the drain: on a kept-alive connection they get 503, new connections are refused.
  await sleep(50);
  const late = Array.from({ length: DRAIN_LATE }, (_, i) => fire(DRAIN_REQUESTS + i));
  const results = await Promise.all([...requests, ...late]);
  const stopped = await stopServer(server, null); // only waits (and SIGKILLs after the timeout)
  const exitMs = Date.now() - sigtermAt;

  const statuses: Record<string, number> = {};
  const errors: Record<string, number> = {};
  let hangUps = 0;
  for (const r of results) {
    if ('status' in r) statuses[r.status!] = (statuses[r.status!] ?? 0) + 1;
    else {
      errors[r.error] = (errors[r.error] ?? 0) + 1;
      if (received.has(r.id)) hangUps++;
    }
  }
  console.log(
    `\n${label}: SIGTERM drain, ${DRAIN_REQUESTS} requests (availability and create alternately) + ${DRAIN_LATE} sent 50 ms after SIGTERM`,
  );
  console.log(
    `  SIGTERM after ${answeredAtSigterm} answers; ${received.size} requests accepted by the server in all, ` +
      `${results.filter((r) => 'at' in r && r.at! > sigtermAt && received.has(r.id)).length} of them answered after SIGTERM (drained)`,
  );
  console.log(
    `  answers ${JSON.stringify(statuses)}; not answered ${JSON.stringify(errors)}; accepted but not answered (hang-ups) ${hangUps}`,
  );
  console.log(
    `  process exit: code ${stopped.code}, signal ${stopped.signal}, ${(exitMs / 1000).toFixed(1)} s after SIGTERM${stopped.forced ? ' (SIGKILLed: did not exit in time)' : ''}`,
  );
  if (hangUps) fail(`${label}: ${hangUps} accepted requests got no complete answer`);
  if (stopped.forced || stopped.code !== 0) fail(`${label}: exit code ${stopped.code} after SIGTERM`);
  if (!received.size) fail(`${label}: no request reached the server (log lines missing?)`);
  const other = Object.keys(statuses).filter((s) => !['200', '409', '503'].includes(s));
  if (other.length) fail(`${label}: drain answered ${other.join(', ')}`);
}

// ---------------------------------------------------------------------------------------------------------

const durationMs = DURATION_S * 1000;
console.log(
  `durability: ${DURATION_S} s per load run; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at start`,
);

async function postgresRun() {
  const { url, database, drop } = await benchDatabase();
  const servers: Server[] = [];
  try {
    const clinic = await seedClinic(database, { doctors: 10, appointments: 500 });
    const patients = await seedSessions(database, clinic.id, PG_PATIENTS);
    const seededUpTo = await lastSeededId(database, clinic.id);
    const ports = [await getPort({ host: '127.0.0.1' }), await getPort({ host: '127.0.0.1' })];
    for (const [i, port] of ports.entries())
      servers.push(await startServer(`pg-${i + 1}`, port, { DATABASE_URL: url }));
    console.log(`\nPostgreSQL: 2 processes on ports ${ports.join(', ')}; ${PG_PATIENTS} patients for ${DURATION_S} s`);
    const result = await runPatients({
      clinic,
      patients,
      ports,
      workers: PG_PATIENTS,
      durationMs,
      midpoint: async () => {
        const start = Date.now();
        const victim = servers[1]!;
        victim.child.kill('SIGKILL');
        await victim.exited;
        servers[1] = await startServer('pg-2 (restarted)', victim.port, { DATABASE_URL: url });
        const end = Date.now();
        console.log(
          `  midpoint: SIGKILL pg-2, restarted on its port and ready in ${((end - start) / 1000).toFixed(1)} s`,
        );
        return { start, end };
      },
    });
    report(`PostgreSQL, 2 processes, ${PG_PATIENTS} patients, SIGKILL + restart of one`, result);
    for (const s of servers.splice(0)) {
      const stopped = await stopServer(s);
      if (stopped.code !== 0) fail(`${s.name}: exit code ${stopped.code} after SIGTERM`);
    }
    await verify('PostgreSQL', database, clinic.id, result.booked, seededUpTo);

    const app = `clinic-drain-${process.pid}`;
    const drainUrl = `${url}?application_name=${app}`;
    await drain(
      'PostgreSQL',
      async (onLine) =>
        startServer(
          'pg-drain',
          await getPort({ host: '127.0.0.1' }),
          { DATABASE_URL: drainUrl, LOG_LEVEL: 'info' },
          onLine,
        ),
      clinic,
      patients,
    );
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where application_name = $1',
        [app],
      );
      console.log(`  connections of the drained process left in pg_stat_activity: ${rows[0]!.n}`);
      if (rows[0]!.n) fail(`PostgreSQL drain: ${rows[0]!.n} connections left in pg_stat_activity`);
    } finally {
      await admin.end();
    }
  } finally {
    for (const s of servers) await stopServer(s);
    await drop();
  }
}

async function pgliteRun() {
  const dataDir = await mkdtemp(join(tmpdir(), 'clinic-durability-'));
  const servers: Server[] = [];
  try {
    const seeding = await openPglite({ dataDir });
    await seeding.migrate();
    const clinic = await seedClinic(seeding, { doctors: 10, appointments: 500 });
    const patients = await seedSessions(seeding, clinic.id, PGLITE_PATIENTS);
    const seededUpTo = await lastSeededId(seeding, clinic.id);
    await seeding.close();
    const port = await getPort({ host: '127.0.0.1' });
    servers.push(await startServer('pglite', port, { DATA_DIR: dataDir }));
    console.log(
      `\nPGlite: 1 process on port ${port}, DATA_DIR ${dataDir}; ${PGLITE_PATIENTS} patients for ${DURATION_S} s`,
    );
    const result = await runPatients({
      clinic,
      patients,
      ports: [port],
      workers: PGLITE_PATIENTS,
      durationMs,
      midpoint: async () => {
        const start = Date.now();
        const victim = servers[0]!;
        victim.child.kill('SIGKILL');
        await victim.exited;
        servers[0] = await startServer('pglite (restarted)', port, { DATA_DIR: dataDir });
        const end = Date.now();
        console.log(
          `  SIGKILL pglite, restarted on the same DATA_DIR and ready in ${((end - start) / 1000).toFixed(1)} s`,
        );
        return { start, end };
      },
    });
    report(`PGlite, 1 process, ${PGLITE_PATIENTS} patients, SIGKILL + restart`, result);
    const stopped = await stopServer(servers.pop()!);
    if (stopped.code !== 0) fail(`pglite: exit code ${stopped.code} after SIGTERM`);
    const check = await openPglite({ dataDir });
    try {
      await verify('PGlite', check, clinic.id, result.booked, seededUpTo);
    } finally {
      await check.close();
    }

    await drain(
      'PGlite',
      async (onLine) =>
        startServer(
          'pglite-drain',
          await getPort({ host: '127.0.0.1' }),
          { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
          onLine,
        ),
      clinic,
      patients,
    );
    try {
      const reopened = await openPglite({ dataDir });
      const { rows } = (await reopened.db.execute(
        sql`select count(*)::int as n from appointments where tenant_id = ${clinic.id}`,
      )) as unknown as { rows: { n: number }[] };
      await reopened.close();
      console.log(`  data dir reopened cleanly after the drain: ${rows[0]!.n} appointments`);
    } catch (error) {
      fail(`PGlite drain: data dir does not reopen: ${String(error)}`);
    }
  } finally {
    for (const s of servers) await stopServer(s);
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  const only = process.env.ONLY;
  if (only !== 'pglite') await postgresRun();
  if (only !== 'postgres' && !aborted) await pgliteRun();
} catch (error) {
  fail(`run failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  killAllChildren();
}
console.log(
  `\nload average ${loadavg()[0]!.toFixed(1)} at the end; ${violations.length ? `${violations.length} VIOLATION(S)` : 'no violations'}`,
);
process.exit(violations.length || aborted ? 1 : 0);
