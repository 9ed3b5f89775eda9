/**
 * Memory of the compiled server in production mode on PostgreSQL: RSS and JavaScript heap at rest after start, right
 * after 1,000 clinics were touched (a page, /api/config, doctors and a day's free times of each), and at rest again.
 *
 *   npm run bench:memory     env: BENCH_DATABASE_URL, REDIS_URL, MEMORY_CLINICS (1000), MEMORY_REST_SECONDS (15),
 *                            MEMORY_NODE_ARGS (default: the flags of apps/server's `npm start`),
 *                            MEMORY_SERVER_JS (default: apps/server/dist/server.js)
 *
 * The clinics are imported into a throwaway database first (the tenant importer); the server then starts on it, so
 * that its rest is measured on the same data. Requests go to 127.0.0.1 only, a bounded number of them.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { DAY_NAMES } from '@clinic/contract/catalog/entities';
import { addDays, wallOf } from '../apps/server/src/lib/zoned-time';
import { createTenantsRepository } from '../apps/server/src/modules/tenants/tenants.repository';
import { importTenant } from '../apps/server/src/seed/import-tenant';
import { PRODUCTION_ENV } from '../apps/server/test/helpers/production-env';
import { BRANCH, TREATMENT, ZONE, benchDatabase } from './seed';

const CLINICS = Number(process.env.MEMORY_CLINICS ?? 1000);
const REST_MS = Number(process.env.MEMORY_REST_SECONDS ?? 15) * 1000;
const CONCURRENCY = 8;
const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const webDist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Node flags `npm start` (apps/server) runs the server with: what production runs. */
function startFlags(): string[] {
  if (process.env.MEMORY_NODE_ARGS !== undefined) return process.env.MEMORY_NODE_ARGS.split(/\s+/).filter(Boolean);
  const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('dist/server.js'));
}

type Reading = { rss: number; anon: number; file: number; heapUsed: number; heapTotal: number; external: number };

/** RSS from the kernel, heap from the server's own metrics (Node's default gauges). */
async function readMemory(pid: number, base: string): Promise<Reading> {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  const metrics = await (await fetch(`${base}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(metrics)?.[1] ?? Number.NaN);
  return {
    rss: kb('VmRSS'),
    anon: kb('RssAnon'),
    file: kb('RssFile'),
    heapUsed: gauge('nodejs_heap_size_used_bytes'),
    heapTotal: gauge('nodejs_heap_size_total_bytes'),
    external: gauge('nodejs_external_memory_bytes'),
  };
}

/** Imports `count` small clinics (a branch, two doctors, a treatment); answers their keys and tenant tokens. */
async function importClinics(database: Awaited<ReturnType<typeof benchDatabase>>['database'], count: number) {
  const tenants = createTenantsRepository(database.db);
  const clinics: { key: string; token: string }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const key = `memory-${String(next++).padStart(4, '0')}`;
        await importTenant(database.db, {
          key,
          name: { en: `Clinic ${key}` },
          time_zone: ZONE,
          template: { banner_headings: [], banner_descriptions: [] },
          branches: [
            {
              id: BRANCH,
              name: { en: 'Main' },
              schedule: DAY_NAMES.map((day) => ({ day, start: '08:00', end: '18:00' })),
            },
          ],
          doctors: [1, 2].map((id) => ({
            id,
            name: { en: `Doctor ${id}` },
            status: '1',
            working_hours: DAY_NAMES.map((day) => ({ branch_id: BRANCH, day, start: '08:00', end: '18:00' })),
            blocks: [],
          })),
          treatments: [
            { id: TREATMENT, name: { en: 'Cleaning' }, price: 100, duration_minutes: 30, branch_ids: [BRANCH] },
          ],
        });
        clinics.push({ key, token: (await tenants.findByKey(key))!.activeToken });
      }
    }),
  );
  return clinics;
}

/** What a first visit of each clinic asks: its page, its config, its doctors and a day's free times. */
async function touchClinics(base: string, clinics: { key: string; token: string }[]) {
  const date = addDays(wallOf(ZONE, Date.now()).date, 2);
  const answers = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < clinics.length) {
        const { key, token } = clinics[next++]!;
        const headers = { 'x-tenant-token': token, 'accept-encoding': 'gzip, br' };
        for (const path of [
          `/${key}/`,
          `/api/config?user=${key}`,
          '/api/doctors',
          `/api/bull36/get_available_time?data_time=5&branch=${BRANCH}&appointment_type=${TREATMENT}&date=${date}`,
        ]) {
          const res = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          const label = `${path.split('?')[0]!.startsWith(`/${key}`) ? 'page' : path.split('?')[0]} ${res.status}`;
          answers.set(label, (answers.get(label) ?? 0) + 1);
        }
      }
    }),
  );
  return answers;
}

const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
const flags = startFlags();
const serverJs = process.env.MEMORY_SERVER_JS ?? join(serverDir, 'dist/server.js');
if (!existsSync(serverJs)) throw new Error(`${serverJs} is missing: npm run build first`);
if (!existsSync(join(webDist, 'index.html'))) throw new Error('apps/web/dist is missing: npm run build first');

const bench = await benchDatabase();
const port = await getPort({ host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;
let child: ReturnType<typeof spawn> | undefined;
try {
  const seeding = performance.now();
  const clinics = await importClinics(bench.database, CLINICS);
  console.log(`${clinics.length} clinics imported in ${Math.round((performance.now() - seeding) / 1000)} s`);

  const log: string[] = [];
  child = spawn(process.execPath, [...flags, serverJs], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      DATABASE_URL: bench.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      RATE_LIMIT_PREFIX: `clinic:memory-bench:${process.pid}:`,
      PUBLIC_URL: base,
      WHATSAPP_CLOUD_URL: 'http://127.0.0.1:9',
      WEB_DIST: webDist,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const pid = child.pid!;
  const started = Date.now();
  while (
    !(await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - started > 60_000) throw new Error(`no start:\n${log.join('')}`);
    await sleep(100);
  }
  await sleep(REST_MS);
  const rest = await readMemory(pid, base);
  const sharpAtRest = readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libvips');

  const touching = performance.now();
  const answers = await touchClinics(base, clinics);
  const touchedMs = performance.now() - touching;
  const touched = await readMemory(pid, base);
  await sleep(REST_MS);
  const after = await readMemory(pid, base);

  console.log(`Node ${process.version}, node ${[...flags, serverJs.replace(/.*apps\/server\//, '')].join(' ')}`);
  console.log(`answers: ${[...answers].map(([k, v]) => `${k} ×${v}`).join(', ')}; ${Math.round(touchedMs)} ms`);
  console.log(`sharp's libvips mapped at rest: ${sharpAtRest ? 'yes' : 'no'}`);
  const rows: [string, Reading][] = [
    [`at rest (${REST_MS / 1000} s after ready)`, rest],
    [`${clinics.length} clinics touched`, touched],
    [`at rest again (${REST_MS / 1000} s later)`, after],
  ];
  console.log('| | RSS | anonymous | file-backed | JS heap used | JS heap total | external |');
  console.log('| --- | --: | --: | --: | --: | --: | --: |');
  for (const [name, r] of rows) {
    console.log(`| ${name} | ${[r.rss, r.anon, r.file, r.heapUsed, r.heapTotal, r.external].map(mb).join(' | ')} |`);
  }
  const failed = [...answers].filter(([label]) => !label.endsWith(' 200'));
  if (failed.length) throw new Error(`answers other than 200: ${failed.map(([k, v]) => `${k} ×${v}`).join(', ')}`);
} finally {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await bench.drop();
}
