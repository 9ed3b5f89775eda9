import { describe, expect, it } from 'vitest';
import { activeDoctors, doctorBranches, doctorName, givesTreatmentAt, teamId } from './doctor';

describe('doctors', () => {
  it('shows only status "1"', () => {
    const list = [
      { id: 1, status: '1' },
      { id: 2, status: '0' },
      { id: 3, status: 1 },
      { id: 4, status: '2' },
    ];
    expect(activeDoctors(list).map((d) => d.id)).toEqual([1, 3]);
  });
  it('names a doctor by doctor_name, display_name, or Doctor and the team id', () => {
    expect(doctorName({ id: 1, doctor_name: 'Dr. A', display_name: 'B' }, 'Doctor')).toBe('Dr. A');
    expect(doctorName({ id: 1, doctor_name: '', display_name: 'B' }, 'Doctor')).toBe('B');
    expect(doctorName({ id: 1, team_member_id: 9 }, 'Doctor')).toBe('Doctor 9');
    expect(teamId({ id: 5 })).toBe('5');
  });
  it('lets a patient choose a doctor who works at the branch and gives the treatment', () => {
    const day = (branch_id: number | string) => ({
      branch_id,
      day_name: 'Sunday' as const,
      start_time: '08:00',
      end_time: '12:00',
    });
    const doctor = { id: 2, branch_working_day: [day(38), day('39'), day(38)] };
    expect(doctorBranches(doctor)).toEqual(['38', '39']);
    // A treatment that names no doctor: any doctor of the branch; one that names some: only those.
    expect(givesTreatmentAt(doctor, { doctors: [] }, '38')).toBe(true);
    expect(givesTreatmentAt(doctor, { doctors: [] }, '41')).toBe(false);
    expect(givesTreatmentAt(doctor, { doctors: ['2', '5'] }, '39')).toBe(true);
    expect(givesTreatmentAt(doctor, { doctors: ['5'] }, '38')).toBe(false);
  });
});
