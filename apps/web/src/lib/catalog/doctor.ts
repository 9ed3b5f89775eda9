import type { TDoctor } from '@clinic/contract/catalog/entities';
import { jsonList } from './list-payload';
import type { Treatment } from './treatment';

/** Doctors the site shows: status "1" only (spec section 9). */
export const activeDoctors = <T extends Pick<TDoctor, 'status'>>(doctors: readonly T[]) =>
  doctors.filter((d) => String(d.status) === '1');

/** The doctor's name, or 'Doctor' and the team id. */
export const doctorName = (
  d: Pick<TDoctor, 'id' | 'team_member_id' | 'doctor_name' | 'display_name'>,
  fallback: string,
) => d.doctor_name?.trim() || d.display_name?.trim() || `${fallback} ${teamId(d)}`;

export const teamId = (d: Pick<TDoctor, 'id' | 'team_member_id'>) => String(d.team_member_id ?? d.id);

/** The branches a doctor works at, by id. */
export const doctorBranches = (doctor: Pick<TDoctor, 'branch_working_day'>) => [
  ...new Set(jsonList<{ branch_id: string | number }>(doctor.branch_working_day ?? []).map((w) => String(w.branch_id))),
];

/** Whether a doctor works at the branch and gives the treatment (a treatment that names none: any doctor). */
export const givesTreatmentAt = (
  doctor: Pick<TDoctor, 'id' | 'branch_working_day'>,
  treatment: Pick<Treatment, 'doctors'>,
  branch: string,
) =>
  (treatment.doctors.length === 0 || treatment.doctors.includes(String(doctor.id))) &&
  doctorBranches(doctor).includes(branch);
