import type { TLang } from '@clinic/contract/core/common';
import { AppError } from '../../errors';
import type { ClinicsService } from '../tenants/clinics.service';
import type { AuditService } from '../audit/audit.service';
import { hashPassword } from './passwords';
import type { StaffAccountsRepository, StaffInvitationRow } from './staff-accounts.repository';

/** An invitation link's side: what it invites to, and the account its invitee makes with it. */
export function createStaffInvitationsService(deps: {
  repo: StaffAccountsRepository;
  tenants: Pick<ClinicsService, 'findById'>;
  audit: AuditService;
  now: () => Date;
}) {
  const { repo, now } = deps;

  /** The invitation of this token while it can still be used; else why not, as its own code. */
  async function openInvitation(token: string): Promise<StaffInvitationRow> {
    const row = await repo.findInvitationByToken(token);
    if (!row || row.revokedAt) throw new AppError('INVITATION_NOT_FOUND');
    if (row.acceptedAt) throw new AppError('INVITATION_USED');
    if (row.expiresAt <= now()) throw new AppError('INVITATION_EXPIRED');
    return row;
  }

  async function clinicOf(row: StaffInvitationRow) {
    const tenant = await deps.tenants.findById(row.tenantId);
    if (!tenant) throw new AppError('INVITATION_NOT_FOUND');
    return tenant;
  }

  return {
    async check(token: string, lang: TLang) {
      const row = await openInvitation(token);
      const tenant = await clinicOf(row);
      const name = tenant.name[lang] ?? tenant.name.en ?? tenant.name.he ?? tenant.key;
      return { clinic: { key: tenant.key, name }, email: row.email, role: row.role };
    },

    /** Makes the invitee's account with the name and password they chose; the link then opens nothing. */
    async accept(input: { token: string; name: string; password: string }) {
      const row = await openInvitation(input.token);
      const tenant = await clinicOf(row);
      const passwordHash = await hashPassword(input.password);
      const made = await repo.acceptInvitation(row, { name: input.name, passwordHash }, now());
      if (made === 'used') throw new AppError('INVITATION_USED');
      if (made === 'email-taken') throw new AppError('STAFF_EMAIL_TAKEN');
      // The new member is the one acting: their joining is their first entry in the audit log.
      await deps.audit.record(
        {
          sessionId: 0,
          staffId: made.accountId,
          tenantId: row.tenantId,
          name: input.name,
          role: row.role,
          doctorId: row.doctorId,
          secondFactorPending: false,
          secondFactorEnabled: false,
        },
        {
          action: 'staff.joined',
          targetType: 'staff',
          targetId: made.accountId,
          after: { invitation_id: row.id, name: input.name, email: row.email, role: row.role, doctor_id: row.doctorId },
        },
      );
      return { success: 1 as const, clinic: tenant.key, email: row.email };
    },
  };
}
export type StaffInvitationsService = ReturnType<typeof createStaffInvitationsService>;
