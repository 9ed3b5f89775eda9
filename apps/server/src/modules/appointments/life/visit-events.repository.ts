import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { visitEvents } from '../../../db/schema';
import type { Executor } from '../appointments.repository';
import type { VisitEvent } from '../visit-event.types';

const eventColumns = {
  id: visitEvents.id,
  tenantId: visitEvents.tenantId,
  appointmentId: visitEvents.appointmentId,
  sequence: visitEvents.sequence,
  kind: visitEvents.kind,
  fromState: visitEvents.fromState,
  toState: visitEvents.toState,
  actor: visitEvents.actor,
  at: visitEvents.at,
};

/** The visits' events: taken to be followed (marked followed, the only change an event may have). */
export function createVisitEventsRepository(db: Db) {
  return {
    /**
     * Takes one visit's events not yet followed, in its order, marking them followed in one statement: the mark
     * commits with what the followers make of them, or neither does. A concurrent taker waits for the first and
     * then finds them taken.
     */
    async take(tx: Executor, tenantId: number, appointmentId: number): Promise<VisitEvent[]> {
      const taken = await tx
        .update(visitEvents)
        .set({ followedAt: sql`now()` })
        .where(
          and(
            eq(visitEvents.tenantId, tenantId),
            eq(visitEvents.appointmentId, appointmentId),
            isNull(visitEvents.followedAt),
          ),
        )
        .returning(eventColumns);
      return taken.sort((a, b) => a.sequence - b.sequence);
    },

    /** Visits with events not yet followed (a path that did not follow its own, or a process that stopped). */
    async visitsBehind(limit: number): Promise<Array<{ tenantId: number; appointmentId: number }>> {
      return db
        .selectDistinct({ tenantId: visitEvents.tenantId, appointmentId: visitEvents.appointmentId })
        .from(visitEvents)
        .where(isNull(visitEvents.followedAt))
        .limit(limit);
    },
  };
}
