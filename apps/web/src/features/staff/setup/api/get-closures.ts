import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** A branch's closed days. */
export const closuresQueryOptions = (auth: StaffAuth, branchId: number) =>
  queryOptions({
    queryKey: [...staffKeys.settings(auth), 'closures', branchId] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffBranchClosures', { params: { id: branchId } }, signal),
  });
