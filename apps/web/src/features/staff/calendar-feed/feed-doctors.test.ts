import { describe, expect, it } from 'vitest';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { feedDoctorsOf } from './feed-doctors';

const doctors = [
  { id: 1, name: 'Dana Levi', branch_ids: [1] },
  { id: 2, name: 'Omar Haddad', branch_ids: [1] },
];
const workspaceOf = (role: TStaffWorkspace['role'], doctorId: number | null) =>
  ({ role, doctor_id: doctorId, doctors }) as TStaffWorkspace;

describe('whose calendar feed an account may make', () => {
  it('an owner any doctor', () => {
    expect(feedDoctorsOf(workspaceOf('owner', null)).map((doctor) => doctor.id)).toEqual([1, 2]);
  });

  it('a doctor or a receptionist with a doctor only that one, and without one none', () => {
    expect(feedDoctorsOf(workspaceOf('doctor', 2)).map((doctor) => doctor.id)).toEqual([2]);
    expect(feedDoctorsOf(workspaceOf('reception', 1)).map((doctor) => doctor.id)).toEqual([1]);
    expect(feedDoctorsOf(workspaceOf('reception', null))).toEqual([]);
  });
});
