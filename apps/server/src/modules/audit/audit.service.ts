import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import type { Db } from '../../db/client';
import type { StaffSession } from '../../lib/staff-session';
import type { AuditRepository } from './audit.repository';
import type { AuditEntry } from './audit.types';

/**
 * The audit log, the one way every module writes and reads it: a service records its own staff actions (accounts,
 * settings, exports, payments); the visits' entries come from their events (visit-audit-follower.ts).
 */
export function createAuditService(repo: AuditRepository) {
  return {
    /** In the caller's transaction when one is given: the entry then exists exactly when the action commits. */
    record: (staff: StaffSession, entry: AuditEntry, tx?: Db) => repo.record(staff, entry, tx),
    /** Whether this staff account added this patient (its `patient.created` entry). */
    addedPatient: (tenantId: number, staffId: number, patientId: number) =>
      repo.addedPatient(tenantId, staffId, patientId),
    /** Newest first, a page at a time (entries older than `beforeId`), optionally of one action. */
    list: (tenantId: number, filter: { action?: TAuditAction | undefined; beforeId?: number | undefined }) =>
      repo.list(tenantId, filter),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
