import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDayState } from '@clinic/contract/catalog/get-available-days';
import { ApiError, type ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { type AvailabilityQuery, doctorQuery } from '../availability-query';
import { siteKeys } from '../../../lib/query-keys';

/** Each day of the booking window by date: free, full or closed for the treatment. */
export type DayStates = Readonly<Record<string, TDayState>>;

/**
 * The booking calendar's days. A refusal (400/404: this branch does not offer the treatment) knows no day, and
 * the calendar marks none; any other failure is tried once more.
 */
export const getAvailableDays = async (target: ApiTarget, input: AvailabilityQuery): Promise<DayStates> => {
  try {
    // With the patient's session: a day a waitlist offer holds a time of for them is free to them alone.
    const answer = await callApi(
      target,
      'getAvailableDays',
      { query: { branch: input.branch, appointment_type: input.treatmentId, ...doctorQuery(input) } },
      { session: true },
    );
    return Object.fromEntries(answer.days.map((day) => [day.date, day.state]));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return {};
    throw error;
  }
};

export const availableDaysQueryOptions = (key: string, target: ApiTarget, input: AvailabilityQuery) =>
  queryOptions({
    queryKey: [...siteKeys.availability(key), 'days', input.branch, input.treatmentId, input.doctor ?? 'any'],
    queryFn: () => getAvailableDays(target, input),
    // Days fill as other patients book: ask again when the booking page is shown anew.
    staleTime: 0,
    retry: 1,
  });

export function useAvailableDays(input: AvailabilityQuery) {
  const { key, target } = useTenant();
  return useQuery(availableDaysQueryOptions(key, target, input));
}
