import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiTarget, tenantRequest } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { appointmentsKey } from './get-appointments';

export const cancelAppointment = (
  target: ApiTarget,
  input: { customerId: string; appointmentId: number; user: string },
) =>
  tenantRequest<{ success: 1; message: string }>(target, '/api/bull36/cancel_appointment', {
    method: 'POST',
    session: true,
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
