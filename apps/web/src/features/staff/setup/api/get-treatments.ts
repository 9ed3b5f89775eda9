import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The clinic's treatments, archived ones too. */
export const treatmentsQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.settings(auth), 'treatments'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffTreatments', {}, signal),
  });
