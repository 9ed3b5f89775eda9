import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows';
import { checkBooks } from '../helpers/visit-model-books';
import { Attend, DeskPayment, Erase, Refund, StaffMove } from '../helpers/visit-model-desk';
import { ReadAgenda, ReadFeed, RemoveDoctor } from '../helpers/visit-model-readers';
import { Book, Cancel, Pay, PatientMove, TimePasses } from '../helpers/visit-model-patient';
import type { Real, Step } from '../helpers/visit-model-step';
import type { RunModel } from '../helpers/visit-model';
import { type VisitModelWorld, visitModelWorld } from '../helpers/visit-model-world';

// The model test of issue 48 (decision 020). Random sequences of what patients, the desk and owners do to visits run
// against the real app on PGlite: book (plain, or paid: a hold until paid), pay by card, a declined card, holds that
// lapse, moves by the patient and by the desk (also to where the visit already is), cancels, attendance marks, refunds,
// cash at the desk, erasure, a doctor's account removed, and reads of a doctor's calendar feed and of the agenda.
// After every step, each visit of the run must agree with the model, and every follower with the books: its events
// (1..event_sequence, each from where the last ended, all followed), the patient's confirmations (one per change that
// tells, the newest saying what the books say, none after an erasure), the clinic's webhook deliveries (in the visit's
// order, each telling an event that tells it, never appointment.booked for a hold, no contact once erased), the audit
// log (one entry per change a member made, from its event, the newest saying what the books say). A booking may
// choose its doctor (decision 024): the site offers that doctor's times and the visit is theirs.
//
// A failure prints its seed, path and replay path, and the command that replays it:
//   MODEL_SEED=<seed> MODEL_PATH=<path> MODEL_REPLAY=<replayPath> npx vitest run apps/server/test/integration/visit-life.model.test.ts
// MODEL_SEED alone replays the whole sequence of runs; MODEL_RUNS sets how many runs (a longer soak); MODEL_VERBOSE
// lists what the app answered, by command.
//
// About 2,000 steps in 30 to 45 s on two busy cores: a step is mostly the app's own work (a booking is two calls), and
// the check after it one statement.

const FILE = 'apps/server/test/integration/visit-life.model.test.ts';
const START = Date.parse('2026-12-06T03:00:00Z'); // Sunday 05:00 in Jerusalem
const seed = Number(process.env.MODEL_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.MODEL_RUNS ?? 90);
const replay = {
  path: process.env.MODEL_PATH,
  commands: process.env.MODEL_REPLAY,
};

let world: VisitModelWorld;
beforeAll(async () => {
  world = await visitModelWorld(new Date(START).toISOString());
});
afterAll(async () => world.close());

const who = fc.integer({ min: 0, max: 2 });
const pick = fc.nat(999);
/** Today (so the desk can mark arrivals) or a day of the next three weeks. */
const day = fc.oneof(
  { arbitrary: fc.constant(0), weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 20 }), weight: 3 },
);
const treatment = fc.constantFrom(11 as const, 12 as const);
/** Any doctor (most often), or one the patient or the desk chooses (decision 024). */
const doctor = fc.constantFrom(null, null, null, 1, 2, 4, 5);
const mark = fc.constantFrom('arrived' as const, 'completed' as const, 'no_show' as const, 'none' as const);
const moveTo = fc.constantFrom('same' as const, 'own' as const, 'chosen' as const);
const refund = fc.constantFrom('part' as const, 'all' as const, 'all and cancel' as const);

