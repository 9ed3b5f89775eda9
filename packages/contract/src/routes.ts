import type { CallAuth } from './define-call';

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
  staffLogin: { method: 'POST', path: '/api/staff/login', auth: 'public' },
  staffLogout: { method: 'POST', path: '/api/staff/logout', auth: 'staff' },
  staffWorkspace: { method: 'GET', path: '/api/staff/me', auth: 'staff' },
  staffAgenda: { method: 'GET', path: '/api/staff/agenda', auth: 'staff' },
  /** Server-sent events: `change` whenever the clinic's visits or blocks change (not a JSON call). */
  staffAgendaEvents: { method: 'GET', path: '/api/staff/agenda/events', auth: 'staff' },
  staffFreeTimes: { method: 'GET', path: '/api/staff/free_times', auth: 'staff' },
  staffBook: { method: 'POST', path: '/api/staff/appointments', auth: 'staff' },
  staffMove: { method: 'POST', path: '/api/staff/appointments/:id/move', auth: 'staff' },
  staffCancel: { method: 'POST', path: '/api/staff/appointments/:id/cancel', auth: 'staff' },
  staffAttendance: { method: 'POST', path: '/api/staff/appointments/:id/attendance', auth: 'staff' },
  staffBlock: { method: 'POST', path: '/api/staff/blocks', auth: 'staff' },
  staffUnblock: { method: 'POST', path: '/api/staff/blocks/:id/remove', auth: 'staff' },
  staffPatients: { method: 'GET', path: '/api/staff/patients', auth: 'staff' },
  staffCreatePatient: { method: 'POST', path: '/api/staff/patients', auth: 'staff' },
  staffPatient: { method: 'GET', path: '/api/staff/patients/:id', auth: 'staff' },
  staffPatientNotes: { method: 'POST', path: '/api/staff/patients/:id/notes', auth: 'staff' },
  staffAudit: { method: 'GET', path: '/api/staff/audit', auth: 'staff' },
  staffSecondFactorLogin: { method: 'POST', path: '/api/staff/login/second_factor', auth: 'staff' },
  staffSecondFactorSetup: { method: 'POST', path: '/api/staff/second_factor/setup', auth: 'staff' },
  staffSecondFactorEnable: { method: 'POST', path: '/api/staff/second_factor/enable', auth: 'staff' },
  staffSecondFactorDisable: { method: 'POST', path: '/api/staff/second_factor/disable', auth: 'staff' },
  staffSecondFactorPolicy: { method: 'POST', path: '/api/staff/clinic/second_factor', auth: 'staff' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string; auth: CallAuth }>;

export type CallName = keyof typeof ROUTES;
