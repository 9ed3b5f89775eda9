import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The clinic's webhook endpoints with their last deliveries (owners), under the workspace's query keys. */
export const webhooksQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.all(auth), 'webhooks'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffWebhooks', {}, signal),
    // Deliveries settle in the background: the list follows them while it is open.
    refetchInterval: 15_000,
  });
