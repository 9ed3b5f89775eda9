/**
 * One month of availability (30 days, one branch) for 30 doctors and 5,000 existing appointments,
 * computed in-process on PostgreSQL: the days' slots, and the booking calendar's day states (the booking window
 * from today); also counts SQL statements per call, which must not grow with doctors, appointments or days.
 * npm run bench:month
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema';
import { createAvailabilityRepository } from '../apps/server/src/modules/availability/availability.repository';
import { createAvailabilityService } from '../apps/server/src/modules/availability/availability.service';
import { addDays } from '../apps/server/src/lib/zoned-time';
import { BRANCH, TREATMENT, benchDatabase, seedClinic } from './seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const { url, database, drop } = await benchDatabase();
const pool = new pg.Pool({ connectionString: url, max: 2 });
// DROP DATABASE ... WITH (FORCE) at the end may close a connection the pool is still ending.
pool.on('error', () => {});
try {
  const small = await seedClinic(database, { doctors: 10, appointments: 500 });
  const big = await seedClinic(database, { doctors: 30, appointments: 5000 });

  let statements = 0;
  const db = drizzle(pool, { schema, logger: { logQuery: () => void statements++ } });
  const availability = createAvailabilityService({ repo: createAvailabilityRepository(db), now: () => new Date() });

  const month = (clinic: typeof big) =>
    availability.days(
      { id: clinic.id, timeZone: clinic.timeZone },
      { branchId: BRANCH, treatmentId: TREATMENT, from: addDays(clinic.today, 1), count: 30 },
    );
  const calendar = (clinic: typeof big) =>
    availability.dayStates({ id: clinic.id, timeZone: clinic.timeZone }, { branchId: BRANCH, treatmentId: TREATMENT });
  const oneDay = (clinic: typeof big) =>
    availability.day(
      { id: clinic.id, timeZone: clinic.timeZone },
      { branchId: BRANCH, treatmentId: TREATMENT, date: addDays(clinic.today, 3) },
    );
  const countOf = async (run: () => Promise<unknown>) => {
    statements = 0;
    await run();
    return statements;
  };

  // Sanity: the month really has slots and the busy time shows.
  const result = await month(big);
  const slots = [...result.values()].flat();
  const taken = slots.filter((s) => !s.available).length;

  const states = await calendar(big);
  const full = states.filter((d) => d.state === 'full').length;

  /** Median wall time and this process's CPU of RUNS warm calls. */
  const measure = async (run: () => Promise<unknown>) => {
    for (let i = 0; i < 5; i++) await run(); // warm-up (JIT, plan cache)
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    cpu.sort((a, b) => a - b);
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `  wall time: median ${median.toFixed(1)} ms   min ${times[0]!.toFixed(1)} ms   max ${times.at(-1)!.toFixed(1)} ms`,
    );
    console.log(
      `  this process's CPU (query answer parsing + slot engine): median ${cpu[Math.floor(cpu.length / 2)]!.toFixed(1)} ms`,
    );
  };

  console.log(`\nOne month (30 days, 1 branch), 30 doctors, 5,000 appointments, PostgreSQL, ${RUNS} runs`);
  console.log(`  machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`);
  console.log(`  ${result.size} days, ${slots.length} slots, ${taken} not available`);
  await measure(() => month(big));
  console.log(`The booking calendar's days (${states.length} days, ${full} full for the treatment)`);
  await measure(() => calendar(big));
  console.log('SQL statements per call (must not depend on doctors, appointments or days):');
  console.log(`  one day,   10 doctors /   500 appointments: ${await countOf(() => oneDay(small))}`);
  console.log(`  one day,   30 doctors / 5,000 appointments: ${await countOf(() => oneDay(big))}`);
  console.log(`  30 days,   10 doctors /   500 appointments: ${await countOf(() => month(small))}`);
  console.log(`  30 days,   30 doctors / 5,000 appointments: ${await countOf(() => month(big))}`);
  console.log(`  calendar,  30 doctors / 5,000 appointments: ${await countOf(() => calendar(big))}`);
} finally {
  await pool.end();
  await drop();
}
