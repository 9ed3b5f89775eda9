/**
 * 10,000 reminders due in the same minute, sent by 2 server processes to a fake WhatsApp Cloud API on 127.0.0.1:
 * all must reach the API within 60 s of their instant, none twice.
 *   npm run bench:reminders
 *   env: REMINDERS (10000), API_DELAY_MS (200: the fake API's answer time), BENCH_DATABASE_URL
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { seedVisitsAt } from '../apps/server/test/helpers/due-visits';
import { startFakeCloudApi } from '../apps/server/test/helpers/fake-cloud-api';
import { type ServerProcess, startServerProcess } from '../apps/server/test/helpers/server-process';
import { cpuOfGroup, cpuOfPid } from './process-cpu';
import { benchDatabase, seedClinic } from './seed';

const REMINDERS = Number(process.env.REMINDERS ?? 10_000);
const API_DELAY_MS = Number(process.env.API_DELAY_MS ?? 200);
const BAR_MS = 60_000;
/** The reminders' instant is this far after seeding: time for both processes to start. */
const LEAD_MS = 90_000;
/** Hard bound on the wait after the instant. */
const WAIT_MS = 240_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * Where the CPU goes while the reminders go out: each server's process group, this process (the fake API), and the
 * PostgreSQL backends serving the bench database (with its committed transactions), read at two moments.
 */
async function snapshot(bench: Awaited<ReturnType<typeof benchDatabase>>, servers: ServerProcess[]) {
  const backends = rowsOf<{ pid: number }>(
    await bench.database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
  );
  const [stats] = rowsOf<{ xact_commit: string | number }>(
    await bench.database.db.execute(sql`select xact_commit from pg_stat_database where datname = current_database()`),
  );
  const usage = process.cpuUsage();
  return {
    servers: servers.map((s) => cpuOfGroup(s.child.pid!)),
    fakeApi: (usage.user + usage.system) / 1e6,
    backends: new Map(backends.map((b) => [Number(b.pid), cpuOfPid(Number(b.pid))])),
    commits: Number(stats?.xact_commit ?? 0),
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;
function cpuReport(before: Snapshot, after: Snapshot, messages: number) {
  let database = 0;
  for (const [pid, cpu] of after.backends) database += cpu - (before.backends.get(pid) ?? 0);
  const perMessage = (seconds: number) => `${((seconds * 1000) / Math.max(1, messages)).toFixed(2)} ms/message`;
  const servers = after.servers.map((cpu, i) => cpu - before.servers[i]!);
  return [
    `CPU while sending: servers ${servers.map((s) => `${s.toFixed(1)} s`).join(' + ')} ` +
      `(${perMessage(servers.reduce((a, b) => a + b, 0))}), PostgreSQL backends of the bench database ` +
      `${database.toFixed(1)} s (${perMessage(database)}), this process (fake API) ` +
      `${(after.fakeApi - before.fakeApi).toFixed(1)} s`,
    `transactions committed in the bench database: ${after.commits - before.commits} ` +
      `(${((after.commits - before.commits) / Math.max(1, messages)).toFixed(2)} per message; the stats lag ~1 s)`,
  ].join('\n');
}

const bench = await benchDatabase();
const api = await startFakeCloudApi({ delayMs: API_DELAY_MS });
const servers: ServerProcess[] = [];
try {
  const clinic = await seedClinic(bench.database, { doctors: 1, appointments: 0 });
  // Every visit starts at the same minute, 24 hours after the reminders' instant (the 24-hour offset).
  const dueAt = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
  console.log(`seeding ${REMINDERS} visits; reminders due at ${new Date(dueAt).toISOString()}`);
  await seedVisitsAt(bench.database.db, {
    tenantId: clinic.id,
    count: REMINDERS,
    startsAt: new Date(dueAt + 24 * 3_600_000),
    bookedAt: new Date(dueAt - 24 * 3_600_000),
  });
  const env = {
    DATABASE_URL: bench.url,
    WHATSAPP_PROVIDER: 'whatsapp-cloud',
    WHATSAPP_CLOUD_URL: api.url,
    WHATSAPP_CLOUD_TOKEN: 'bench-token',
    WHATSAPP_CLOUD_PHONE_NUMBER_ID: 'PN1',
    REMINDER_MINUTES_BEFORE: '1440,120',
  };
  for (let i = 0; i < 2; i++) servers.push(await startServerProcess(env));
  const early = api.taken.length;
  if (early > 0) throw new Error(`${early} reminders went out before their instant`);
  if (Date.now() > dueAt) console.log('WARNING: the servers were ready only after the instant');
  console.log(`2 servers ready; waiting for the instant (${Math.max(0, dueAt - Date.now())} ms)`);
  await sleep(Math.max(0, dueAt - Date.now() - 2_000));
  const before = await snapshot(bench, servers);

  const until = dueAt + WAIT_MS;
  while (Date.now() < until) {
    const reminders = api.taken.filter((m) => m.template === 'appointment_reminder');
    if (reminders.length >= REMINDERS) break;
    await sleep(250);
  }
  const after = await snapshot(bench, servers);
  // Anything still going out (a second send) has the time to arrive.
  await sleep(5_000);

  const reminders = api.taken.filter((m) => m.template === 'appointment_reminder');
  const perVisit = new Map<number, number>();
  for (const m of reminders) perVisit.set(m.appointmentId!, (perVisit.get(m.appointmentId!) ?? 0) + 1);
  const twice = [...perVisit.values()].filter((n) => n > 1).length;
  const lateness = reminders.map((m) => m.at - dueAt).sort((a, b) => a - b);
  const [rows] = rowsOf<{ sent: string | number; other: string | number }>(
    await bench.database.db.execute(sql`
      select count(*) filter (where status = 'sent') as sent, count(*) filter (where status <> 'sent') as other
        from outbound_messages where kind = 'reminder'`),
  );
  const last = lateness.at(-1) ?? Infinity;
  console.log(
    [
      `reminders at the API: ${reminders.length} for ${perVisit.size} of ${REMINDERS} visits; sent twice: ${twice}`,
      `rows: ${rows!.sent} sent, ${rows!.other} not`,
      `after the instant: first ${(lateness[0]! / 1000).toFixed(1)} s, p50 ${(quantile(lateness, 0.5) / 1000).toFixed(1)} s, ` +
        `p99 ${(quantile(lateness, 0.99) / 1000).toFixed(1)} s, last ${(last / 1000).toFixed(1)} s`,
      `throughput from the first to the last: ${(reminders.length / ((last - lateness[0]!) / 1000)).toFixed(0)} messages/s`,
      `fake API answer time ${API_DELAY_MS} ms`,
      cpuReport(before, after, reminders.length),
      `load average (1, 5, 15 min) at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    ].join('\n'),
  );
  const ok = perVisit.size === REMINDERS && twice === 0 && last <= BAR_MS;
  console.log(ok ? 'PASS: all sent within 60 s, none twice' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const server of servers) await server.stop();
  await api.close();
  await bench.drop();
}
