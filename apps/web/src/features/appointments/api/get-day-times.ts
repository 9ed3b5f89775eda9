import { useQuery } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant/tenant-context';

type DayInput = { branch: string; treatmentId: string; date: string };

/** A day's 5-minute slots for a treatment at a branch: the booking screen's availability call. */
export const getDayTimes = async (target: ApiTarget, input: DayInput) =>
  (
    await callApi(target, 'getAvailableTime', {
      query: { data_time: '5', branch: input.branch, appointment_type: input.treatmentId, date: input.date },
    })
  ).time_slots;

/** The slots of the day a visit may move to; asked afresh each time the day is shown (others book meanwhile). */
export function useDayTimes(input: DayInput) {
  const { key, target } = useTenant();
  return useQuery({
    queryKey: [...siteKeys.availability(key), input.branch, input.treatmentId, input.date],
    queryFn: () => getDayTimes(target, input),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(input.date),
    staleTime: 0,
  });
}
