import type { StaffSession } from '../../lib/staff-session';
import type { AvailabilityService } from '../availability/availability.service';
import type { AuditEntry, AuditRepository } from '../staff/audit.repository';

export type SetupDeps = {
  audit: AuditRepository;
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
