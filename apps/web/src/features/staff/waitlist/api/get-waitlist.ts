import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../../../lib/i18n';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The clinic's waitlist entries still waiting, in line order (names in the page language). */
export const waitlistQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.waitlist(auth), i18n.language] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffWaitlist', {}, signal),
  });
