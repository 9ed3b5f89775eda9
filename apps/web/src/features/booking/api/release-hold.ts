import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { availabilityKey } from './get-available-time';

export type HeldVisit = { customerId: string; appointmentId: string };

/** Lets go of the patient's unpaid hold (back from the payment step), so confirming again never holds twice. */
export const releaseHold = (target: ApiTarget, held: HeldVisit & { user: string }) =>
  callApi(target, 'cancelAppointment', {
    body: { cust_id: Number(held.customerId), appointment_id: Number(held.appointmentId), user: held.user },
  });

export function useReleaseHold() {
  const { key, target } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (held: HeldVisit) => releaseHold(target, { ...held, user: key }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: availabilityKey(key) });
      void queryClient.invalidateQueries({ queryKey: ['tenant', key, 'appointments'] });
    },
  });
}
