import type { TChargeAppointmentRequest } from '@clinic/contract/payments/payments';
import type { ApiTarget } from '../api-client';
import { callApi } from '../call-api';

/** The card goes straight to the charge call and is never kept by the site. */
export const chargeAppointment = (target: ApiTarget, body: TChargeAppointmentRequest) =>
  callApi(target, 'chargeAppointment', { body });
