import { AppError } from '../../../errors';
import type { PatientLimits } from '../../../settings/patient-limits.config';

export const DEFAULT_PATIENT_LIMITS: PatientLimits = { maxUpcoming: 10, maxUnpaidHolds: 2 };

/** 409: the patient already holds a visit that overlaps this one (at any branch, with any doctor). */
export const patientBusy = () => new AppError('PATIENT_BUSY');

/**
 * 429 when one more booking would pass a limit: upcoming visits, or visits held unpaid. The booking's one call
 * counts them in the patient's turn (booking-writes.repository.ts) and names the limit it met.
 */
export const limitRefusal = (limit: 'too_many_upcoming' | 'too_many_unpaid', count: number) =>
  new AppError(limit === 'too_many_upcoming' ? 'TOO_MANY_UPCOMING' : 'TOO_MANY_UNPAID', { params: { count } });
