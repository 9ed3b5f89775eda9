import { AppError } from '../../errors';
import type { StaffSession } from '../../lib/staff-session';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { TenantRow } from '../tenants/tenants.repository';

type AccessDeps = Pick<AppointmentsService, 'isPatientOf'>;
type ClinicRule = Pick<TenantRow, 'doctorsSeeAllPatients'>;

/** Whether this staff session finds and opens only some patients: a doctor's, unless the owner opened the list. */
export const limitedToOwnPatients = (staff: StaffSession, clinic: ClinicRule) =>
  staff.role === 'doctor' && !clinic.doctorsSeeAllPatients;

/**
 * Owners and reception open any patient of their clinic. A doctor account opens only its own patients, those with
 * a booked visit (past or coming, not cancelled or lapsed) with that doctor, unless the clinic gives doctors the
 * whole list (decision 015); to anybody else the patient is as unknown as one of another clinic.
 */
export async function assertPatientOpenTo(
  staff: StaffSession,
  clinic: ClinicRule,
  patientId: number,
  appointments: AccessDeps,
) {
  if (!limitedToOwnPatients(staff, clinic)) return;
  if (staff.doctorId === null || !(await appointments.isPatientOf(staff.tenantId, patientId, staff.doctorId))) {
    throw new AppError('PATIENT_NOT_FOUND');
  }
}
