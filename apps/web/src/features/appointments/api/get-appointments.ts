import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBookingType } from '@clinic/contract/appointments/appointments';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { tabVisits } from '../appointment-rules';

export const getAppointments = (target: ApiTarget, customerId: string, bookingType: TBookingType) =>
  callApi(target, 'getAppointmentList', { query: { cust_id: customerId, booking_type: bookingType } });

export const appointmentsQueryOptions = (
  key: string,
  target: ApiTarget,
  customerId: string,
  bookingType: TBookingType,
) =>
  queryOptions({
    // Under the appointments prefix, so a change refreshes both tabs.
    queryKey: [...siteKeys.appointments(key), target.lang, customerId, bookingType],
    queryFn: () => getAppointments(target, customerId, bookingType),
    staleTime: 30_000,
  });

export function useAppointments(customerId: string, bookingType: TBookingType) {
  const { key, target } = useTenant();
  return useQuery(appointmentsQueryOptions(key, target, customerId, bookingType));
}

/**
 * One tab's visits (`tabVisits`): upcoming without the cancelled ones, which my booking lists before the past ones.
 * My booking reads both lists; upcoming only its own.
 */
export function useTabVisits(customerId: string, tab: TBookingType) {
  const upcoming = useAppointments(customerId, 'upcoming');
  const { key, target } = useTenant();
  const past = useQuery({
    ...appointmentsQueryOptions(key, target, customerId, 'my_booking'),
    enabled: tab === 'my_booking',
  });
  const parts = tab === 'upcoming' ? [upcoming] : [upcoming, past];
  const failed = parts.find((q) => q.isError);
  return {
    isPending: parts.some((q) => q.isPending),
    isError: failed !== undefined,
    error: failed?.error,
    refetch: () => Promise.all(parts.map((q) => q.refetch())),
    data:
      upcoming.data && (tab === 'upcoming' || past.data)
        ? tabVisits(tab, upcoming.data.data, past.data?.data)
        : undefined,
  };
}
