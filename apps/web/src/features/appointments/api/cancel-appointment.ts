import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { appointmentsKey } from './get-appointments';

export const cancelAppointment = (
  target: ApiTarget,
  input: { customerId: string; appointmentId: number; user: string },
) =>
  callApi(target, 'cancelAppointment', {
    body: { cust_id: Number(input.customerId), appointment_id: input.appointmentId, user: input.user },
  });

export function useCancelAppointment() {
  const { key, target } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { customerId: string; appointmentId: number }) =>
      cancelAppointment(target, { ...input, user: key }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsKey(key) }),
  });
}
