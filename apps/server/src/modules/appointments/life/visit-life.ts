import type { Db } from '../../../db/client';
import { loggableError } from '../../../lib/loggable-error';
import type { Logger } from '../../../lib/logger';
import type { Executor } from '../appointments.repository';
import type { VisitFollower } from '../visit-event.types';
import { createVisitEventsRepository } from './visit-events.repository';

/** Visits whose waiting events one sweep follows at most. */
const VISITS_PER_SWEEP = 500;
/** Committed changes one transaction of followSoon follows at most. */
const VISITS_PER_BATCH = 10;

/**
 * The followers of every visit's life (decision 020). The database writes each change's event; `follow` hands a
 * visit's waiting events to every follower in the visit's order and marks them followed, in the caller's
 * transaction, so followers act on each event once. A path that changes a visit follows it in its own
 * transaction; the sweep follows whatever is left (an erasure, a process that stopped), so none is lost.
 */
export function createVisitLife(deps: { db: Db; followers: VisitFollower[]; log?: Logger | undefined }) {
  const events = createVisitEventsRepository(deps.db);

  async function follow(tx: Executor, tenantId: number, appointmentId: number): Promise<void> {
    for (const event of await events.take(tx, tenantId, appointmentId)) {
      for (const follower of deps.followers) await follower.follow(tx, event);
    }
  }

  // Committed changes waiting to be followed, and whether a batch is being followed now.
  let waiting: Array<{ tenantId: number; appointmentId: number; done: () => void }> = [];
  let following = false;

  /**
   * Follows the waiting visits a batch at a time, each batch in one transaction (group commit): a rush of bookings
   * shares a few transactions instead of holding a connection each, which would starve the bookings themselves of
   * the pool. A batch that fails is followed again a visit per transaction, so one visit's failure leaves only its
   * own events for the sweep.
   */
  async function followWaiting() {
    following = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, VISITS_PER_BATCH);
        waiting = waiting.slice(batch.length);
        try {
          await deps.db.transaction(async (tx) => {
            for (const visit of batch) await follow(tx, visit.tenantId, visit.appointmentId);
          });
        } catch {
          for (const visit of batch) await followAlone(visit.tenantId, visit.appointmentId);
        }
        for (const visit of batch) visit.done();
      }
    } finally {
      following = false;
    }
  }

  async function followAlone(tenantId: number, appointmentId: number) {
    try {
      await deps.db.transaction((tx) => follow(tx, tenantId, appointmentId));
    } catch (err) {
      deps.log?.warn({ err: loggableError(err), tenantId, appointmentId }, 'visit events left for the sweep');
    }
  }

  return {
    follow,
    /**
     * Follows a committed change soon, with the other changes committed meanwhile, and answers once it is followed
     * (a booking tells its followers once the day's turn is free). A failure leaves the events waiting for the
     * sweep, so the change's answer stands.
     */
    followSoon(tenantId: number, appointmentId: number): Promise<void> {
      return new Promise<void>((done) => {
        waiting.push({ tenantId, appointmentId, done });
        if (!following) void followWaiting();
      });
    },
    /** Follows every visit's waiting events, a visit per transaction; answers how many visits it followed. */
    async sweep(): Promise<number> {
      const behind = await events.visitsBehind(VISITS_PER_SWEEP);
      for (const visit of behind) {
        await deps.db.transaction((tx) => follow(tx, visit.tenantId, visit.appointmentId));
      }
      return behind.length;
    },
  };
}
export type VisitLife = ReturnType<typeof createVisitLife>;

/** A life with no followers (a service built without messaging or webhooks): its events are still marked followed. */
export const quietVisitLife = (db: Db): VisitLife => createVisitLife({ db, followers: [] });
