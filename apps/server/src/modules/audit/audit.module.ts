import type { Db } from '../../db/client';
import { createAuditRepository } from './audit.repository';
import { createAuditService } from './audit.service';
import { visitAuditFollower } from './visit-audit-follower';
import { createVisitAuditRepository } from './visit-audit.repository';

/**
 * The audit log (table `audit_log`): the service the other modules write their staff actions through, and the
 * follower of the visits' events that writes every member's change of a visit. Its screen is the staff module's.
 */
export function createAuditModule(deps: { db: Db; now: () => Date }) {
  return {
    audit: createAuditService(createAuditRepository(deps.db, deps.now)),
    follower: visitAuditFollower(createVisitAuditRepository(deps.now)),
  };
}
