import type { CallAuth, CallMethod } from '../core/define-call';

/** Staff's payment documents and the clinic's billing details (schemas in staff-documents.ts). */
export const DOCUMENT_ROUTES = {
  staffVisitDocuments: { method: 'GET', path: '/api/staff/appointments/:id/documents', auth: 'staff' },
  staffDocuments: { method: 'GET', path: '/api/staff/documents', auth: 'staff' },
  staffDocumentPdf: { method: 'GET', path: '/api/staff/documents/:id/pdf', auth: 'staff' },
  staffDocumentsCsv: { method: 'GET', path: '/api/staff/documents/month.csv', auth: 'staff' },
  staffDocumentsZip: { method: 'GET', path: '/api/staff/documents/month.zip', auth: 'staff' },
  staffBillingDetails: { method: 'GET', path: '/api/staff/billing-details', auth: 'staff' },
  staffSaveBillingDetails: { method: 'PUT', path: '/api/staff/billing-details', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;

/** A patient's documents of a visit, and the signed link that serves one without a login (patient-documents.ts). */
export const PATIENT_DOCUMENT_ROUTES = {
  getAppointmentDocuments: { method: 'GET', path: '/api/appointments/:id/documents', auth: 'customer' },
  getSignedDocument: { method: 'GET', path: '/api/documents/:clinic/:id/pdf', auth: 'public' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
