import type { CallAuth, CallMethod } from '../core/define-call';

/**
 * The clinic's own setup and back office (see routes.ts): its details, branches, doctors and treatments (owners),
 * the contact form's inbox and the payments. Schemas in staff-clinic.ts, staff-settings.ts and staff-inbox.ts.
 */
export const SETTINGS_ROUTES = {
  staffClinic: { method: 'GET', path: '/api/staff/clinic', auth: 'staff' },
  staffUpdateClinic: { method: 'PATCH', path: '/api/staff/clinic', auth: 'staff' },
  staffBranches: { method: 'GET', path: '/api/staff/branches', auth: 'staff' },
  staffCreateBranch: { method: 'POST', path: '/api/staff/branches', auth: 'staff' },
  staffUpdateBranch: { method: 'PATCH', path: '/api/staff/branches/:id', auth: 'staff' },
  staffDoctors: { method: 'GET', path: '/api/staff/doctors', auth: 'staff' },
  staffCreateDoctor: { method: 'POST', path: '/api/staff/doctors', auth: 'staff' },
  staffUpdateDoctor: { method: 'PATCH', path: '/api/staff/doctors/:id', auth: 'staff' },
  staffTreatments: { method: 'GET', path: '/api/staff/treatments', auth: 'staff' },
  staffCreateTreatment: { method: 'POST', path: '/api/staff/treatments', auth: 'staff' },
  staffUpdateTreatment: { method: 'PATCH', path: '/api/staff/treatments/:id', auth: 'staff' },
  staffMessages: { method: 'GET', path: '/api/staff/messages', auth: 'staff' },
  staffMessageRead: { method: 'POST', path: '/api/staff/messages/:id/read', auth: 'staff' },
  staffMessageAnswered: { method: 'POST', path: '/api/staff/messages/:id/answered', auth: 'staff' },
  staffPayments: { method: 'GET', path: '/api/staff/payments', auth: 'staff' },
  staffRefundPayment: { method: 'POST', path: '/api/staff/payments/:id/refund', auth: 'staff' },
  /** The payments list as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Hebrew). */
  staffPaymentsCsv: { method: 'GET', path: '/api/staff/payments.csv', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;

/** Where the site downloads the payments CSV from (a file, not a call of its JSON client). */
export const PAYMENTS_CSV_PATH = SETTINGS_ROUTES.staffPaymentsCsv.path;
