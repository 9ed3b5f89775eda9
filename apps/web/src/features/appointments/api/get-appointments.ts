import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBookingType } from '@clinic/contract/appointments/appointments';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';

export const getAppointments = (target: ApiTarget, customerId: string, bookingType: TBookingType) =>
  callApi(target, 'getAppointmentList', { query: { cust_id: customerId, booking_type: bookingType } });

/** Every appointments query of a tenant starts with this key, so a change refreshes both tabs. */
export const appointmentsKey = (key: string) => ['tenant', key, 'appointments'] as const;

export const appointmentsQueryOptions = (
  key: string,
  target: ApiTarget,
  customerId: string,
  bookingType: TBookingType,
) =>
  queryOptions({
    queryKey: [...appointmentsKey(key), target.lang, customerId, bookingType],
    queryFn: () => getAppointments(target, customerId, bookingType),
    staleTime: 30_000,
  });

export function useAppointments(customerId: string, bookingType: TBookingType) {
  const { key, target } = useTenant();
  return useQuery(appointmentsQueryOptions(key, target, customerId, bookingType));
}
