import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useSiteMutation } from '../../../lib/use-site-mutation';
import { useTenant } from '../../../lib/tenant/tenant-context';

/** The patient's waitlist entries of a tenant (the booking screen's join refreshes them too). */
export const waitlistQueryOptions = (key: string, target: ApiTarget) =>
  queryOptions({
    queryKey: [...siteKeys.waitlist(key), target.lang],
    queryFn: () => callApi(target, 'getWaitlist', {}),
    staleTime: 30_000,
  });

export function useWaitlist(enabled: boolean) {
  const { key, target } = useTenant();
  return useQuery({ ...waitlistQueryOptions(key, target), enabled });
}

export const useLeaveWaitlist = () =>
  useSiteMutation({
    change: ({ target }, id: number) => callApi(target, 'cancelWaitlistEntry', { params: { id } }),
    changes: (key) => [siteKeys.waitlist(key)],
  });
