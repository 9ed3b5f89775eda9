import type { CallAuth, CallMethod } from '../core/define-call';

/** A patient's own data rights (see routes.ts); their schemas are in data-rights.ts. */
export const DATA_RIGHTS_ROUTES = {
  exportMyData: { method: 'GET', path: '/api/me/export', auth: 'customer' },
  sendErasureCode: { method: 'POST', path: '/api/me/erase/code', auth: 'customer' },
  confirmErasureCode: { method: 'POST', path: '/api/me/erase/confirm', auth: 'customer' },
  eraseMe: { method: 'POST', path: '/api/me/erase', auth: 'customer' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;

/** The same rights exercised for a patient at the desk (owners only); schemas in staff-data-rights.ts. */
export const STAFF_DATA_RIGHTS_ROUTES = {
  staffExportPatient: { method: 'GET', path: '/api/staff/patients/:id/export', auth: 'staff' },
  staffErasePatient: { method: 'POST', path: '/api/staff/patients/:id/erase', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
