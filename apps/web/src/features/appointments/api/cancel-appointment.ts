import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useSiteMutation } from '../../../lib/use-site-mutation';

export const cancelAppointment = (
  target: ApiTarget,
  input: { customerId: string; appointmentId: number; user: string },
) =>
  callApi(target, 'cancelAppointment', {
    body: { cust_id: Number(input.customerId), appointment_id: input.appointmentId, user: input.user },
  });

export const useCancelAppointment = () =>
  useSiteMutation({
    change: ({ key, target }, input: { customerId: string; appointmentId: number }) =>
      cancelAppointment(target, { ...input, user: key }),
    changes: (key) => [siteKeys.appointments(key)],
  });
