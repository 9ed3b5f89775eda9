import { and, eq, isNull } from 'drizzle-orm';
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
