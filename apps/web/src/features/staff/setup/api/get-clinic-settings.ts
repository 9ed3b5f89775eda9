import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The clinic's settings as its owner edits them. */
export const clinicQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.settings(auth), 'clinic'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffClinic', {}, signal),
  });
