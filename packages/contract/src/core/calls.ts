import {
  cancelAppointmentCall,
  createAppointmentCall,
  getAppointmentListCall,
  updateAppointmentCall,
} from '../appointments/appointments';
import { getCancelTermsCall } from '../appointments/cancel-terms';
import {
  getClinicCall,
  getClinicsCall,
  getDoctorCall,
  getDoctorsCall,
  getTreatmentCall,
  getTreatmentsCall,
} from '../catalog/catalog';
import { createCustomerMessageCall } from '../site/create-customer-message';
import { getAvailableTimeCall } from '../catalog/get-available-time';
import { getEarliestTimeCall } from '../catalog/get-earliest-time';
import { getAvailableDaysCall } from '../catalog/get-available-days';
import { getConfigCall } from '../site/get-config';
import { getTemplateCall } from '../site/get-template';
import { getTenantsCall } from '../site/get-tenants';
import { familyCalls } from '../identity/family';
import { dataRightsCalls } from '../data-rights/data-rights';
import { staffDataRightsCalls } from '../data-rights/staff-data-rights';
import { devOutboxCall, logoutCall, sendOtpCall, verifyOtpCall } from '../identity/identity';
import { staffCalls } from '../staff/staff';
import { staffAgendaCalls } from '../staff/staff-agenda';
import { staffNextFreeCall } from '../staff/staff-next-free';
import { staffPatientCalls } from '../staff/staff-patients';
import { staffSeriesCalls } from '../appointments/staff-series';
import { staffInsightsCalls } from '../staff/staff-insights';
import { staffWebhookCalls } from '../webhooks/staff-webhooks';
import { staffCheckInCalls } from '../appointments/staff-check-in';
import { staffAccountCalls } from '../staff/staff-accounts';
import { staffClinicCalls } from '../staff/staff-clinic';
import { staffContentCalls } from '../staff/staff-content';
import { staffInboxCalls } from '../staff/staff-inbox';
import { staffVisitMoneyCalls } from '../staff/staff-visit-money';
import { staffSettingsCalls } from '../staff/staff-settings';
import { staffSecondFactorCalls } from '../staff/staff-second-factor';
import { staffWhatsAppCalls } from '../messaging/staff-whatsapp';
import { staffDocumentCalls } from '../documents/staff-documents';
import { patientDocumentCalls } from '../documents/patient-documents';
import { waitlistCalls } from '../appointments/waitlist';
import { staffWaitlistCalls } from '../appointments/staff-waitlist';
import {
  chargeAppointmentCall,
  createPaymentLinkCall,
  getPaymentDetailsCall,
  getPaymentStatusCall,
} from '../payments/payments';

/** Every call of the wire contract, in the order of spec section 7. */
export const calls = [
  getConfigCall,
  getTenantsCall,
  getTemplateCall,
  getTreatmentsCall,
  getTreatmentCall,
  getDoctorsCall,
  getDoctorCall,
  getClinicsCall,
  getClinicCall,
  getAvailableTimeCall,
  getEarliestTimeCall,
  getAvailableDaysCall,
  sendOtpCall,
  verifyOtpCall,
  logoutCall,
  createAppointmentCall,
  getAppointmentListCall,
  cancelAppointmentCall,
  getCancelTermsCall,
  updateAppointmentCall,
  getPaymentDetailsCall,
  chargeAppointmentCall,
  createPaymentLinkCall,
  getPaymentStatusCall,
  createCustomerMessageCall,
  devOutboxCall,
  ...staffCalls,
  ...staffAgendaCalls,
  staffNextFreeCall,
  ...staffPatientCalls,
  ...staffSecondFactorCalls,
  ...staffClinicCalls,
  ...staffSettingsCalls,
  ...staffContentCalls,
  ...staffInboxCalls,
  ...staffVisitMoneyCalls,
  ...staffAccountCalls,
  ...staffWhatsAppCalls,
  ...staffSeriesCalls,
  ...staffInsightsCalls,
  ...staffWebhookCalls,
  ...staffCheckInCalls,
  ...waitlistCalls,
  ...staffWaitlistCalls,
  ...familyCalls,
  ...dataRightsCalls,
  ...staffDataRightsCalls,
  ...staffDocumentCalls,
  ...patientDocumentCalls,
] as const;
