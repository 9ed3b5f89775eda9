import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, customers, doctors, timeBlocks, treatments } from '../../db/schema';

/** Which visits the agenda reads: a branch's in a range (one doctor's, for a doctor account), or a patient's. */
export type AgendaScope =
  | { tenantId: number; branchId: number; from: Date; to: Date; doctorId?: number | null | undefined }
  | { tenantId: number; customerId: number };

/** Visits with the names staff see beside them: patient, phone, doctor, treatment. Expired holds are left out. */
export function createAgendaRepository(db: Db) {
  return {
    visits(scope: AgendaScope) {
      const inScope =
        'customerId' in scope
          ? eq(appointments.customerId, scope.customerId)
          : and(
              eq(appointments.branchId, scope.branchId),
              lt(appointments.startsAt, scope.to),
              gt(appointments.endsAt, scope.from),
              scope.doctorId ? eq(appointments.doctorId, scope.doctorId) : undefined,
            );
      return db
        .select({
          id: appointments.id,
          doctorId: appointments.doctorId,
          doctorName: doctors.name,
          customerId: appointments.customerId,
          patientName: customers.name,
          patientPhone: customers.phone,
          treatmentId: appointments.treatmentId,
          treatmentName: treatments.name,
          forcePay: treatments.forcePay,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          status: appointments.status,
          paidStatus: appointments.paidStatus,
          holdExpiresAt: appointments.holdExpiresAt,
          attendance: appointments.attendance,
        })
        .from(appointments)
        .leftJoin(doctors, and(eq(doctors.tenantId, appointments.tenantId), eq(doctors.id, appointments.doctorId)))
        .leftJoin(
          customers,
          and(eq(customers.tenantId, appointments.tenantId), eq(customers.id, appointments.customerId)),
        )
        .leftJoin(
          treatments,
          and(eq(treatments.tenantId, appointments.tenantId), eq(treatments.id, appointments.treatmentId)),
        )
        .where(and(eq(appointments.tenantId, scope.tenantId), ne(appointments.status, 'expired'), inScope))
        .orderBy(asc(appointments.startsAt), asc(appointments.doctorId));
    },

    /** Blocked time at a branch in a range: the branch's own and its doctors' (one doctor's, for a doctor account). */
    blocks(scope: { tenantId: number; branchId: number; from: Date; to: Date; doctorIds: number[] }) {
      return db
        .select()
        .from(timeBlocks)
        .where(
          and(
            eq(timeBlocks.tenantId, scope.tenantId),
            lt(timeBlocks.startsAt, scope.to),
            gt(timeBlocks.endsAt, scope.from),
            scope.doctorIds.length
              ? sql`(${timeBlocks.branchId} = ${scope.branchId} and ${timeBlocks.doctorId} is null
                     or ${inArray(timeBlocks.doctorId, scope.doctorIds)})`
              : sql`(${timeBlocks.branchId} = ${scope.branchId} and ${timeBlocks.doctorId} is null)`,
          ),
        )
        .orderBy(asc(timeBlocks.startsAt));
    },
  };
}
export type AgendaRepository = ReturnType<typeof createAgendaRepository>;
export type AgendaVisitRow = Awaited<ReturnType<AgendaRepository['visits']>>[number];
