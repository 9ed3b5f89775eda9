import { and, eq } from 'drizzle-orm';
import { appointments, branches, customers, doctors, familyMembers, treatments } from './schema';

/** Joins from a visit to the rows it names: the same clinic and the visit's id for each. */
export const visitJoins = {
  treatment: and(eq(treatments.tenantId, appointments.tenantId), eq(treatments.id, appointments.treatmentId)),
  branch: and(eq(branches.tenantId, appointments.tenantId), eq(branches.id, appointments.branchId)),
  doctor: and(eq(doctors.tenantId, appointments.tenantId), eq(doctors.id, appointments.doctorId)),
  customer: and(eq(customers.tenantId, appointments.tenantId), eq(customers.id, appointments.customerId)),
  familyMember: and(
    eq(familyMembers.tenantId, appointments.tenantId),
    eq(familyMembers.id, appointments.familyMemberId),
  ),
};
