import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../workspace/api/staff-calls';

export type AgendaQuery = { date: string; branch: number; days: number };

/** The visits and blocked times of a branch's days. */
export const agendaQueryOptions = (auth: StaffAuth, query: AgendaQuery) =>
  queryOptions({
    queryKey: staffKeys.agenda(auth, query),
    queryFn: ({ signal }) => staffCall(auth, 'staffAgenda', { query }, signal),
    // Live events refresh it; a poll every minute covers a lost stream.
    refetchInterval: 60_000,
  });
