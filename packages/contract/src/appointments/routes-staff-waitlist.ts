import type { CallAuth, CallMethod } from '../core/define-call';

/** The front desk's waitlist calls (see routes.ts); their schemas are in staff-waitlist.ts. */
export const STAFF_WAITLIST_ROUTES = {
  staffWaitlist: { method: 'GET', path: '/api/staff/waitlist', auth: 'staff' },
  staffEndWaitlistEntry: { method: 'POST', path: '/api/staff/waitlist/:id/end', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
