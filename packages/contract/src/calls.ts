import {
  cancelAppointmentCall,
  createAppointmentCall,
  getAppointmentListCall,
  updateAppointmentCall,
} from './appointments';
import {
  getClinicCall,
  getClinicsCall,
  getDoctorCall,
  getDoctorsCall,
  getTreatmentCall,
  getTreatmentsCall,
} from './catalog';
import { createCustomerMessageCall } from './create-customer-message';
import { getAvailableTimeCall } from './get-available-time';
import { getEarliestTimeCall } from './get-earliest-time';
import { getConfigCall } from './get-config';
import { getTemplateCall } from './get-template';
import { getTenantsCall } from './get-tenants';
import { familyCalls } from './family';
import { devOutboxCall, logoutCall, sendOtpCall, verifyOtpCall } from './identity';
import { staffCalls } from './staff';
import { staffSeriesCalls } from './staff-series';
import { staffInsightsCalls } from './staff-insights';
import { staffCheckInCalls } from './staff-check-in';
import { staffAccountCalls } from './staff-accounts';
import { staffClinicCalls } from './staff-clinic';
import { staffContentCalls } from './staff-content';
import { staffInboxCalls } from './staff-inbox';
import { staffSettingsCalls } from './staff-settings';
import { staffSecondFactorCalls } from './staff-second-factor';
import { staffWhatsAppCalls } from './staff-whatsapp';
import { waitlistCalls } from './waitlist';
import { chargeAppointmentCall, createPaymentLinkCall, getPaymentDetailsCall, getPaymentStatusCall } from './payments';

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
  sendOtpCall,
  verifyOtpCall,
  logoutCall,
  createAppointmentCall,
  getAppointmentListCall,
  cancelAppointmentCall,
  updateAppointmentCall,
  getPaymentDetailsCall,
  chargeAppointmentCall,
  createPaymentLinkCall,
  getPaymentStatusCall,
  createCustomerMessageCall,
  devOutboxCall,
  ...staffCalls,
  ...staffSecondFactorCalls,
  ...staffClinicCalls,
  ...staffSettingsCalls,
  ...staffContentCalls,
  ...staffInboxCalls,
  ...staffAccountCalls,
  ...staffWhatsAppCalls,
  ...staffSeriesCalls,
  ...staffInsightsCalls,
  ...staffCheckInCalls,
  ...waitlistCalls,
  ...familyCalls,
] as const;
