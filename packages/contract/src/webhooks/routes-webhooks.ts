import type { CallAuth, CallMethod } from '../core/define-call';

/** Owners' webhook endpoints (see routes.ts); their schemas are in staff-webhooks.ts. */
export const WEBHOOK_ROUTES = {
  staffWebhooks: { method: 'GET', path: '/api/staff/webhooks', auth: 'staff' },
  staffCreateWebhook: { method: 'POST', path: '/api/staff/webhooks', auth: 'staff' },
  staffRemoveWebhook: { method: 'POST', path: '/api/staff/webhooks/:id/remove', auth: 'staff' },
  staffResumeWebhook: { method: 'POST', path: '/api/staff/webhooks/:id/resume', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
