import { and, eq } from 'drizzle-orm';
import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import type { Db } from '../../src/db/client';
import { auditLog } from '../../src/db/schema';

/** One clinic's audit entries of one action, as stored. */
export async function auditRows(db: Db, tenantId: number, action: TAuditAction) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, action)));
}

/** Every audit entry of one clinic, as stored. */
export async function clinicAuditRows(db: Db, tenantId: number) {
  return db.select().from(auditLog).where(eq(auditLog.tenantId, tenantId));
}

/** The audit entries of one action about one target (a patient, a visit), of any clinic. */
export async function targetAuditRows(db: Db, action: TAuditAction, targetId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
}
