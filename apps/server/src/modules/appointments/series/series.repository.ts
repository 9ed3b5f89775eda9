import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointmentSeries, appointments } from '../../../db/schema';
import type { Executor } from '../appointments.repository';

export type SeriesRow = typeof appointmentSeries.$inferSelect;

/** Recurring series: their own rows, and the visits that carry their id. */
export function createSeriesRepository(db: Db) {
  return {
    async insert(
      tx: Executor,
      values: { tenantId: number; customerId: number; doctorId: number; everyWeeks: number; createdBy: number },
    ): Promise<number> {
      const [row] = await tx.insert(appointmentSeries).values(values).returning({ id: appointmentSeries.id });
      return row!.id;
    },

    async find(tenantId: number, id: number): Promise<SeriesRow | undefined> {
      const [row] = await db
        .select()
        .from(appointmentSeries)
        .where(and(eq(appointmentSeries.tenantId, tenantId), eq(appointmentSeries.id, id)));
      return row;
    },

    /** The series' active visits starting at or after an instant, earliest first, locked until the transaction ends. */
    async activeVisitsFrom(tx: Executor, tenantId: number, seriesId: number, from: Date) {
      return tx
        .select({ id: appointments.id, startsAt: appointments.startsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.seriesId, seriesId),
            eq(appointments.status, 'active'),
            gte(appointments.startsAt, from),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .for('update');
    },
  };
}
export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
