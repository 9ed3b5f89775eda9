import type { TStaffWorkspace } from '@clinic/contract/staff/staff';

/** The doctors whose feed this account may make: an owner any doctor, anyone else only their own doctor. */
export function feedDoctorsOf(workspace: TStaffWorkspace): TStaffWorkspace['doctors'] {
  if (workspace.role === 'owner') return workspace.doctors;
  return workspace.doctors.filter((doctor) => doctor.id === workspace.doctor_id);
}
