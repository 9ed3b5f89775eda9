import type { CallAuth, CallMethod } from './define-call';
import { FAMILY_ROUTES } from '../identity/routes-family';
import { WAITLIST_ROUTES } from '../appointments/routes-waitlist';
import { DATA_RIGHTS_ROUTES } from '../data-rights/routes-data-rights';
import { PATIENT_DOCUMENT_ROUTES } from '../documents/routes-documents';

/**
 * Where each call of the patient site lives, without its schemas: the site's first load carries these and no
 * other routes (the staff workspace adds its own when it loads, routes-workspace.ts). The key is the operationId.
 */
export const SITE_ROUTES = {
  createAppointment: { method: 'POST', path: '/api/bull36/create_appointment', auth: 'customer' },
  getAppointmentList: { method: 'GET', path: '/api/bull36/get_appointment_booking_list', auth: 'customer' },
  cancelAppointment: { method: 'POST', path: '/api/bull36/cancel_appointment', auth: 'customer' },
  getCancelTerms: { method: 'GET', path: '/api/appointments/:id/cancel_terms', auth: 'customer' },
  updateAppointment: { method: 'POST', path: '/api/bull36/update_appointment', auth: 'customer' },
  getTreatments: { method: 'GET', path: '/api/treatments', auth: 'tenant' },
  getTreatment: { method: 'GET', path: '/api/treatments/:id', auth: 'tenant' },
  getDoctors: { method: 'GET', path: '/api/doctors', auth: 'tenant' },
  getDoctor: { method: 'GET', path: '/api/doctors/:id', auth: 'tenant' },
  getClinics: { method: 'GET', path: '/api/clinics', auth: 'tenant' },
  getClinic: { method: 'GET', path: '/api/clinics/:id', auth: 'tenant' },
  createCustomerMessage: { method: 'POST', path: '/api/bull36/create_customer_message', auth: 'tenant' },
  getAvailableTime: { method: 'GET', path: '/api/bull36/get_available_time', auth: 'tenant' },
  getEarliestTime: { method: 'GET', path: '/api/availability/earliest', auth: 'tenant' },
  getAvailableDays: { method: 'GET', path: '/api/availability/days', auth: 'tenant' },
  getConfig: { method: 'GET', path: '/api/config', auth: 'public' },
  getTemplate: { method: 'GET', path: '/api/get_template', auth: 'tenant' },
  getTenants: { method: 'GET', path: '/api/tenants', auth: 'public' },
  sendOtp: { method: 'POST', path: '/api/bull36/send_otp', auth: 'tenant' },
  verifyOtp: { method: 'POST', path: '/api/bull36/verify_otp', auth: 'tenant' },
  logout: { method: 'POST', path: '/api/bull36/logout', auth: 'customer' },
  devOutbox: { method: 'GET', path: '/api/dev/outbox', auth: 'public' },
  getPaymentDetails: { method: 'GET', path: '/api/bull36/get_payment_details', auth: 'customer' },
  chargeAppointment: { method: 'POST', path: '/api/bull36/charge_appointment', auth: 'customer' },
  createPaymentLink: { method: 'POST', path: '/api/bull36/payment_link/:company', auth: 'customer' },
  getPaymentStatus: { method: 'GET', path: '/api/bull36/payment_status', auth: 'customer' },
  ...WAITLIST_ROUTES,
  ...FAMILY_ROUTES,
  ...DATA_RIGHTS_ROUTES,
  ...PATIENT_DOCUMENT_ROUTES,
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
