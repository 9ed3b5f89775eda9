import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The audit log, newest first, fifty entries a page, of one action or all (''). */
export const auditLogQueryOptions = (auth: StaffAuth, action: TAuditAction | '') =>
  infiniteQueryOptions({
    queryKey: [...staffKeys.audit(auth), action] as const,
    queryFn: ({ pageParam, signal }) =>
      staffCall(
        auth,
        'staffAudit',
        { query: { ...(action ? { action } : {}), ...(pageParam ? { before_id: pageParam } : {}) } },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.entries.length === 50 ? last.entries.at(-1)!.id : undefined),
  });
