import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';

/** The patient's waitlist entries of a tenant (My appointments lists them under this key). */
export const waitlistKey = (key: string) => ['tenant', key, 'waitlist'] as const;

export const joinWaitlist = (target: ApiTarget, input: { branch: string; treatmentId: string; date: string }) =>
  callApi(target, 'joinWaitlist', {
    body: { branch: Number(input.branch), appointments_type_id: Number(input.treatmentId), date: input.date },
  });

export function useJoinWaitlist() {
  const { key, target } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { branch: string; treatmentId: string; date: string }) => joinWaitlist(target, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKey(key) }),
  });
}
