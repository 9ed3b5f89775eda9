import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../../../lib/i18n';
import { type StaffAuth, staffCall, staffKeys } from '../../workspace/api/staff-calls';

/** The clinic's WhatsApp messages that failed for good, newest first (names in the page language). */
export const failedMessagesQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.failedMessages(auth), i18n.language] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffFailedWhatsApp', { query: { limit: 100 } }, signal),
  });
