import { randomBytes } from 'node:crypto';
import type { TInviteRequest } from '@clinic/contract/staff/staff-accounts';
import type { TStaffRole } from '@clinic/contract/staff/staff';
import { AppError } from '../../errors';
import { type StaffSession } from '../../lib/staff-session';
import type { CalendarFeeds } from '../calendar-feeds/calendar-feeds.service';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import type { TenantRow } from '../../db/tenant-row';
import type { AuditService } from '../audit/audit.service';
import type { InvitationOutbox } from './invitation-outbox';
import type { StaffAccountsRepository, StaffInvitationRow } from './staff-accounts.repository';
import type { StaffAccountRow, StaffRepository } from './staff.repository';
import { assertSection } from '../../lib/staff-sections';

/** How long an invitation link can be used. */
export const INVITATION_DAYS = 7;

/** What the audit log keeps of a member: never the password's hash or the second factor's secret. */
const memberRecord = (row: StaffAccountRow) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  doctor_id: row.doctorId,
});
const invitationView = (row: StaffInvitationRow) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  doctor_id: row.doctorId,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

/** The address of an invitation's page: the token rides in the fragment, which browsers never send to a server. */
export const invitationLink = (origin: string, clinic: string, token: string) =>
  `${origin}/${encodeURIComponent(clinic)}/staff#invitation=${token}`;

/** What a member's removal ends in the calendar-feeds module: the feeds their addresses could still read. */
export type MemberFeeds = Pick<CalendarFeeds, 'revokeOfMember'>;

/** The owner's management of the clinic's staff accounts: list, invite, change role, remove. */
export function createStaffAccountsService(deps: {
  repo: StaffAccountsRepository;
  accounts: Pick<StaffRepository, 'findAccountByEmail'>;
  catalog: Pick<CatalogRows, 'findDoctor'>;
  audit: AuditService;
  outbox: InvitationOutbox;
  feeds: MemberFeeds;
  now: () => Date;
}) {
  const { repo, audit, now } = deps;

  /** A doctor account's doctor must be one of this clinic's; other roles link none. */
  async function doctorLink(staff: StaffSession, role: TStaffRole, doctorId: number | null | undefined) {
    if (role !== 'doctor') return null;
    if (!doctorId) throw new AppError('DOCTOR_LINK_REQUIRED', { params: { field: 'doctor_id' } });
    if (!(await deps.catalog.findDoctor(staff.tenantId, doctorId))) {
      throw new AppError('DOCTOR_UNKNOWN', { params: { field: 'doctor_id' } });
    }
    return doctorId;
  }

  return {
    async list(staff: StaffSession) {
      assertSection(staff, 'staff');
      const [members, invitations] = await Promise.all([
        repo.listMembers(staff.tenantId),
        repo.openInvitations(staff.tenantId, now()),
      ]);
      return {
        members: members.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          role: row.role,
          doctor_id: row.doctorId,
          second_factor: row.totpEnabledAt !== null,
          you: row.id === staff.staffId,
        })),
        invitations: invitations.map(invitationView),
      };
    },

    /** Invites by email; the link leads to `siteOrigin` (PUBLIC_URL, else this machine's address). */
    async invite(staff: StaffSession, tenant: TenantRow, input: TInviteRequest, siteOrigin: string) {
      assertSection(staff, 'staff');
      const email = input.email.toLowerCase();
      const doctorId = await doctorLink(staff, input.role, input.doctor_id);
      if (await deps.accounts.findAccountByEmail(staff.tenantId, email)) {
        throw new AppError('STAFF_EMAIL_TAKEN', { params: { field: 'email' } });
      }
      const token = `inv_${randomBytes(32).toString('base64url')}`;
      const at = now();
      const row = await repo.createInvitation({
        tenantId: staff.tenantId,
        email,
        role: input.role,
        doctorId,
        token,
        invitedBy: staff.staffId,
        expiresAt: new Date(at.getTime() + INVITATION_DAYS * 86_400_000),
        now: at,
      });
      const link = invitationLink(siteOrigin, tenant.key, token);
      deps.outbox.deliver({ to: email, clinic: tenant.key, link, sent_at: at.toISOString() });
      await audit.record(staff, {
        action: 'staff.invited',
        targetType: 'staff',
        targetId: null,
        after: { invitation_id: row.id, email, role: input.role, doctor_id: doctorId },
      });
      return { success: 1 as const, id: row.id, link, expires_at: row.expiresAt.toISOString() };
    },

    async revokeInvitation(staff: StaffSession, id: number) {
      assertSection(staff, 'staff');
      const row = await repo.revokeInvitation(staff.tenantId, id, now());
      if (!row) throw new AppError('INVITATION_NOT_FOUND');
      await audit.record(staff, {
        action: 'staff.invitation_revoked',
        targetType: 'staff',
        targetId: null,
        before: invitationView(row),
      });
      return { success: 1 as const };
    },

    /** A new role (and doctor) applies from the member's next call: their sessions read the account each time. */
    async changeRole(
      staff: StaffSession,
      id: number,
      input: { role: TStaffRole; doctor_id?: number | null | undefined },
    ) {
      assertSection(staff, 'staff');
      const doctorId = await doctorLink(staff, input.role, input.doctor_id);
      const before = await repo.changeRole(staff.tenantId, id, { role: input.role, doctorId });
      if (before === 'missing') throw new AppError('STAFF_MEMBER_NOT_FOUND');
      if (before === 'last-owner') throw new AppError('LAST_OWNER');
      await audit.record(staff, {
        action: 'staff.role_changed',
        targetType: 'staff',
        targetId: id,
        before: memberRecord(before),
        after: { ...memberRecord(before), role: input.role, doctor_id: doctorId },
      });
      return { success: 1 as const };
    },

    async remove(staff: StaffSession, id: number) {
      assertSection(staff, 'staff');
      const removed = await repo.removeMember(staff.tenantId, id, now(), (tx, member) =>
        deps.feeds.revokeOfMember(tx, staff, { staffId: member.id, doctorId: member.doctorId }),
      );
      if (removed === 'missing') throw new AppError('STAFF_MEMBER_NOT_FOUND');
      if (removed === 'last-owner') throw new AppError('LAST_OWNER');
      await audit.record(staff, {
        action: 'staff.removed',
        targetType: 'staff',
        targetId: id,
        before: memberRecord(removed),
      });
      return { success: 1 as const };
    },
  };
}
export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
