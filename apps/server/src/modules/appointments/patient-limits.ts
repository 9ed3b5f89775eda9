import type { TLang } from '@clinic/contract/common';
import { AppError } from '../../errors';

/** How much one patient may hold at one clinic at once. */
export type PatientLimits = { maxUpcoming: number; maxUnpaidHolds: number };
export const DEFAULT_PATIENT_LIMITS: PatientLimits = { maxUpcoming: 10, maxUnpaidHolds: 2 };

const MESSAGES = {
  PATIENT_BUSY: {
    en: () => 'You already have an appointment at this time. Please choose another time.',
    he: () => 'כבר יש לך תור בשעה זו. יש לבחור שעה אחרת.',
  },
  TOO_MANY_UPCOMING: {
    en: (count: number) =>
      `You already have ${count} upcoming appointments at this clinic. Please cancel one before booking another.`,
    he: (count: number) => `כבר יש לך ${count} תורים עתידיים במרפאה זו. יש לבטל אחד מהם לפני קביעת תור נוסף.`,
  },
  TOO_MANY_UNPAID: {
    en: (count: number) =>
      `You have ${count} appointments waiting for payment. Please pay for one, or wait until it is released, before booking another.`,
    he: (count: number) =>
      `יש לך ${count} תורים הממתינים לתשלום. יש לשלם על אחד מהם, או להמתין עד שישתחרר, לפני קביעת תור נוסף.`,
  },
} as const;

/** 409: the patient already holds a visit that overlaps this one (at any branch, with any doctor). */
export const patientBusy = (lang: TLang) => new AppError('PATIENT_BUSY', MESSAGES.PATIENT_BUSY[lang]());

/** 429 when one more booking would pass a limit: upcoming visits, or visits held unpaid. */
export function assertWithinLimits(
  open: { upcoming: number; unpaidHolds: number },
  limits: PatientLimits,
  booking: { holdsUnpaid: boolean; lang: TLang },
): void {
  if (open.upcoming >= limits.maxUpcoming) {
    throw new AppError('TOO_MANY_UPCOMING', MESSAGES.TOO_MANY_UPCOMING[booking.lang](open.upcoming));
  }
  if (booking.holdsUnpaid && open.unpaidHolds >= limits.maxUnpaidHolds) {
    throw new AppError('TOO_MANY_UNPAID', MESSAGES.TOO_MANY_UNPAID[booking.lang](open.unpaidHolds));
  }
}
