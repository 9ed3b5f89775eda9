import { queryOptions, useQuery } from '@tanstack/react-query';
import { useStaffAuth } from '../../core/api/staff-auth';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** Documents, under the payments' prefix: a payment or a refund (which change the payments) reads them again. */
export const documentKeys = (auth: StaffAuth) => [...staffKeys.payments(auth), 'documents'] as const;

/** A visit's payment documents, oldest first. */
export const visitDocumentsQueryOptions = (auth: StaffAuth, id: number) =>
  queryOptions({
    queryKey: [...documentKeys(auth), 'visit', id] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffVisitDocuments', { params: { id } }, signal),
  });

export const useVisitDocuments = (id: number) => useQuery(visitDocumentsQueryOptions(useStaffAuth(), id));
