import type { ApiTarget } from '../api-client';
import { callApi } from '../call-api';

export const getPaymentStatus = (target: ApiTarget, appointmentId: string) =>
  callApi(target, 'getPaymentStatus', { query: { appointment_id: appointmentId } });
