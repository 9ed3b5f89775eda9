import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

export type MessagesFilter = 'all' | 'unread' | 'unanswered';

/** What patients sent through the contact form, all or those not yet read or answered. */
export const messagesQueryOptions = (auth: StaffAuth, filter: MessagesFilter) =>
  queryOptions({
    queryKey: [...staffKeys.inbox(auth), filter] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffMessages', { query: { filter } }, signal),
  });
