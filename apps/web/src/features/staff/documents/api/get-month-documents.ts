import { queryOptions } from '@tanstack/react-query';
import type { StaffAuth } from '../../core/api/staff-calls';
import { staffCall } from '../../core/api/staff-calls';
import { documentKeys } from './get-visit-documents';

/** The documents the clinic issued in a month (YYYY-MM), in the order issued. */
export const monthDocumentsQueryOptions = (auth: StaffAuth, month: string) =>
  queryOptions({
    queryKey: [...documentKeys(auth), 'month', month] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffDocuments', { query: { month } }, signal),
  });
