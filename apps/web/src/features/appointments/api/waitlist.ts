import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';

/** The patient's waitlist entries of a tenant (the booking screen's join refreshes this key too). */
export const waitlistKey = (key: string) => ['tenant', key, 'waitlist'] as const;

export const waitlistQueryOptions = (key: string, target: ApiTarget) =>
  queryOptions({
    queryKey: [...waitlistKey(key), target.lang],
    queryFn: () => callApi(target, 'getWaitlist', {}),
    staleTime: 30_000,
  });

export function useWaitlist(enabled: boolean) {
  const { key, target } = useTenant();
  return useQuery({ ...waitlistQueryOptions(key, target), enabled });
}

export function useLeaveWaitlist() {
  const { key, target } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(target, 'cancelWaitlistEntry', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKey(key) }),
  });
}
