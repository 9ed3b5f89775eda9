import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, branches, customers, familyMembers, treatments } from '../../../db/schema';
import { visitJoins } from '../../../db/visit-joins';

/** One doctor's active visits in a range, with what a calendar entry shows: treatment, branch, patient's name. */
export function createDoctorCalendarRepository(db: Db) {
  return {
    visits(tenantId: number, doctorId: number, from: Date, to: Date) {
      return db
        .select({
          id: appointments.id,
          startsAt: appointments.startsAt,
          eventSequence: appointments.eventSequence,
          endsAt: appointments.endsAt,
          branchId: appointments.branchId,
          treatmentName: treatments.name,
          branchName: branches.name,
          branchAddress: branches.address,
          patientName: customers.name,
          familyMemberName: familyMembers.name,
        })
        .from(appointments)
        .innerJoin(treatments, visitJoins.treatment)
        .innerJoin(branches, visitJoins.branch)
        .leftJoin(customers, visitJoins.customer)
        .leftJoin(familyMembers, visitJoins.familyMember)
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.doctorId, doctorId),
            eq(appointments.status, 'active'),
            lt(appointments.startsAt, to),
            gt(appointments.endsAt, from),
          ),
        )
        .orderBy(asc(appointments.startsAt));
    },
  };
}
export type DoctorCalendarVisitRow = Awaited<
  ReturnType<ReturnType<typeof createDoctorCalendarRepository>['visits']>
>[number];
