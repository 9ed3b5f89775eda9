import type { CallAuth, CallMethod } from '../core/define-call';

/**
 * The clinic's staff accounts (owners) and the invitation link's own calls (see routes.ts); schemas in
 * staff-accounts.ts. The invitation's calls carry its token in the body, never in an address a log keeps.
 */
export const STAFF_ACCOUNT_ROUTES = {
  staffMembers: { method: 'GET', path: '/api/staff/members', auth: 'staff' },
  staffUpdateMember: { method: 'PATCH', path: '/api/staff/members/:id', auth: 'staff' },
  staffRemoveMember: { method: 'POST', path: '/api/staff/members/:id/remove', auth: 'staff' },
  staffInvite: { method: 'POST', path: '/api/staff/invitations', auth: 'staff' },
  staffRevokeInvitation: { method: 'POST', path: '/api/staff/invitations/:id/revoke', auth: 'staff' },
  staffInvitation: { method: 'POST', path: '/api/staff/invitation', auth: 'public' },
  staffAcceptInvitation: { method: 'POST', path: '/api/staff/invitation/accept', auth: 'public' },
  devStaffOutbox: { method: 'GET', path: '/api/dev/staff_outbox', auth: 'public' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
