import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

export type FreeTimesQuery = { date: string; branch: number; treatment: number; ignore_visit?: number };

/** The free start times of a treatment on a day of a branch, by doctor. */
export const freeTimesQueryOptions = (auth: StaffAuth, query: FreeTimesQuery) =>
  queryOptions({
    queryKey: staffKeys.freeTimes(auth, query),
    queryFn: ({ signal }) => staffCall(auth, 'staffFreeTimes', { query }, signal),
  });
