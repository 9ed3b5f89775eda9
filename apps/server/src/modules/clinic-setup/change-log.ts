import type { StaffSession } from '../../lib/staff-session';
import type { AvailabilityService } from '../availability/availability.service';
import type { AuditService } from '../audit/audit.service';
import type { AuditEntry } from '../audit/audit.types';

export type SetupDeps = {
  audit: AuditService;
  availability: Pick<AvailabilityService, 'forget'>;
  now: () => Date;
};

/**
 * What follows each change of the clinic's setup: this process's free times are read again at once (other
 * processes hear the database's change feed), and the audit log keeps who changed what, before and after.
 */
export function createChangeLog(deps: SetupDeps) {
  return async (staff: StaffSession, entry: AuditEntry) => {
    deps.availability.forget(staff.tenantId);
    await deps.audit.record(staff, entry);
  };
}
