import type { Db } from '../../db/client';
import type { VisitEvent, VisitFollower } from '../appointments/visit-event.types';
import type { JobQueue } from './job-queue';
import type { VisitTopic } from './message-texts';
import type { OutboundRepository } from './outbound.repository';

/** Reminders planned in one statement at most. */
const REMINDERS_PER_PLAN = 5_000;
/** Statements one sweep may run when each comes back full. */
const MAX_PLANS_PER_SWEEP = 20;

/** What the patient is told of a visit's event; none: nothing (a confirmation, a desk mark, an erasure). */
export function patientTopicOf(
  event: Pick<VisitEvent, 'kind' | 'fromState' | 'toState' | 'actor'>,
): VisitTopic | undefined {
  // An erased patient has no phone left to tell.
  if (event.actor === 'system:erasure') return undefined;
  switch (event.kind) {
    case 'held':
    case 'booked':
      return event.kind;
    case 'moved':
      // A hold moved is still a hold: held at its new time until its deadline, pay to confirm (no Confirm/Cancel).
      return event.toState === 'held' ? 'held' : 'moved';
    case 'paid':
      return event.fromState === 'held' ? 'booked' : undefined;
    case 'expired':
      return 'released';
    case 'cancelled':
      // A hold freed by the system (a declined card) was never booked: its time was released.
      return event.fromState === 'held' && event.actor.startsWith('system:') ? 'released' : 'cancelled';
    default:
      return undefined;
  }
}

/** Confirmations of visit changes and reminders before visits: each a message row and its job, made together. */
export function createVisitMessages(deps: {
  db: Db;
  repo: OutboundRepository;
  queue: Pick<JobQueue, 'enqueue'>;
  reminderMinutes: number[];
  now: () => Date;
}) {
  const { repo, queue, now } = deps;

  const follower: VisitFollower = {
    async follow(tx, event) {
      const topic = patientTopicOf(event);
      if (!topic) return;
      const made = await repo.queueAboutVisit(tx, {
        tenantId: event.tenantId,
        appointmentId: event.appointmentId,
        kind: 'confirmation',
        topic,
        now: now(),
      });
      await queue.enqueue(tx, made);
    },
  };

  return {
    /** Follows every visit's life: the patient hears of each booking, hold, move, cancel and release. */
    follower,

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
