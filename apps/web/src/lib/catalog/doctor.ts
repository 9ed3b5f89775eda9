import type { TDoctor } from '@clinic/contract/catalog/entities';

/** Doctors the site shows: status "1" only (spec section 9). */
export const activeDoctors = <T extends Pick<TDoctor, 'status'>>(doctors: readonly T[]) =>
  doctors.filter((d) => String(d.status) === '1');

/** The doctor's name, or 'Doctor' and the team id. */
export const doctorName = (
  d: Pick<TDoctor, 'id' | 'team_member_id' | 'doctor_name' | 'display_name'>,
  fallback: string,
) => d.doctor_name?.trim() || d.display_name?.trim() || `${fallback} ${teamId(d)}`;

export const teamId = (d: Pick<TDoctor, 'id' | 'team_member_id'>) => String(d.team_member_id ?? d.id);
