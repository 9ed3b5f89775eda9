import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PendingRegistration, otpCodes } from '../../db/schema';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

export function createOtpCodesRepository(db: Db) {
  return {
    /** A new code replaces every earlier one of the phone: only the newest can be used. */
    async replace(
      values: {
        tenantId: number;
        phone: string;
        codeHash: string;
        expiresAt: Date;
        registration: PendingRegistration | null;
      },
      now: Date,
    ) {
      await db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(
          and(eq(otpCodes.tenantId, values.tenantId), eq(otpCodes.phone, values.phone), isNull(otpCodes.consumedAt)),
        );
      // Keep no more than a day of old code hashes per phone: nothing needs them once they are dead.
      await db
        .delete(otpCodes)
        .where(
          and(
            eq(otpCodes.tenantId, values.tenantId),
            eq(otpCodes.phone, values.phone),
            lt(otpCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
          ),
        );
      const [row] = await db.insert(otpCodes).values(values).returning();
      return row!;
    },
    async latestOpen(tenantId: number, phone: string): Promise<OtpCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)))
        .orderBy(desc(otpCodes.id))
        .limit(1);
      return row;
    },
    /**
     * Counts one attempt before the code is compared, atomically, so parallel guesses cannot
     * exceed the limit. Answers the row only while the code is open, unexpired and under the limit.
     */
    async takeAttempt(tenantId: number, id: number, maxAttempts: number, now: Date): Promise<OtpCodeRow | undefined> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          and(
            eq(otpCodes.tenantId, tenantId),
            eq(otpCodes.id, id),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, now),
            lt(otpCodes.attempts, maxAttempts),
          ),
        )
        .returning();
      return row;
    },
    /** Single use: only one caller can consume a code. */
    async consume(tenantId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },
  };
}
export type OtpCodesRepository = ReturnType<typeof createOtpCodesRepository>;
