import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/schema';
import { hashToken } from '../identity/sessions.repository';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type NewStaffAccount = typeof staffAccounts.$inferInsert;

/** Staff accounts and their sessions (stored by the hash of their token, like patients'). */
export function createStaffRepository(db: Db) {
  return {
    async findAccountByEmail(tenantId: number, email: string): Promise<StaffAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(staffAccounts)
        .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.email, email.toLowerCase())))
        .limit(1);
      return row;
    },

    /** Adds an account, or (same clinic and email) gives the existing one these details. */
    async upsertAccount(values: NewStaffAccount) {
      await db
        .insert(staffAccounts)
        .values({ ...values, email: values.email.toLowerCase() })
        .onConflictDoUpdate({
          target: [staffAccounts.tenantId, staffAccounts.email],
          set: {
            name: values.name,
            role: values.role,
            doctorId: values.doctorId ?? null,
            passwordHash: values.passwordHash,
          },
        });
    },

    /**
     * Counts a wrong password; the one that reaches `maxFailures` locks the account until `lockUntil` and starts
     * the count again. Answers whether the account is now locked.
     */
    async recordFailedLogin(tenantId: number, id: number, rule: { maxFailures: number; lockUntil: Date }) {
      const [row] = await db
        .update(staffAccounts)
        .set({
          failedLogins: sql`case when ${staffAccounts.failedLogins} + 1 >= ${rule.maxFailures} then 0
                                 else ${staffAccounts.failedLogins} + 1 end`,
          lockedUntil: sql`case when ${staffAccounts.failedLogins} + 1 >= ${rule.maxFailures}
                                then ${rule.lockUntil.toISOString()}::timestamptz else ${staffAccounts.lockedUntil} end`,
        })
        .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.id, id)))
        .returning({ lockedUntil: staffAccounts.lockedUntil });
      return row?.lockedUntil ?? null;
    },

    async clearFailedLogins(tenantId: number, id: number) {
      await db
        .update(staffAccounts)
        .set({ failedLogins: 0, lockedUntil: null })
        .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.id, id)));
    },

    async createSession(values: { tenantId: number; staffId: number; token: string; expiresAt: Date }) {
      await db.insert(staffSessions).values({
        tenantId: values.tenantId,
        staffId: values.staffId,
        tokenHash: hashToken(values.token),
        expiresAt: values.expiresAt,
      });
    },

    /** The live session of this token, with its account. */
    async findLiveSession(token: string, now: Date) {
      const [row] = await db
        .select({ sessionId: staffSessions.id, account: staffAccounts })
        .from(staffSessions)
        .innerJoin(
          staffAccounts,
          and(eq(staffAccounts.tenantId, staffSessions.tenantId), eq(staffAccounts.id, staffSessions.staffId)),
        )
        .where(
          and(
            eq(staffSessions.tokenHash, hashToken(token)),
            isNull(staffSessions.revokedAt),
            sql`${staffSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      return row;
    },

    async revokeSession(tenantId: number, sessionId: number, now: Date) {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.tenantId, tenantId), eq(staffSessions.id, sessionId)));
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
