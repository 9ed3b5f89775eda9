import type { CallAuth, CallMethod } from './define-call';
import { FAMILY_ROUTES } from '../identity/routes-family';
import { MESSAGING_ROUTES } from '../messaging/routes-messaging';
import { WAITLIST_ROUTES } from '../appointments/routes-waitlist';
import { SETTINGS_ROUTES } from '../staff/routes-settings';
import { CONTENT_ROUTES } from '../staff/routes-content';
import { STAFF_ROUTES } from '../staff/routes-staff';
import { SERIES_ROUTES } from '../appointments/routes-series';
import { INSIGHTS_ROUTES } from '../staff/routes-insights';
import { CHECK_IN_ROUTES } from '../appointments/routes-check-in';
import { STAFF_ACCOUNT_ROUTES } from '../staff/routes-staff-accounts';

/**
 * Where each call of the contract lives, without its schemas: the site's client reads these (no zod in the first
 * load), and each call object spreads its own entry. The key is the call's operationId.
 */
export const ROUTES = {
  createAppointment: { method: 'POST', path: '/api/bull36/create_appointment', auth: 'customer' },
  getAppointmentList: { method: 'GET', path: '/api/bull36/get_appointment_booking_list', auth: 'customer' },
  cancelAppointment: { method: 'POST', path: '/api/bull36/cancel_appointment', auth: 'customer' },
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
  ...STAFF_ROUTES,
  ...SETTINGS_ROUTES,
  ...STAFF_ACCOUNT_ROUTES,
  ...CONTENT_ROUTES,
  ...MESSAGING_ROUTES,
  ...WAITLIST_ROUTES,
  ...FAMILY_ROUTES,
  ...SERIES_ROUTES,
  ...INSIGHTS_ROUTES,
  ...CHECK_IN_ROUTES,
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;

export type CallName = keyof typeof ROUTES;