/** What people do to visits, each as often as its weight. */
const commands = (
  [
    [6, fc.tuple(who, day, pick, doctor).map(([w, d, p, c]) => new Book(w, 11, false, d, p, c))],
    [6, fc.tuple(who, day, pick, doctor).map(([w, d, p, c]) => new Book(w, 12, false, d, p, c))],
    [2, fc.tuple(who, treatment, day, pick, doctor).map(([w, t, d, p, c]) => new Book(w, t, true, d, p, c))],
    [6, pick.map((p) => new Pay(p, false))],
    [2, pick.map((p) => new Pay(p, true))],
    [3, fc.constantFrom(16, 16, 60, 180).map((minutes) => new TimePasses(minutes))],
    [4, fc.tuple(pick, day, pick, fc.boolean(), fc.boolean()).map(([p, d, t, s, a]) => new PatientMove(p, d, t, s, a))],
    [4, fc.tuple(pick, day, pick, moveTo).map(([p, d, t, m]) => new StaffMove(p, d, t, m))],
    [2, pick.map((p) => new Cancel(p, false))],
    [2, pick.map((p) => new Cancel(p, true))],
    [4, fc.tuple(pick, mark).map(([p, m]) => new Attend(p, m))],
    [2, fc.tuple(pick, refund).map(([p, h]) => new Refund(p, h))],
    [2, pick.map((p) => new DeskPayment(p))],
    [1, who.map((w) => new Erase(w))],
    [1, pick.map((p) => new RemoveDoctor(p))],
    [1, pick.map((p) => new ReadFeed(p))],
    [1, pick.map((p) => new ReadAgenda(p))],
  ] as Array<[number, fc.Arbitrary<Step>]>
).flatMap(([weight, command]) => Array.from({ length: weight }, () => command));

describe('one life per visit, against a model', () => {
  it('every follower agrees with the books after every step', async () => {
    const steps = { count: 0, answers: new Map<string, number>() };
    const began = Date.now();
    console.log(`visit-life model: seed ${seed}`);
    const property = fc.asyncProperty(
      // Each run starts at its own moment of a working day (05:00 to 17:00, Sunday to Thursday, 5-minute steps), so the
      // desk has visits of today to mark; a replayed run sees the same clock.
      fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 12 * 12 })),
      fc.commands(commands, { maxCommands: 50, size: 'max', replayPath: replay.commands }),
      async ([days, steps5], sequence) => {
        world.clock.set(new Date(START + days * 86_400_000 + steps5 * 5 * 60_000).toISOString());
        const model: RunModel = { patients: [], visits: [] };
        const real: Real = { world, steps };
        await fc.asyncModelRun(() => ({ model, real }), sequence);
        await settle(model);
      },
    );
    try {
      await fc.assert(property, { seed, numRuns, ...(replay.path ? { path: replay.path, endOnFailure: true } : {}) });
    } catch (error) {
      const text = (error as Error).message;
      const path = /path: "([^"]*)"/.exec(text)?.[1];
      const commandsPath = /replayPath="([^"]*)"/.exec(text)?.[1];
      (error as Error).message +=
        `\nReplay: MODEL_SEED=${seed} MODEL_PATH=${path} MODEL_REPLAY='${commandsPath}' npx vitest run ${FILE}`;
      throw error;
    }
    const seconds = ((Date.now() - began) / 1000).toFixed(1);
    console.log(`visit-life model: ${steps.count} steps in ${seconds} s`);
    if (process.env.MODEL_VERBOSE) {
      for (const [answer, count] of [...steps.answers].sort()) console.log(`  ${answer}: ${count}`);
    }
  }, 600_000);
});

/** The end of a run: the sweep follows what no path follows (an erasure's cancels), then all must agree. */
async function settle(model: RunModel) {
  const ids = `{${model.visits.map((visit) => visit.id).join(',')}}`;
  for (let waited = 0; ; waited += 20) {
    const [left] = rowsOf<{ n: number }>(
      await world.database.db.execute(
        sql`select count(*)::int as n from visit_events
             where tenant_id = ${world.tenant.id} and appointment_id = any(${ids}::bigint[]) and followed_at is null`,
      ),
    );
    if (left!.n === 0) break;
    if (waited > 5_000) throw new Error(`the sweep left ${left!.n} events unfollowed for 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await checkBooks(world.database.db, world.tenant.id, model, true);
}
