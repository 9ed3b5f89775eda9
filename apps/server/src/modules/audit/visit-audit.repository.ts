import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, auditLog, staffAccounts, visitEvents } from '../../db/schema';
import type { AuditEntry } from './audit.types';
import { type AuditActor, auditRow } from './audit.repository';

/**
 * The audit log's side of the visits' events (decision 020): in the follow's transaction, the visit as it is now
 * with its event's move, the acting member's name and the visit's latest entry, read in one statement across the
 * appointments', events' and staff tables (a read in SQL, docs/architecture.md); and the entry.
 */
export function createVisitAuditRepository(now: () => Date) {
  return {
    async factsOf(tx: Db, tenantId: number, eventId: number, staffId: number) {
      const [row] = await tx
        .select({
          detail: visitEvents.detail,
          customerId: appointments.customerId,
          doctorId: appointments.doctorId,
          branchId: appointments.branchId,
          treatmentId: appointments.treatmentId,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          status: appointments.status,
          attendance: appointments.attendance,
          cancelReason: appointments.cancelReason,
          overbook: appointments.overbook,
          staffName: staffAccounts.name,
          // The visit's latest entry: what the log knew of it last (its overbook mark, the event it came from).
          lastEntry: sql<unknown>`(select a.after from ${auditLog} a where a.tenant_id = ${visitEvents.tenantId}
            and a.target_type = 'appointment' and a.target_id = ${visitEvents.appointmentId}
            order by a.id desc limit 1)`,
        })
        .from(visitEvents)
        .innerJoin(
          appointments,
          and(eq(appointments.tenantId, visitEvents.tenantId), eq(appointments.id, visitEvents.appointmentId)),
        )
        .leftJoin(staffAccounts, and(eq(staffAccounts.tenantId, visitEvents.tenantId), eq(staffAccounts.id, staffId)))
        .where(and(eq(visitEvents.tenantId, tenantId), eq(visitEvents.id, eventId)));
      return row;
    },

    /** Writes a member's entry in the follow's transaction. */
    async record(tx: Db, actor: AuditActor, entry: AuditEntry) {
      await tx.insert(auditLog).values(auditRow(actor, entry, now()));
    },
  };
}
export type VisitAuditRepository = ReturnType<typeof createVisitAuditRepository>;
