import type { CallAuth, CallMethod } from '../core/define-call';

/** The WhatsApp messaging calls (see routes.ts); their schemas are in staff-whatsapp.ts. */
export const MESSAGING_ROUTES = {
  staffFailedWhatsApp: { method: 'GET', path: '/api/staff/whatsapp/failed', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
