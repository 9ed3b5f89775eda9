import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant/tenant-context';

/** Each branch's first free time for a treatment, soonest first (none where nothing is free in the window). */
export const getEarliestTime = async (target: ApiTarget, treatmentId: string) => {
  const answer = await callApi(target, 'getEarliestTime', { query: { appointment_type: treatmentId } });
  return answer.earliest;
};

export const earliestTimeQueryOptions = (key: string, target: ApiTarget, treatmentId: string) =>
  queryOptions({
    queryKey: [...siteKeys.availability(key), 'earliest', treatmentId],
    queryFn: () => getEarliestTime(target, treatmentId),
    // Free time changes as other patients book: ask again when the page is shown anew.
    staleTime: 0,
  });

export function useEarliestTime(treatmentId: string) {
  const { key, target } = useTenant();
  return useQuery(earliestTimeQueryOptions(key, target, treatmentId));
}
