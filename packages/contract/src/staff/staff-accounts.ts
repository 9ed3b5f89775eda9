import { z } from 'zod';
import { ZEmail, ZTrimmed, zId } from '../core/common';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZStaffRole } from './staff';

// The clinic's staff accounts, which only owners manage, and the invitation link a new member opens.

const ZRecordParams = z.object({ id: zId('id') });
const ZDone = z.object({ success: z.literal(1) });

/** A doctor account names the doctor it is; the other roles name none. */
const ZRoleAndDoctor = z.object({
  role: ZStaffRole,
  doctor_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
function requireDoctorLink(body: z.infer<typeof ZRoleAndDoctor>, ctx: z.RefinementCtx) {
  if (body.role === 'doctor' && !body.doctor_id) {
    ctx.addIssue({
      code: 'custom',
      message: 'doctor_id is required for a doctor account',
      path: ['doctor_id'],
      params: { errorCode: 'DOCTOR_LINK_REQUIRED' },
    });
  }
}

export const ZStaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: ZStaffRole,
  /** The doctor a doctor account is; null for the others. */
  doctor_id: z.number().int().nullable(),
  /** The account logs in with a second factor. */
  second_factor: z.boolean(),
  /** The account of whoever asked. */
  you: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZStaffRole,
  doctor_id: z.number().int().nullable(),
  /** ISO instants. */
  created_at: z.string(),
  expires_at: z.string(),
});
export type TStaffInvitation = z.infer<typeof ZStaffInvitation>;

export const staffMembersCall = defineCall({
  ...ROUTES.staffMembers,
  summary: "The clinic's staff accounts and the invitations not yet used (owners)",
  response: z.object({ members: z.array(ZStaffMember), invitations: z.array(ZStaffInvitation) }),
});

export const ZInviteRequest = ZRoleAndDoctor.extend({ email: ZEmail }).superRefine(requireDoctorLink);
export type TInviteRequest = z.input<typeof ZInviteRequest>;
export const staffInviteCall = defineCall({
  ...ROUTES.staffInvite,
  summary:
    'Invites a new staff member by email with a role (owners): answers the single-use link, which expires, for ' +
    'the owner to pass on (the demo also keeps it in the staff outbox). A new invitation to the same email ' +
    'replaces the one before.',
  body: ZInviteRequest,
  response: z.object({ success: z.literal(1), id: z.number().int(), link: z.string(), expires_at: z.string() }),
});

export const staffRevokeInvitationCall = defineCall({
  ...ROUTES.staffRevokeInvitation,
  summary: 'Withdraws an invitation not yet used (owners): its link opens nothing any more',
  params: ZRecordParams,
  response: ZDone,
});

export const ZUpdateMemberRequest = ZRoleAndDoctor.superRefine(requireDoctorLink);
export const staffUpdateMemberCall = defineCall({
  ...ROUTES.staffUpdateMember,
  summary: "Changes a member's role and, for a doctor account, its doctor (owners); the last owner stays owner",
  params: ZRecordParams,
  body: ZUpdateMemberRequest,
  response: ZDone,
});

export const staffRemoveMemberCall = defineCall({
  ...ROUTES.staffRemoveMember,
  summary: "Removes a member's account (owners): their sessions end at once; the last owner cannot be removed",
  params: ZRecordParams,
  response: ZDone,
});

/** The secret part of an invitation link. */
const ZInvitationToken = z
  .string({ error: 'token is required' })
  .regex(/^inv_[A-Za-z0-9_-]{20,100}$/, { error: 'token is not an invitation' });

export const staffInvitationCall = defineCall({
  ...ROUTES.staffInvitation,
  summary: 'What an invitation link invites to (public): the clinic, the email and the role, if still open',
  body: z.object({ token: ZInvitationToken }),
  response: z.object({
    clinic: z.object({ key: z.string(), name: z.string() }),
    email: z.string(),
    role: ZStaffRole,
  }),
});

export const STAFF_PASSWORD_MIN = 10;
export const ZAcceptInvitationRequest = z.object({
  token: ZInvitationToken,
  name: ZTrimmed('name', 100),
  password: z
    .string({ error: 'password is required' })
    .min(STAFF_PASSWORD_MIN, { error: `password must be at least ${STAFF_PASSWORD_MIN} characters` })
    .max(200),
});
export const staffAcceptInvitationCall = defineCall({
  ...ROUTES.staffAcceptInvitation,
  summary: 'Uses an invitation (public): makes the account with the name and password chosen; then log in',
  body: ZAcceptInvitationRequest,
  response: z.object({ success: z.literal(1), clinic: z.string(), email: z.string() }),
});

export const devStaffOutboxCall = defineCall({
  ...ROUTES.devStaffOutbox,
  summary: 'Development only: staff invitations the demo would have emailed to this address, newest first',
  query: z.object({ email: ZEmail }),
  response: z.array(z.object({ to: z.string(), clinic: z.string(), link: z.string(), sent_at: z.string() })),
});

export const staffAccountCalls = [
  staffMembersCall,
  staffInviteCall,
  staffRevokeInvitationCall,
  staffUpdateMemberCall,
  staffRemoveMemberCall,
  staffInvitationCall,
  staffAcceptInvitationCall,
  devStaffOutboxCall,
] as const;
