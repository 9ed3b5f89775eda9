import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateAppointmentRequest } from '@clinic/contract/appointments/appointments';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { availabilityKey } from './get-available-time';

export type CreateAppointmentInput = TCreateAppointmentRequest & { idempotencyKey: string };

/** A retried request with the same Idempotency-Key answers the first result and books nothing twice. */
export const createAppointment = (target: ApiTarget, { idempotencyKey, ...body }: CreateAppointmentInput) =>
  callApi(target, 'createAppointment', { body }, { headers: { 'idempotency-key': idempotencyKey } });

export function useCreateAppointment() {
  const { key, target } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAppointmentInput) => createAppointment(target, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: availabilityKey(key) });
      void queryClient.invalidateQueries({ queryKey: ['tenant', key, 'appointments'] });
    },
  });
}
