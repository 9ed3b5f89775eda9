import { AppError } from '../../errors';
import type { StaffSession } from '../../lib/staff-session';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { TenantRow } from '../../db/tenant-row';
import type { AuditService } from '../audit/audit.service';

type AccessDeps = Pick<AppointmentsService, 'isPatientOf'>;
type ClinicRule = Pick<TenantRow, 'doctorsSeeAllPatients'>;

/** Whether this staff session finds and opens only some patients: a doctor's, unless the owner opened the list. */
export const limitedToOwnPatients = (staff: StaffSession, clinic: ClinicRule) =>
  staff.role === 'doctor' && !clinic.doctorsSeeAllPatients;

/**
 * Owners and reception open any patient of their clinic. A doctor account opens only its own patients, those with
 * a booked visit (past or coming, not cancelled or lapsed) with that doctor, unless the clinic gives doctors the
 * whole list (decision 015).
 */
async function mayOpen(staff: StaffSession, clinic: ClinicRule, patientId: number, appointments: AccessDeps) {
  if (!limitedToOwnPatients(staff, clinic)) return true;
  return staff.doctorId !== null && appointments.isPatientOf(staff.tenantId, patientId, staff.doctorId);
}

/** Refuses a patient this session may not open: to it the patient is as unknown as one of another clinic. */
export async function assertPatientOpenTo(
  staff: StaffSession,
  clinic: ClinicRule,
  patientId: number,
  appointments: AccessDeps,
) {
  if (!(await mayOpen(staff, clinic, patientId, appointments))) throw new AppError('PATIENT_NOT_FOUND');
}

/**
 * Refuses a booking for a patient this session may not open, unless its own account added the patient (a new
 * patient who phoned the doctor): a doctor cannot open a card by booking a visit (decision 015).
 */
export async function assertPatientBookableBy(
  staff: StaffSession,
  clinic: ClinicRule,
  patientId: number,
  deps: { appointments: AccessDeps; audit: Pick<AuditService, 'addedPatient'> },
) {
  if (await mayOpen(staff, clinic, patientId, deps.appointments)) return;
  if (await deps.audit.addedPatient(staff.tenantId, staff.staffId, patientId)) return;
  throw new AppError('PATIENT_NOT_FOUND');
}
