import type { CallAuth, CallMethod } from '../core/define-call';

/** The patient's family members calls (see routes.ts); their schemas are in family.ts. */
export const FAMILY_ROUTES = {
  getFamily: { method: 'GET', path: '/api/family', auth: 'customer' },
  addFamilyMember: { method: 'POST', path: '/api/family', auth: 'customer' },
  updateFamilyMember: { method: 'PUT', path: '/api/family/:id', auth: 'customer' },
  removeFamilyMember: { method: 'DELETE', path: '/api/family/:id', auth: 'customer' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
