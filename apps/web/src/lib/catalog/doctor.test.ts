import { describe, expect, it } from 'vitest';
import { activeDoctors, doctorName, teamId } from './doctor';

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
});
