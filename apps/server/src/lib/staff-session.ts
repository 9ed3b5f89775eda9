import type { VisitActor } from '../db/column-types';
import type { TStaffRole } from '@clinic/contract/staff/staff';
import { AppError } from '../errors';

/** A logged-in member of a clinic's staff, as the staff hook found them. */
export type StaffSession = {
  sessionId: number;
  staffId: number;
  tenantId: number;
  name: string;
  role: TStaffRole;
  /** The doctor a doctor account is; null for owner and reception. */
  doctorId: number | null;
  /** The password was right but the second factor is still owed: the session opens only the second step. */
  secondFactorPending: boolean;
  /** The account logs in with a second factor. */
  secondFactorEnabled: boolean;
};

/** Refuses a role not among those allowed. */
export function assertRole(staff: StaffSession, ...allowed: TStaffRole[]) {
  if (!allowed.includes(staff.role)) throw new AppError('STAFF_FORBIDDEN');
}

/** A doctor account acts only on its own doctor's visits and time. */
export function assertOwnDoctor(staff: StaffSession, doctorId: number | null | undefined) {
  if (staff.role === 'doctor' && doctorId !== staff.doctorId) throw new AppError('STAFF_FORBIDDEN');
}

/** A staff member as the actor of a visit's change (decision 020). */
export const staffActor = (staff: Pick<StaffSession, 'staffId'>): VisitActor => `staff:${staff.staffId}`;
