import type { CallAuth, CallMethod } from '../core/define-call';

/** The patient's waitlist calls (see routes.ts); their schemas are in waitlist.ts. */
export const WAITLIST_ROUTES = {
  joinWaitlist: { method: 'POST', path: '/api/waitlist', auth: 'customer' },
  getWaitlist: { method: 'GET', path: '/api/waitlist', auth: 'customer' },
  cancelWaitlistEntry: { method: 'POST', path: '/api/waitlist/:id/cancel', auth: 'customer' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
