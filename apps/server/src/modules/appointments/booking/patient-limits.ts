import { AppError } from '../../../errors';

/** How much one patient may hold at one clinic at once. */
export type PatientLimits = { maxUpcoming: number; maxUnpaidHolds: number };
export const DEFAULT_PATIENT_LIMITS: PatientLimits = { maxUpcoming: 10, maxUnpaidHolds: 2 };

/** 409: the patient already holds a visit that overlaps this one (at any branch, with any doctor). */
export const patientBusy = () => new AppError('PATIENT_BUSY');

/** 429 when one more booking would pass a limit: upcoming visits, or visits held unpaid. */
export function assertWithinLimits(
  open: { upcoming: number; unpaidHolds: number },
  limits: PatientLimits,
  booking: { holdsUnpaid: boolean },
): void {
  if (open.upcoming >= limits.maxUpcoming) {
    throw new AppError('TOO_MANY_UPCOMING', { params: { count: open.upcoming } });
  }
  if (booking.holdsUnpaid && open.unpaidHolds >= limits.maxUnpaidHolds) {
    throw new AppError('TOO_MANY_UNPAID', { params: { count: open.unpaidHolds } });
  }
}
