import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import type { StaffAccountRow } from './staff.repository';

const account = (tenantId: number, id: number) => and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.id, id));

/** A staff account's TOTP secret and recovery codes. */
export function createSecondFactorRepository(db: Db) {
  return {
    async find(tenantId: number, id: number): Promise<StaffAccountRow | undefined> {
      const [row] = await db.select().from(staffAccounts).where(account(tenantId, id));
      return row;
    },

    /** A new secret, not in force until enabled (an enabled account keeps its own). */
    async startEnrolment(tenantId: number, id: number, secret: string): Promise<boolean> {
      const rows = await db
        .update(staffAccounts)
        .set({ totpSecret: secret })
        .where(and(account(tenantId, id), sql`${staffAccounts.totpEnabledAt} is null`))
        .returning({ id: staffAccounts.id });
      return rows.length === 1;
    },

    async enable(tenantId: number, id: number, recoveryHashes: string[], at: Date) {
      await db
        .update(staffAccounts)
        .set({ totpEnabledAt: at, recoveryCodes: recoveryHashes })
        .where(account(tenantId, id));
    },

    async disable(tenantId: number, id: number) {
      await db
        .update(staffAccounts)
        .set({ totpSecret: null, totpEnabledAt: null, recoveryCodes: [] })
        .where(account(tenantId, id));
    },

    /** Uses up one recovery code (by its hash), in one statement: a code works once, even twice at once. */
    async useRecoveryCode(tenantId: number, id: number, hash: string): Promise<boolean> {
      const rows = await db
        .update(staffAccounts)
        .set({ recoveryCodes: sql`${staffAccounts.recoveryCodes} - ${hash}::text` })
        .where(and(account(tenantId, id), sql`${staffAccounts.recoveryCodes} ? ${hash}::text`))
        .returning({ id: staffAccounts.id });
      return rows.length === 1;
    },
  };
}
export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
