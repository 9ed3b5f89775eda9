import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from './staff-calls';

/** The workspace answer: who is logged in, the clinic, its branches, doctors and treatments, and the sections. */
export const workspaceQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: staffKeys.workspace(auth),
    queryFn: ({ signal }) => staffCall(auth, 'staffWorkspace', {}, signal),
    staleTime: 5 * 60_000,
  });
