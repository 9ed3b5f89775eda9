import type { CallAuth, CallMethod } from '../core/define-call';

/** A visit's money at the desk (see routes.ts): what was paid and given back, refunds and payments taken there. */
export const VISIT_MONEY_ROUTES = {
  staffVisitMoney: { method: 'GET', path: '/api/staff/visits/:id/money', auth: 'staff' },
  staffRefundVisit: { method: 'POST', path: '/api/staff/visits/:id/refund', auth: 'staff' },
  staffDeskPayment: { method: 'POST', path: '/api/staff/visits/:id/payments', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
