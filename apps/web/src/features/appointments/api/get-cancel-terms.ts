import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant/tenant-context';

/** What cancelling a visit now keeps and refunds, as the server's cancel will decide it. */
export const cancelTermsQueryOptions = (key: string, target: ApiTarget, appointmentId: number) =>
  queryOptions({
    // Under the appointments key: a cancel, a payment or a move refreshes it with the lists.
    queryKey: [...siteKeys.appointments(key), 'cancel-terms', appointmentId],
    queryFn: () => callApi(target, 'getCancelTerms', { params: { id: appointmentId } }),
    // Read afresh each time the question opens: money and the clinic's notice change with time.
    staleTime: 0,
    retry: false,
  });

export function useCancelTerms(appointmentId: number | null) {
  const { key, target } = useTenant();
  return useQuery({ ...cancelTermsQueryOptions(key, target, appointmentId ?? 0), enabled: appointmentId !== null });
}
