import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { StaffSession } from '../../lib/staff-session';
import type { AuditEntry } from './audit.types';

const PAGE = 50;

/** The member who acted, as an entry names them. */
export type AuditActor = { tenantId: number; staffId: number; staffName: string };

/** One entry's row: who acted, on what, before and after, at `createdAt`. */
export const auditRow = (actor: AuditActor, entry: AuditEntry, createdAt: Date) => ({
  createdAt,
  tenantId: actor.tenantId,
  staffId: actor.staffId,
  staffName: actor.staffName,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** The audit log: written once per staff action, read by owners; the database refuses changes to it. */
export function createAuditRepository(db: Db, now: () => Date) {
  return {
    /**
     * Written at the app's clock, the one every other time a staff action stores is read from; in the caller's
     * transaction when one is given (the entry then exists exactly when the action commits).
     */
    async record(staff: StaffSession, entry: AuditEntry, tx: Db = db) {
      await tx.insert(auditLog).values(auditRow({ ...staff, staffName: staff.name }, entry, now()));
    },

    /** Whether this staff account added this patient (its `patient.created` entry). */
    async addedPatient(tenantId: number, staffId: number, patientId: number): Promise<boolean> {
      const [found] = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.tenantId, tenantId),
            eq(auditLog.action, 'patient.created'),
            eq(auditLog.targetId, patientId),
            eq(auditLog.staffId, staffId),
          ),
        )
        .limit(1);
      return found !== undefined;
    },

    /** Newest first, a page at a time (entries older than `beforeId`), optionally of one action. */
    list(tenantId: number, filter: { action?: TAuditAction | undefined; beforeId?: number | undefined }) {
      return db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.tenantId, tenantId),
            filter.action ? eq(auditLog.action, filter.action) : undefined,
            filter.beforeId ? lt(auditLog.id, filter.beforeId) : undefined,
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(PAGE);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
