import { AppError } from '../../errors';
import type { StaffSession } from '../../lib/staff-session';
import type { AppointmentsService } from '../appointments/appointments.service';

/**
 * Owners and reception open any patient of their clinic. A doctor account opens only its own patients, those with
 * a visit (past or coming) with that doctor; to anybody else the patient is as unknown as one of another clinic.
 */
export async function assertPatientOpenTo(
  staff: StaffSession,
  patientId: number,
  appointments: Pick<AppointmentsService, 'isPatientOf'>,
) {
  if (staff.role !== 'doctor') return;
  if (staff.doctorId === null || !(await appointments.isPatientOf(staff.tenantId, patientId, staff.doctorId))) {
    throw new AppError('PATIENT_NOT_FOUND');
  }
}
