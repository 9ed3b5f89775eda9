import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTarget } from '../api-client';
import { callApi } from '../call-api';
import { siteKeys } from '../query-keys';
import { useTenant } from '../tenant/tenant-context';

/** A patient's documents of a visit, each with its signed link (under the appointments' key: a payment reads it again). */
export const appointmentDocumentsQueryOptions = (key: string, target: ApiTarget, appointmentId: number) =>
  queryOptions({
    queryKey: [...siteKeys.appointments(key), 'documents', appointmentId],
    queryFn: () => callApi(target, 'getAppointmentDocuments', { params: { id: appointmentId } }),
    staleTime: 60_000,
    retry: false,
  });

export function useAppointmentDocuments(appointmentId: number, enabled: boolean) {
  const { key, target } = useTenant();
  return { ...useQuery({ ...appointmentDocumentsQueryOptions(key, target, appointmentId), enabled }), target };
}
