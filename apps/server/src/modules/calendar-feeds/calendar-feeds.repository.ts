import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema';

/** Doctors' calendar feeds, found by the hash of their address's token. */
export function createCalendarFeedsRepository(db: Db, now: () => Date) {
  return {
    /** A new live feed for the doctor; the one before, if any, is revoked in the same transaction. */
    async replace(values: { tenantId: number; doctorId: number; tokenHash: string; createdBy: number }) {
      await db.transaction(async (tx) => {
        await tx
          .update(calendarFeeds)
          .set({ revokedAt: now() })
          .where(
            and(
              eq(calendarFeeds.tenantId, values.tenantId),
              eq(calendarFeeds.doctorId, values.doctorId),
              isNull(calendarFeeds.revokedAt),
            ),
          );
        await tx.insert(calendarFeeds).values({ ...values, createdAt: now() });
      });
    },

    /** Revokes the doctor's live feed; answers whether there was one. */
    async revoke(tenantId: number, doctorId: number): Promise<boolean> {
      const rows = await db
        .update(calendarFeeds)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(calendarFeeds.tenantId, tenantId),
            eq(calendarFeeds.doctorId, doctorId),
            isNull(calendarFeeds.revokedAt),
          ),
        )
        .returning({ id: calendarFeeds.id });
      return rows.length > 0;
    },

    /**
     * In the caller's transaction, revokes the live feeds a staff member made and their doctor's live feed;
     * answers the doctors whose feeds ended.
     */
    async revokeOfMember(tx: Db, tenantId: number, member: { staffId: number; doctorId: number | null }) {
      const rows = await tx
        .update(calendarFeeds)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(calendarFeeds.tenantId, tenantId),
            isNull(calendarFeeds.revokedAt),
            or(
              eq(calendarFeeds.createdBy, member.staffId),
              member.doctorId === null ? undefined : eq(calendarFeeds.doctorId, member.doctorId),
            ),
          ),
        )
        .returning({ doctorId: calendarFeeds.doctorId });
      return rows.map((row) => row.doctorId);
    },

    async findLive(tokenHash: string) {
      const [row] = await db
        .select({ tenantId: calendarFeeds.tenantId, doctorId: calendarFeeds.doctorId })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
      return row;
    },
  };
}
export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
