import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The clinic's branches, archived ones too. */
export const branchesQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.settings(auth), 'branches'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffBranches', {}, signal),
  });
