import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The home page's content. */
export const homeContentQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.settings(auth), 'home'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffHomeContent', {}, signal),
  });
