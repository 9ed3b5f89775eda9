import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The clinic's billing details, with the kinds whose numbering has started (owners). */
export const billingDetailsQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.settings(auth), 'billing-details'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffBillingDetails', {}, signal),
  });
