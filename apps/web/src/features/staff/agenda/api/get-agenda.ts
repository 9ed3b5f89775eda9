import { queryOptions } from '@tanstack/react-query';
import { deskAgendaOf } from '@clinic/contract/staff/agenda-visits';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

export type AgendaQuery = { date: string; branch: number; days: number };

/** The visits and blocked times of a branch's days, the visits in one list. */
export const agendaQueryOptions = (auth: StaffAuth, query: AgendaQuery) =>
  queryOptions({
    queryKey: staffKeys.agenda(auth, query),
    queryFn: async ({ signal }) => deskAgendaOf(await staffCall(auth, 'staffAgenda', { query }, signal)),
    // Live events refresh it; a poll every minute covers a lost stream.
    refetchInterval: 60_000,
  });
