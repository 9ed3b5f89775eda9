/**
 * HTTP benchmark of booking on PostgreSQL: get_available_time, and create_appointment under contention,
 * each against a no-op route of the same server (the ceiling), 50 connections, in interleaved rounds
 * (the machine is shared: interleaving keeps both sides of a ratio under the same conditions).
 *   npm run bench:http     env: BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_DATABASE_URL
 */
import { fork } from 'node:child_process';
import getPort from 'get-port';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { addDays } from '../apps/server/src/lib/zoned-time';
import { BRANCH, TREATMENT, benchDatabase, seedClinic, seedSessions } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
// BENCH_ONLY=availability|create: one of the two measures (for profiling one path).
const ONLY = process.env.BENCH_ONLY;

type Measure = { result: Result; cpuMsPerRequest: number };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const loadBefore = loadavg()[0]!.toFixed(1);
const { url, database, drop } = await benchDatabase();
let server: ReturnType<typeof fork> | undefined;
try {
  const clinic = await seedClinic(database, { doctors: 10, appointments: 500 });
  const patients = await seedSessions(database, clinic.id, 500);
  const port = await getPort({ host: '127.0.0.1' });
  server = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there on exit (open it in Chrome DevTools).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const child = server;
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const serverCpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => {
        const { cpu } = m as { cpu: NodeJS.CpuUsage };
        resolve((cpu.user + cpu.system) / 1000);
      });
      child.send('cpu');
    });
  const measure = async (run: () => Promise<Result>): Promise<Measure> => {
    const before = await serverCpu();
    const result = await run();
    const after = await serverCpu();
    return { result, cpuMsPerRequest: (after - before) / Math.max(1, result.requests.total) };
  };

  const base = `http://127.0.0.1:${port}`;
  const tenantHeaders = { 'x-tenant-token': clinic.token };
  const dates = Array.from({ length: 30 }, (_, i) => addDays(clinic.today, i + 1));

  const noop = (duration = SECONDS) => autocannon({ url: `${base}/bench/noop`, connections: CONNECTIONS, duration });
  let n = 0;
  const availability = (duration = SECONDS) =>
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
  // Contention: 500 patients all ask for one of 6 times on 2 days (10 doctors each): 120 can succeed.
  const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
  let m = 0;
  const create = (round: number, path = '/api/bull36/create_appointment', duration = SECONDS) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const i = m++;
            const patient = patients[i % patients.length]!;
            return {
              ...req,
              path,
              // Like the site: every booking attempt carries its own Idempotency-Key.
              headers: {
                ...tenantHeaders,
                authorization: `Bearer ${patient.token}`,
                'content-type': 'application/json',
                'idempotency-key': `bench-${round}-${i}`,
              },
              body: JSON.stringify({
                branch: BRANCH,
                date: dates[29 - 2 * round - (i % 2)],
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

  // Warm-up: JIT, connection pools, plan caches, the patients' sessions (on dates the rounds do not use).
  await noop(2);
  await availability(2);
  if (ONLY !== 'availability') await create(ROUNDS, '/api/bull36/create_appointment', 2);

  const rows: { name: string; ceiling: Measure; measured: Measure; postCeiling?: Measure }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (ONLY !== 'create') {
      rows.push({
        name: 'get_available_time',
        ceiling: await measure(() => noop()),
        measured: await measure(() => availability()),
      });
    }
    if (ONLY === 'availability') continue;
    rows.push({
      name: 'create_appointment',
      ceiling: await measure(() => noop()),
      measured: await measure(() => create(round)),
      // Not the target's ceiling: the share of a booking's cost that is the HTTP stack's alone.
      postCeiling: await measure(() => create(round, '/bench/noop')),
    });
  }

  const line = (label: string, x: Measure) =>
    `  ${label.padEnd(20)} ${Math.round(x.result.requests.average).toString().padStart(6)} req/s   p50 ${String(x.result.latency.p50).padStart(3)} ms   p99 ${String(x.result.latency.p99).padStart(4)} ms   server CPU ${x.cpuMsPerRequest.toFixed(2)} ms/req`;
  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds, PostgreSQL,`,
  );
  console.log(
    `10 doctors, 500 appointments over 30 days; machine: ${cpus().length} cores, load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after`,
  );
  for (const name of ['get_available_time', 'create_appointment']) {
    const mine = rows.filter((r) => r.name === name);
    if (mine.length === 0) continue;
    console.log(`\n${name}${name === 'create_appointment' ? ' (contention: 500 patients, 12 times, 120 places)' : ''}`);
    mine.forEach((r, i) => {
      console.log(line(`round ${i + 1} no-op`, r.ceiling));
      console.log(
        `${line(`round ${i + 1} ${name.split('_')[0]}`, r.measured)}   = ${Math.round((100 * r.measured.result.requests.average) / r.ceiling.result.requests.average)}% of ceiling`,
      );
      if (r.postCeiling) {
        console.log(
          `${line(`round ${i + 1} no-op POST`, r.postCeiling)}   (same request; ${name.split('_')[0]} = ${Math.round((100 * r.measured.result.requests.average) / r.postCeiling.result.requests.average)}% of it)`,
        );
      }
    });
    const ratios = mine.map((r) => r.measured.result.requests.average / r.ceiling.result.requests.average);
    const cpuRatios = mine.map((r) => r.ceiling.cpuMsPerRequest / r.measured.cpuMsPerRequest);
    console.log(
      `  median: ${Math.round(100 * median(ratios))}% of the no-op throughput, p99 ${median(mine.map((r) => r.measured.result.latency.p99))} ms; server CPU ratio (no-op/${name.split('_')[0]}) ${Math.round(100 * median(cpuRatios))}%`,
    );
    const codes: Record<string, number> = {};
    for (const r of mine) {
      for (const [code, s] of Object.entries(r.measured.result.statusCodeStats ?? {}))
        codes[code] = (codes[code] ?? 0) + s.count;
    }
    const errors = mine.reduce((sum, r) => sum + r.measured.result.errors + r.measured.result.timeouts, 0);
    console.log(`  answers: ${JSON.stringify(codes)}${errors ? `, ${errors} connection errors/timeouts` : ''}`);
  }
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await drop();
}
