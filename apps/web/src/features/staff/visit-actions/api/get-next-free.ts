import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../../lib/call-api';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

export type NextFreeQuery = CallInput<'staffNextFree'>['query'];

/**
 * "Next available": the first start where one doctor is free for the whole visit (the patient site's earliest-time
 * engine, on the staff's rules). Kept under the free times' key, so a change of visits reads it again.
 */
export const nextFreeQueryOptions = (auth: StaffAuth, query: NextFreeQuery) =>
  queryOptions({
    queryKey: staffKeys.freeTimes(auth, { next: query }),
    queryFn: ({ signal }) => staffCall(auth, 'staffNextFree', { query }, signal),
    staleTime: 0,
  });
