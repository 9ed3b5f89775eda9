/**
 * Durability under load: patients book through real server processes while one is SIGKILLed and restarted;
 * afterwards every booking that was answered 200 must exist (active, once), and no doctor may be double booked.
 * Then SIGTERM drain: every request a server had accepted gets a complete answer, the process exits 0 and
 * leaves no database connection behind (PostgreSQL) / a data dir that reopens (PGlite).
 *   npm run bench:durability
 *   env: DURATION (60 s per load run), PATIENTS (500, PostgreSQL), PGLITE_PATIENTS (50), BENCH_DATABASE_URL,
 *        ONLY (postgres | pglite: one variant)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import getPort from 'get-port';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite } from '../apps/server/src/db/pglite';
import { benchDatabase, seedClinic, seedSessions } from './seed';
import { drain } from './durability/drain';
import { report, runPatients } from './durability/patients';
import { type Server, killAllChildren, startServer, stopServer, wasAborted } from './durability/servers';
import { DURATION_S, PGLITE_PATIENTS, PG_PATIENTS, fail, violations } from './durability/shared';
import { lastSeededId, verify } from './durability/verify';

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
  if (only !== 'postgres' && !wasAborted()) await pgliteRun();
} catch (error) {
  fail(`run failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  killAllChildren();
}
console.log(
  `\nload average ${loadavg()[0]!.toFixed(1)} at the end; ${violations.length ? `${violations.length} VIOLATION(S)` : 'no violations'}`,
);
process.exit(violations.length || wasAborted() ? 1 : 0);
