import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../workspace/api/staff-calls';

/** The clinic's staff accounts and open invitations (owners), under the workspace's query keys. */
export const membersQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.all(auth), 'team'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffMembers', {}, signal),
  });
