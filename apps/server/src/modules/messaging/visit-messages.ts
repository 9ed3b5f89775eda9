import type { Db } from '../../db/client';
import type { VisitNotices } from '../appointments/visit-notices';
import type { JobQueue } from './job-queue';
import type { OutboundRepository } from './outbound.repository';

/** Reminders planned in one statement at most. */
const REMINDERS_PER_PLAN = 5_000;
/** Statements one sweep may run when each comes back full. */
const MAX_PLANS_PER_SWEEP = 20;

/** Confirmations of visit changes and reminders before visits: each a message row and its job, made together. */
export function createVisitMessages(deps: {
  db: Db;
  repo: OutboundRepository;
  queue: Pick<JobQueue, 'enqueue'>;
  reminderMinutes: number[];
  now: () => Date;
}) {
  const { repo, queue, now } = deps;

  const notices: VisitNotices = {
    async changed(tx, { tenantId, appointmentId, change }) {
      const made = await repo.queueAboutVisit(tx, {
        tenantId,
        appointmentId,
        kind: 'confirmation',
        topic: change,
        now: now(),
      });
      await queue.enqueue(tx, made);
    },
  };

  return {
    /** The appointments module tells these of every booking, move and cancel (by a patient or staff). */
    notices,

    /**
     * Makes the reminders due now and queues them, in one transaction: any number of processes may plan at once
     * (each reminder's key lets it be made once). Answers how many it made.
     */
    async planReminders(at: Date = now()): Promise<number> {
      let total = 0;
      // A full statement means more are due: plan on at once (bounded), not a sweep later.
      for (let round = 0; round < MAX_PLANS_PER_SWEEP; round++) {
        const made = await deps.db.transaction(async (tx) => {
          const rows = await repo.planReminders(tx, deps.reminderMinutes, at, REMINDERS_PER_PLAN);
          await queue.enqueue(tx, rows);
          return rows.length;
        });
        total += made;
        if (made < REMINDERS_PER_PLAN) break;
      }
      return total;
    },
  };
}
