import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from './staff-calls';

/** The clinic's doctors. */
export const doctorsQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.settings(auth), 'doctors'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffDoctors', {}, signal),
  });
