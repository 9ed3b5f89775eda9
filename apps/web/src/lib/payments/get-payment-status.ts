import type { TPaymentStatusResponse } from '@clinic/contract/payments';
import { type ApiTarget, tenantRequest } from '../api-client';

export const getPaymentStatus = (target: ApiTarget, appointmentId: string) =>
  tenantRequest<TPaymentStatusResponse>(target, '/api/bull36/payment_status', {
    session: true,
    query: { appointment_id: appointmentId },
  });
