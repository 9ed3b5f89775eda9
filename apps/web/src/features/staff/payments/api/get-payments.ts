import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../workspace/api/staff-calls';

export type PaymentsQuery = { from?: string; to?: string; status?: string };

/** The clinic's payments by date and state. */
export const paymentsQueryOptions = (auth: StaffAuth, query: PaymentsQuery) =>
  queryOptions({
    queryKey: [...staffKeys.payments(auth), query] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffPayments', { query: query as Record<string, string> }, signal),
  });
