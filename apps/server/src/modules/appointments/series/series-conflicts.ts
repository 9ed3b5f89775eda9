import type { TSeriesConflict } from '@clinic/contract/core/error-codes';
import { AppError } from '../../../errors';
import { minutesOf } from '../../../lib/zoned-time';
import type { AvailabilityService, TenantClock } from '../../availability/availability.service';

/** What a series' visits share: where, what, with whom and at which wall time. */
export type SeriesVisitShape = { branchId: number; treatmentId: number; doctorId: number; startTime: string };

/** Refusals that concern one date of a series; any other refusal concerns them all and is answered as it is. */
const DATE_REFUSALS = new Set([
  'SLOT_TAKEN',
  'TIME_HELD',
  'TIME_PASSED',
  'TIME_SKIPPED_BY_CLOCK',
  'OUTSIDE_BOOKING_WINDOW',
  'PATIENT_BUSY',
  'APPOINTMENT_STARTED',
]);
export const isDateRefusal = (error: unknown) => error instanceof AppError && DATE_REFUSALS.has(error.code);

/** Thrown inside a series' transaction when a date cannot be written, so nothing of it is. */
export class SeriesRefused extends Error {}

/** The 409 a series answers when dates cannot be booked: each date with the doctor's nearest free time then. */
export function createSeriesConflicts(deps: { availability: Pick<AvailabilityService, 'freeTimes'> }) {
  /** The doctor's free start that day nearest the wanted time (the earlier of two as near); null: none. */
  async function nearestTime(tenant: TenantClock, shape: SeriesVisitShape, date: string): Promise<string | null> {
    const wanted = minutesOf(shape.startTime);
    const free = await deps.availability.freeTimes(tenant, {
      branchId: shape.branchId,
      treatmentId: shape.treatmentId,
      date,
    });
    let best: string | null = null;
    for (const slot of free) {
      if (!slot.doctorIds.includes(shape.doctorId)) continue;
      if (best === null || Math.abs(minutesOf(slot.time) - wanted) < Math.abs(minutesOf(best) - wanted)) {
        best = slot.time;
      }
    }
    return best;
  }

  return {
    async refuse(tenant: TenantClock, shape: SeriesVisitShape, dates: string[]): Promise<never> {
      const conflicts: TSeriesConflict[] = [];
      for (const date of dates) conflicts.push({ date, nearest_time: await nearestTime(tenant, shape, date) });
      throw new AppError('SERIES_CONFLICT', { params: { count: conflicts.length, conflicts } });
    },
  };
}
