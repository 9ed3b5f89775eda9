import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

export type PaymentsQuery = { from?: string; to?: string; status?: string };

/** A page of the clinic's payments by date and state (`offset` payments from the newest), with their totals. */
export const paymentsQueryOptions = (auth: StaffAuth, query: PaymentsQuery & { limit: number; offset: number }) =>
  queryOptions({
    queryKey: [...staffKeys.payments(auth), query] as const,
    queryFn: ({ signal }) =>
      staffCall(auth, 'staffPayments', { query: query as Record<string, string | number> }, signal),
  });
