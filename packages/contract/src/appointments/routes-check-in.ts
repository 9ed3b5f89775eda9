import type { CallAuth, CallMethod } from '../core/define-call';

/** The front desk's check-in by the visit card's QR code (see routes.ts); its schemas are in staff-check-in.ts. */
export const CHECK_IN_ROUTES = {
  staffCheckIn: { method: 'POST', path: '/api/staff/check_in', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
