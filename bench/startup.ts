/**
 * Start time of the compiled server: from spawning `node dist/server.js` to the first 200 from /readyz.
 *
 *   npm run bench:startup     env: STARTUP_RUNS (5), BENCH_DATABASE_URL (PostgreSQL runs; unset: embedded only)
 *
 * Each setup starts once on an empty data folder or database (migrations and demo seeding), then restarts on it
 * STARTUP_RUNS times. Needs a build first (`npm run build`); the script runs it when dist/server.js is missing.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pg from 'pg';

const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const READY_LIMIT_MS = 60_000;
const root = fileURLToPath(new URL('..', import.meta.url));
const serverJs = join(root, 'apps/server/dist/server.js');

/** Spawns the server, polls /readyz every 25 ms, stops it; answers the milliseconds to the first 200. */
async function timeToReady(env: Record<string, string>): Promise<number> {
  const port = await getPort({ host: '127.0.0.1' });
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', serverJs], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    while (performance.now() - started < READY_LIMIT_MS) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) }).catch(
        () => undefined,
      );
      if (answer?.status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`/readyz did not answer 200 within ${READY_LIMIT_MS} ms`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

async function measure(name: string, env: Record<string, string>) {
  const first = await timeToReady(env);
  const restarts: number[] = [];
  for (let run = 0; run < RUNS; run++) restarts.push(await timeToReady(env));
  console.log(
    `${name}: first start ${ms(first)}; restart median ${ms(median(restarts))}, max ${ms(Math.max(...restarts))} (${RUNS} runs)`,
  );
}

if (!existsSync(serverJs)) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
console.log(`Node ${process.version}, apps/server/dist/server.js, /readyz polled every 25 ms`);

const dataDir = mkdtempSync(join(tmpdir(), 'clinic-startup-'));
try {
  await measure('embedded database (DATA_DIR)', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const name = `clinic_startup_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await measure('PostgreSQL (DATABASE_URL)', { DATABASE_URL: url.toString(), DATA_DIR: join(tmpdir(), name) });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}
