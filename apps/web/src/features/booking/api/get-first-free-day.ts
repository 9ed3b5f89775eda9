import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { siteKeys } from '../../../lib/query-keys';
import { type AvailabilityQuery, doctorQuery } from '../availability-query';

/**
 * The branch's first day with a free time for the whole treatment (the clinic's wall date), of the chosen doctor
 * when there is one, past the clinic's notice: a day whose times are all gone is never it. Null when nothing is
 * free in the booking window.
 */
export const getFirstFreeDay = async (target: ApiTarget, input: AvailabilityQuery) => {
  const answer = await callApi(target, 'getEarliestTime', {
    query: { appointment_type: input.treatmentId, branch: input.branch, ...doctorQuery(input) },
  });
  return answer.earliest.find((e) => String(e.branch) === input.branch)?.date ?? null;
};

export const firstFreeDayQueryOptions = (key: string, target: ApiTarget, input: AvailabilityQuery) =>
  queryOptions({
    queryKey: [...siteKeys.availability(key), 'first-free-day', input.branch, input.treatmentId, input.doctor ?? 'any'],
    queryFn: () => getFirstFreeDay(target, input),
    // Free time changes as other patients book: ask again when the booking page is shown anew.
    staleTime: 0,
    retry: 1,
  });

export function useFirstFreeDay(input: AvailabilityQuery & { enabled: boolean }) {
  const { key, target } = useTenant();
  return useQuery({
    ...firstFreeDayQueryOptions(key, target, input),
    enabled: input.enabled,
  });
}
