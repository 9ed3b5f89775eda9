import type { TAuditAction, TAuditTarget } from '@clinic/contract/staff/audit-actions';

/** One entry of the audit log as a service writes it: what was done, to what, and before and after. */
export type AuditEntry = {
  action: TAuditAction;
  targetType: TAuditTarget;
  targetId: number | null;
  before?: unknown;
  after?: unknown;
};
