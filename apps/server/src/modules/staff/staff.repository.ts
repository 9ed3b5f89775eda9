import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/schema';
import { hashToken } from '../../lib/token-hash';

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

    /** Creates the account unless the clinic has one with that email; an existing account is never changed. */
    async insertAccountIfMissing(values: NewStaffAccount) {
      await db
        .insert(staffAccounts)
        .values({ ...values, email: values.email.toLowerCase() })
        .onConflictDoNothing({ target: [staffAccounts.tenantId, staffAccounts.email] });
    },

    async createSession(values: {
      tenantId: number;
      staffId: number;
      token: string;
      expiresAt: Date;
      secondFactorPending: boolean;
    }) {
      await db.insert(staffSessions).values({
        tenantId: values.tenantId,
        staffId: values.staffId,
        tokenHash: hashToken(values.token),
        expiresAt: values.expiresAt,
        secondFactorPending: values.secondFactorPending,
      });
    },

    /** The second factor was given: the session opens the workspace until `expiresAt`. */
    async completeSecondFactor(tenantId: number, sessionId: number, expiresAt: Date) {
      await db
        .update(staffSessions)
        .set({ secondFactorPending: false, expiresAt })
        .where(and(eq(staffSessions.tenantId, tenantId), eq(staffSessions.id, sessionId)));
    },

    /** The live session of this token, with its account. */
    async findLiveSession(token: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          secondFactorPending: staffSessions.secondFactorPending,
          account: staffAccounts,
        })
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

    /** The id of the account's latest session that passed its second factor (or needed none), or undefined. */
    async latestOpenedSessionId(tenantId: number, staffId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: sql<string | null>`max(${staffSessions.id})` })
        .from(staffSessions)
        .where(
          and(
            eq(staffSessions.tenantId, tenantId),
            eq(staffSessions.staffId, staffId),
            eq(staffSessions.secondFactorPending, false),
          ),
        );
      return row?.id == null ? undefined : Number(row.id);
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
