/**
 * HTTP benchmark of booking on PostgreSQL: get_available_time and create_appointment under contention,
 * each against a no-op route of the same server (the ceiling), 50 connections.
 *   npm run bench:http            (BENCH_SECONDS=10, BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { addDays } from '../apps/server/src/modules/availability/zoned-time';
import { BRANCH, TREATMENT, benchDatabase, seedClinic, seedSessions } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const fmt = (r: Result) =>
  `${Math.round(r.requests.average).toString().padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms`;

function statuses(r: Result): string {
  const stats = r.statusCodeStats ?? {};
  return Object.entries(stats)
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ');
}

const loadBefore = loadavg()[0]!.toFixed(1);
const { url, database, drop } = await benchDatabase();
let server: ReturnType<typeof fork> | undefined;
try {
  const clinic = await seedClinic(database, { doctors: 10, appointments: 500 });
  const patients = await seedSessions(database, clinic.id, 500);
  const port = await freePort();
  server = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    server!.once('message', () => resolve());
    server!.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const tenantHeaders = { 'x-tenant-token': clinic.token };

  const noop = () => autocannon({ url: `${base}/bench/noop`, connections: CONNECTIONS, duration: SECONDS });
  // Warm up both paths (JIT, connection pool, plan caches).
  await autocannon({ url: `${base}/bench/noop`, connections: 10, duration: 2 });
  const dates = Array.from({ length: 30 }, (_, i) => addDays(clinic.today, i + 1));
  let n = 0;
  const availabilityRun = (duration: number) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      headers: tenantHeaders,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/bull36/get_available_time?data_time=5&branch=${BRANCH}&appointment_type=${TREATMENT}&date=${dates[n++ % dates.length]}`,
          }),
        },
      ],
    });
  await availabilityRun(2);

  const ceiling = await noop();
  const availability = await availabilityRun(SECONDS);

  // Contention: every request asks for one of 12 times over 2 days (10 doctors each), from 500 patients.
  const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
  let m = 0;
  const ceiling2 = await noop();
  const create = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = m++;
          const patient = patients[i % patients.length]!;
          return {
            ...req,
            path: '/api/bull36/create_appointment',
            headers: {
              ...tenantHeaders,
              authorization: `Bearer ${patient.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              branch: BRANCH,
              date: dates[29 - (i % 2)],
              start_time: times[Math.floor(i / 2) % times.length],
              end_time: '00:00',
              appointments_type_id: TREATMENT,
              cust_id: patient.customerId,
            }),
          };
        },
      },
    ],
  });

  const ratio = (a: Result, c: Result) => `${Math.round((100 * a.requests.average) / c.requests.average)}%`;
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL, 10 doctors, 500 appointments`);
  console.log(`machine: ${cpus().length} cores, load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after`);
  console.log(`no-op route (ceiling)      ${fmt(ceiling)}`);
  console.log(
    `get_available_time         ${fmt(availability)}   = ${ratio(availability, ceiling)} of ceiling   [${statuses(availability)}]`,
  );
  console.log(`no-op route (again)        ${fmt(ceiling2)}`);
  console.log(
    `create_appointment (contention) ${fmt(create)}   = ${ratio(create, ceiling2)} of ceiling   [${statuses(create)}]`,
  );
  const errors = availability.errors + create.errors + availability.non2xx;
  const odd = Object.keys(create.statusCodeStats ?? {}).filter((c) => c !== '200' && c !== '409');
  if (errors || odd.length) console.log(`UNEXPECTED: ${errors} errors/non-2xx, create statuses ${odd.join(',')}`);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await drop();
}
