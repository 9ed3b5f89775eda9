import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant/tenant-context';

type DoctorTimesQuery = { treatmentId: string; branch: string; doctor: string };
/** A doctor's first day with a free time for a treatment at a branch, and the times a visit can start at then. */
export type DoctorTimes = { date: string; times: string[] } | null;

/** How many of that day's times the doctor's page offers; the booking page shows them all. */
const SHOWN_TIMES = 6;

export const getDoctorTimes = async (target: ApiTarget, q: DoctorTimesQuery): Promise<DoctorTimes> => {
  const query = { branch: q.branch, appointment_type: q.treatmentId, doctor: q.doctor };
  const { days } = await callApi(target, 'getAvailableDays', { query });
  const date = days.find((day) => day.state === 'free')?.date;
  if (!date) return null;
  const answer = await callApi(target, 'getAvailableTime', { query: { ...query, data_time: '5', date } });
  const times = answer.time_slots.filter((slot) => slot.available && slot.starts_visit).map((slot) => slot.time);
  return times.length ? { date, times: times.slice(0, SHOWN_TIMES) } : null;
};

export const doctorTimesQueryOptions = (key: string, target: ApiTarget, q: DoctorTimesQuery) =>
  queryOptions({
    queryKey: [...siteKeys.availability(key), 'doctor-times', q.doctor, q.treatmentId, q.branch],
    queryFn: () => getDoctorTimes(target, q),
    // Free time changes as other patients book: ask again when the page is shown anew.
    staleTime: 0,
    retry: 1,
  });

export function useDoctorTimes(q: DoctorTimesQuery | null) {
  const { key, target } = useTenant();
  return useQuery({
    ...doctorTimesQueryOptions(key, target, q ?? { treatmentId: '', branch: '', doctor: '' }),
    enabled: q !== null,
  });
}
