import { sql } from 'drizzle-orm';
import { type ChangeFeed, freedTimeNotice } from '../../db/change-feed';
import type { VisitEvent, VisitFollower } from '../appointments/visit-event.types';

/** The events that give a visit's time back to the clinic: the waitlist may offer it. */
const FREES_TIME: ReadonlySet<VisitEvent['kind']> = new Set(['cancelled', 'moved', 'expired']);

/**
 * The waitlist follows the visits' events (decision 020): an event that frees time announces it to every process
 * with NOTIFY, which PostgreSQL delivers at the follow's commit and drops if it rolls back. The periodic sweep
 * stays the safety net for an announcement nobody heard.
 */
export const freedTimeFollower: VisitFollower = {
  async follow(tx, event) {
    if (!FREES_TIME.has(event.kind)) return;
    const notice = freedTimeNotice(event.tenantId);
    await tx.execute(sql`select pg_notify(${notice.channel}, ${notice.payload})`);
  },
};

/**
 * Sweeps the waitlist as soon as time is freed at any clinic (or after the feed missed changes), one sweep at a
 * time: a notice heard during a sweep runs one more. Answers the unsubscribe.
 */
export function sweepWhenTimeIsFreed(
  changes: ChangeFeed,
  sweep: () => Promise<unknown>,
  failed: (err: unknown) => void,
) {
  let running = false;
  let again = false;
  async function run() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await sweep();
      } while (again);
    } catch (err) {
      failed(err);
    } finally {
      running = false;
    }
  }
  return changes.subscribe((change) => {
    if (change.kind === 'freed' || change.kind === 'all') void run();
  });
}
