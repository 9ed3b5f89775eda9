import type { TLang } from '@clinic/contract/common';
import { AppError, notFound } from '../../errors';
import type { TenantClock } from '../availability/availability.service';
import type { AppointmentRow } from './appointments.repository';

/** A clinic's rule for changes by its patients: cancels and moves up to this many hours before a visit. */
export type TenantPolicy = TenantClock & { cancelNoticeHours: number };

/** Hours in words, as each language counts them ("1 hour", "שעתיים"). */
function hoursIn(lang: TLang, hours: number): string {
  if (lang === 'he') return hours === 1 ? 'שעה אחת' : hours === 2 ? 'שעתיים' : `${hours} שעות`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

const MESSAGES = {
  cancel: {
    en: (h: string) => `Appointments can be cancelled up to ${h} before they start. Please contact the clinic.`,
    he: (h: string) => `ניתן לבטל תור עד ${h} לפני מועדו. לביטול במועד מאוחר יותר יש לפנות למרפאה.`,
  },
  move: {
    en: (h: string) => `Appointments can be changed up to ${h} before they start. Please contact the clinic.`,
    he: (h: string) => `ניתן לשנות מועד של תור עד ${h} לפני מועדו. לשינוי במועד מאוחר יותר יש לפנות למרפאה.`,
  },
} as const;

/** The refusal of a patient's cancel or move inside the clinic's notice, in the request's language. */
export function tooLateToChange(change: 'cancel' | 'move', noticeHours: number, lang: TLang): AppError {
  return new AppError('TOO_LATE_TO_CHANGE', MESSAGES[change][lang](hoursIn(lang, noticeHours)));
}

/** A patient may cancel or move, at `at`, a visit that starts after this: `at` plus the clinic's notice. */
export const changeableAfter = (at: Date, noticeHours: number) => new Date(at.getTime() + noticeHours * 3_600_000);

/** Own (403 otherwise), existing in this tenant (404), active and not yet started (409). */
export function assertChangeable(
  row: AppointmentRow | undefined,
  customerId: number,
  at: Date,
): asserts row is AppointmentRow {
  if (!row) throw notFound('Appointment not found');
  if (row.customerId !== customerId) throw new AppError('FORBIDDEN', 'You can only access your own appointments');
  if (row.status !== 'active') {
    throw new AppError(
      'CONFLICT',
      row.status === 'cancelled' ? 'This appointment is already cancelled' : 'This appointment is no longer active',
    );
  }
  if (row.startsAt.getTime() <= at.getTime())
    throw new AppError('CONFLICT', 'This appointment has already started or passed');
}

/** What a patient's move needs besides assertChangeable: unpaid, and starting later than the clinic's notice. */
export function assertMovable(
  row: AppointmentRow | undefined,
  by: { customerId: number; tenant: TenantPolicy; lang: TLang },
  at: Date,
): asserts row is AppointmentRow {
  assertChangeable(row, by.customerId, at);
  if (row.paidStatus !== 0) throw new AppError('CONFLICT', 'A paid appointment cannot be changed');
  if (row.startsAt <= changeableAfter(at, by.tenant.cancelNoticeHours)) {
    throw tooLateToChange('move', by.tenant.cancelNoticeHours, by.lang);
  }
}
