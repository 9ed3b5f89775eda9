import { infiniteQueryOptions } from '@tanstack/react-query';
import { i18n } from '../../../../lib/i18n';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The clinic's WhatsApp messages that failed for good, newest first, fifty a page (names in the page language). */
export const failedMessagesQueryOptions = (auth: StaffAuth) =>
  infiniteQueryOptions({
    queryKey: [...staffKeys.failedMessages(auth), i18n.language] as const,
    queryFn: ({ pageParam, signal }) =>
      staffCall(
        auth,
        'staffFailedWhatsApp',
        { query: { limit: 50, ...(pageParam ? { before_id: pageParam } : {}) } },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
