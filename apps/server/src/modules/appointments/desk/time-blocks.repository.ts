import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { appointments, timeBlocks } from '../../../db/schema';
import type { AppointmentRow, Executor } from '../appointments.repository';

export type TimeBlockRow = typeof timeBlocks.$inferSelect;
/** Where a block applies: one doctor's time, or the whole branch's (doctorId null). */
export type BlockScope = { tenantId: number; branchId: number; doctorId: number | null };

/** Blocked time, and the visits a new block would cover. Every call runs on the caller's transaction. */
export const timeBlocksRepository = {
  /**
   * Active visits inside any of the ranges that have not started by `at`: the doctor's anywhere, or those at the
   * branch for a branch block. Locked until the transaction ends, in id order (the order the hold sweeper locks
   * in, so the two never deadlock), so they stay as read until cancelled.
   */
  async visitsWithin(
    tx: Executor,
    scope: BlockScope,
    ranges: Array<{ from: Date; to: Date }>,
    at: Date,
  ): Promise<AppointmentRow[]> {
    return tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, scope.tenantId),
          eq(appointments.status, 'active'),
          scope.doctorId === null
            ? eq(appointments.branchId, scope.branchId)
            : eq(appointments.doctorId, scope.doctorId),
          or(...ranges.map((range) => and(lt(appointments.startsAt, range.to), gt(appointments.endsAt, range.from)))),
          gt(appointments.startsAt, at),
        ),
      )
      .orderBy(asc(appointments.id))
      .for('update');
  },

  async insert(
    tx: Executor,
    scope: BlockScope,
    range: { from: Date; to: Date; reason: string; createdBy: number; seriesKey?: string | null },
  ) {
    const [row] = await tx
      .insert(timeBlocks)
      .values({
        tenantId: scope.tenantId,
        branchId: scope.branchId,
        doctorId: scope.doctorId,
        startsAt: range.from,
        endsAt: range.to,
        reason: range.reason,
        seriesKey: range.seriesKey ?? null,
        createdBy: range.createdBy,
      })
      .returning();
    return row!;
  },

  async find(tx: Executor, tenantId: number, id: number): Promise<TimeBlockRow | undefined> {
    const [row] = await tx
      .select()
      .from(timeBlocks)
      .where(and(eq(timeBlocks.tenantId, tenantId), eq(timeBlocks.id, id)));
    return row;
  },

  /** Blocks of a whole branch (or of every branch) that end after `after`, soonest first. */
  async branchWide(tx: Executor, tenantId: number, branchId: number | null, after: Date): Promise<TimeBlockRow[]> {
    return tx
      .select()
      .from(timeBlocks)
      .where(
        and(
          eq(timeBlocks.tenantId, tenantId),
          isNull(timeBlocks.doctorId),
          branchId === null ? undefined : eq(timeBlocks.branchId, branchId),
          gt(timeBlocks.endsAt, after),
        ),
      )
      .orderBy(asc(timeBlocks.startsAt));
  },

  async remove(tx: Executor, tenantId: number, id: number) {
    await tx.delete(timeBlocks).where(and(eq(timeBlocks.tenantId, tenantId), eq(timeBlocks.id, id)));
  },

  /** Removes every weekly repeat of a series; answers them as they were. */
  async removeSeries(tx: Executor, tenantId: number, seriesKey: string): Promise<TimeBlockRow[]> {
    return tx
      .delete(timeBlocks)
      .where(and(eq(timeBlocks.tenantId, tenantId), eq(timeBlocks.seriesKey, seriesKey)))
      .returning();
  },
};
