import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffInvitations, staffSessions } from '../../db/schema';
import { hashToken } from '../../lib/token-hash';
import type { TStaffRole } from '@clinic/contract/staff/staff';

export type StaffInvitationRow = typeof staffInvitations.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
class EmailTaken extends Error {}

/** A clinic's staff accounts as owners manage them, and the invitations (kept by their token's hash). */
export function createStaffAccountsRepository(db: Db) {
  /** The clinic's owners, locked until the transaction ends, so two changes cannot both take the last one away. */
  async function lockOwners(tx: Tx, tenantId: number) {
    const rows = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.role, 'owner')))
      .for('update');
    return rows.map((row) => row.id);
  }

  return {
    listMembers(tenantId: number) {
      return db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.tenantId, tenantId))
        .orderBy(asc(staffAccounts.name), asc(staffAccounts.id));
    },

    async findMember(tenantId: number, id: number) {
      const [row] = await db
        .select()
        .from(staffAccounts)
        .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.id, id)))
        .limit(1);
      return row;
    },

    /** Invitations neither used, withdrawn nor expired, newest first. */
    openInvitations(tenantId: number, now: Date) {
      return db
        .select()
        .from(staffInvitations)
        .where(
          and(
            eq(staffInvitations.tenantId, tenantId),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .orderBy(sql`${staffInvitations.id} desc`);
    },

    /** A new invitation; any open one to the same email is withdrawn, so only the newest link works. */
    async createInvitation(values: {
      tenantId: number;
      email: string;
      role: TStaffRole;
      doctorId: number | null;
      token: string;
      invitedBy: number;
      expiresAt: Date;
      now: Date;
    }) {
      return db.transaction(async (tx) => {
        await tx
          .update(staffInvitations)
          .set({ revokedAt: values.now })
          .where(
            and(
              eq(staffInvitations.tenantId, values.tenantId),
              eq(staffInvitations.email, values.email),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
            ),
          );
        const [row] = await tx
          .insert(staffInvitations)
          .values({
            tenantId: values.tenantId,
            email: values.email,
            role: values.role,
            doctorId: values.doctorId,
            tokenHash: hashToken(values.token),
            invitedBy: values.invitedBy,
            expiresAt: values.expiresAt,
          })
          .returning();
        return row!;
      });
    },

    /** Withdraws an open invitation; undefined when there is none with this id. */
    async revokeInvitation(tenantId: number, id: number, now: Date): Promise<StaffInvitationRow | undefined> {
      const [row] = await db
        .update(staffInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(staffInvitations.tenantId, tenantId),
            eq(staffInvitations.id, id),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    async findInvitationByToken(token: string) {
      const [row] = await db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.tokenHash, hashToken(token)))
        .limit(1);
      return row;
    },

    /**
     * Uses the invitation and makes its account in one transaction: the invitation is taken only if still unused
     * (so one link makes one account however often it is sent), and the account only if its email is free.
     */
    async acceptInvitation(
      invitation: StaffInvitationRow,
      account: { name: string; passwordHash: string },
      now: Date,
    ): Promise<'used' | 'email-taken' | { accountId: number }> {
      try {
        return await db.transaction(async (tx) => {
          const [taken] = await tx
            .update(staffInvitations)
            .set({ acceptedAt: now })
            .where(
              and(
                eq(staffInvitations.tenantId, invitation.tenantId),
                eq(staffInvitations.id, invitation.id),
                isNull(staffInvitations.acceptedAt),
                isNull(staffInvitations.revokedAt),
              ),
            )
            .returning({ id: staffInvitations.id });
          if (!taken) return 'used' as const;
          const [created] = await tx
            .insert(staffAccounts)
            .values({
              tenantId: invitation.tenantId,
              email: invitation.email,
              name: account.name,
              role: invitation.role,
              doctorId: invitation.doctorId,
              passwordHash: account.passwordHash,
            })
            .onConflictDoNothing()
            .returning({ id: staffAccounts.id });
          // The email got an account meanwhile: undo, so the invitation stays unused.
          if (!created) throw new EmailTaken();
          return { accountId: created.id };
        });
      } catch (error) {
        if (error instanceof EmailTaken) return 'email-taken';
        throw error;
      }
    },

    /**
     * Changes a member's role and doctor, refused (undefined) when it would leave the clinic without an owner.
     * Answers the member as it was, or 'missing'.
     */
    async changeRole(tenantId: number, id: number, change: { role: TStaffRole; doctorId: number | null }) {
      return db.transaction(async (tx) => {
        const owners = await lockOwners(tx, tenantId);
        const [before] = await tx
          .select()
          .from(staffAccounts)
          .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.id, id)))
          .limit(1);
        if (!before) return 'missing' as const;
        if (change.role !== 'owner' && owners.length === 1 && owners[0] === id) return 'last-owner' as const;
        await tx
          .update(staffAccounts)
          .set({ role: change.role, doctorId: change.doctorId })
          .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.id, id)));
        return before;
      });
    },

    /**
     * Removes a member and ends their sessions at once, unless they are the clinic's last owner. `alsoEnd` ends, in
     * the same transaction, what other modules keep for the member.
     */
    async removeMember(
      tenantId: number,
      id: number,
      now: Date,
      alsoEnd: (tx: Db, removed: typeof staffAccounts.$inferSelect) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const owners = await lockOwners(tx, tenantId);
        if (owners.length === 1 && owners[0] === id) return 'last-owner' as const;
        const [removed] = await tx
          .delete(staffAccounts)
          .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.id, id)))
          .returning();
        if (!removed) return 'missing' as const;
        await tx
          .update(staffSessions)
          .set({ revokedAt: now })
          .where(
            and(eq(staffSessions.tenantId, tenantId), eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)),
          );
        await alsoEnd(tx, removed);
        return removed;
      });
    },
  };
}
export type StaffAccountsRepository = ReturnType<typeof createStaffAccountsRepository>;
