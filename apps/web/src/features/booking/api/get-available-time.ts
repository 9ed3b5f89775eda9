import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { type AvailabilityQuery, doctorQuery } from '../availability-query';

type DayQuery = AvailabilityQuery & { date: string };

/**
 * A day's slots. A refusal (400/404: this branch does not offer the treatment, an unknown branch or date)
 * is an empty day, as the specification has it; any other failure can be tried again.
 */
export const getAvailableTime = async (target: ApiTarget, input: DayQuery) => {
  try {
    // With the patient's session: a time a waitlist offer holds for them is free to them alone.
    const answer = await callApi(
      target,
      'getAvailableTime',
      {
        query: {
          data_time: '5',
          branch: input.branch,
          appointment_type: input.treatmentId,
          date: input.date,
          ...doctorQuery(input),
        },
      },
      { session: true },
    );
    return Array.isArray(answer.time_slots) ? answer.time_slots : [];
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return [];
    throw error;
  }
};

export const availableTimeQueryOptions = (key: string, target: ApiTarget, input: DayQuery) =>
  queryOptions({
    queryKey: [...siteKeys.availability(key), input.branch, input.treatmentId, input.date, input.doctor ?? 'any'],
    queryFn: () => getAvailableTime(target, input),
    // Slots change as other patients book: always ask again when the day is shown anew.
    staleTime: 0,
  });

export function useAvailableTime(input: AvailabilityQuery & { date: string | null }) {
  const { key, target } = useTenant();
  return useQuery({
    ...availableTimeQueryOptions(key, target, { ...input, date: input.date ?? '' }),
    enabled: input.date !== null,
  });
}
