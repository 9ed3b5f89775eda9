import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
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

/** The visits' events: read in order, and marked followed (the only change an event may have). */
export function createVisitEventsRepository(db: Db) {
  return {
    /** One visit's events not yet followed, in its order, locked until the caller's transaction ends. */
    unfollowed(tx: Executor, tenantId: number, appointmentId: number): Promise<VisitEvent[]> {
      return tx
        .select(eventColumns)
        .from(visitEvents)
        .where(
          and(
            eq(visitEvents.tenantId, tenantId),
            eq(visitEvents.appointmentId, appointmentId),
            isNull(visitEvents.followedAt),
          ),
        )
        .orderBy(asc(visitEvents.sequence))
        .for('update');
    },

    async markFollowed(tx: Executor, tenantId: number, ids: number[]) {
      if (ids.length === 0) return;
      await tx
        .update(visitEvents)
        .set({ followedAt: sql`now()` })
        .where(and(eq(visitEvents.tenantId, tenantId), inArray(visitEvents.id, ids)));
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
