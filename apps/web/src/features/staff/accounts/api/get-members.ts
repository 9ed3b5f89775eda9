import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The clinic's staff accounts and open invitations (owners). */
export const membersQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.team(auth)] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffMembers', {}, signal),
  });
