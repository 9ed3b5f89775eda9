import { AppError } from '../../../errors';
import type { TenantClock } from '../../availability/availability.service';
import type { AppointmentRow } from '../appointments.repository';

/** A clinic's rule for changes by its patients: cancels and moves up to this many hours before a visit. */
export type TenantPolicy = TenantClock & { cancelNoticeHours: number };

/** The refusal of a patient's cancel or move inside the clinic's notice (the texts count the hours). */
export function tooLateToChange(change: 'cancel' | 'move', noticeHours: number): AppError {
  return new AppError(change === 'cancel' ? 'TOO_LATE_TO_CANCEL' : 'TOO_LATE_TO_MOVE', {
    params: { hours: noticeHours },
  });
}

/** A patient may cancel or move, at `at`, a visit that starts after this: `at` plus the clinic's notice. */
export const changeableAfter = (at: Date, noticeHours: number) => new Date(at.getTime() + noticeHours * 3_600_000);

/** Own (403 otherwise), existing in this tenant (404), active and not yet started (409). */
export function assertChangeable(
  row: AppointmentRow | undefined,
  customerId: number,
  at: Date,
): asserts row is AppointmentRow {
  if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
  if (row.customerId !== customerId) throw new AppError('NOT_YOUR_APPOINTMENT');
  if (row.status !== 'active') {
    throw new AppError(row.status === 'cancelled' ? 'APPOINTMENT_CANCELLED' : 'APPOINTMENT_NOT_ACTIVE');
  }
  if (row.startsAt.getTime() <= at.getTime()) throw new AppError('APPOINTMENT_STARTED');
}

/** What a patient's move needs besides assertChangeable: unpaid, and starting later than the clinic's notice. */
export function assertMovable(
  row: AppointmentRow | undefined,
  by: { customerId: number; tenant: TenantPolicy },
  at: Date,
): asserts row is AppointmentRow {
  assertChangeable(row, by.customerId, at);
  if (row.paidStatus !== 0) throw new AppError('APPOINTMENT_PAID');
  if (row.startsAt <= changeableAfter(at, by.tenant.cancelNoticeHours)) {
    throw tooLateToChange('move', by.tenant.cancelNoticeHours);
  }
}

/** What staff may change: a visit of this clinic (404), active (409) and not yet started (409). */
export function assertStaffChangeable(row: AppointmentRow | undefined, at: Date): asserts row is AppointmentRow {
  if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
  if (row.status !== 'active') {
    throw new AppError(row.status === 'cancelled' ? 'APPOINTMENT_CANCELLED' : 'APPOINTMENT_NOT_ACTIVE');
  }
  if (row.startsAt.getTime() <= at.getTime()) throw new AppError('APPOINTMENT_STARTED');
}

/** A staff move: the visit, its new date and start, and the doctor chosen (none: its own). */
export type StaffMove = { appointmentId: number; date: string; startTime: string; doctorId?: number | undefined };
