import type { TChargeAppointmentRequest, TChargeAppointmentResponse } from '@clinic/contract/payments';
import { type ApiTarget, tenantRequest } from '../api-client';

/** The card goes straight to the charge call and is never kept by the site. */
export const chargeAppointment = (target: ApiTarget, body: TChargeAppointmentRequest) =>
  tenantRequest<TChargeAppointmentResponse>(target, '/api/bull36/charge_appointment', {
    method: 'POST',
    session: true,
    body,
  });
