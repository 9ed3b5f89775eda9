import { AppError } from '../../../errors';
import { minutesOf, zonedDay } from '../../../lib/zoned-time';
import {
  type AvailabilityService,
  type PreparedDay,
  type TenantClock,
  freeDoctorsOn,
  patientNotBefore,
  bookingWindowDays,
} from '../../availability/availability.service';

/** Wall minutes at which a clinic day ends (24:00). */
export const DAY_END = 24 * 60;

export const slotTaken = () => new AppError('SLOT_TAKEN');
export const isSlotTaken = (error: unknown) => error instanceof AppError && error.code === 'SLOT_TAKEN';

/** The rules a new booking and a move share: what instant a wall time means, and which doctors may take it. */
export function createTimeChoice(deps: { availability: Pick<AvailabilityService, 'inWindow'>; now: () => Date }) {
  const { availability, now } = deps;

  /**
   * The instant a wall time means, with the checks a new booking and a move share; a patient's also keeps the
   * clinic's shortest notice and booking window (staff book and move at any time still to come, a year ahead).
   */
  function startInstant(tenant: TenantClock, date: string, time: string, by: 'patient' | 'staff'): number {
    const minutes = minutesOf(time);
    if (minutes % 5 !== 0) {
      throw new AppError('TIME_NOT_ON_STEP', { detail: 'start_time must be on a 5-minute step (for example 09:05)' });
    }
    if (minutes >= DAY_END) throw new AppError('START_AT_DAY_END', { detail: 'start_time must be before 24:00' });
    const start = zonedDay(tenant.timeZone, date).instantOf(minutes);
    if (start === null) {
      throw new AppError('TIME_SKIPPED_BY_CLOCK');
    }
    const at = now();
    if (start < at.getTime()) throw new AppError('TIME_PASSED');
    if (by === 'patient' && start < patientNotBefore(tenant, at).getTime()) {
      throw new AppError('NOTICE_TOO_SHORT', { params: { minutes: tenant.minNoticeMinutes ?? 0 } });
    }
    if (!availability.inWindow(tenant, date, at, by)) {
      throw new AppError('OUTSIDE_BOOKING_WINDOW', { params: { count: bookingWindowDays(tenant, by) } });
    }
    return start;
  }

  /**
   * Doctors free for the whole visit by the rules, least booked that day first. Equally booked doctors
   * come in random order, so concurrent bookings of one time spread over the doctors instead of all
   * racing for the first.
   */
  function candidates(day: PreparedDay, start: number, end: number): number[] {
    const load = (id: number) => day.busy.get(id)?.length ?? 0;
    const tieBreak = new Map<number, number>();
    const free = freeDoctorsOn(day, start, end);
    for (const id of free) tieBreak.set(id, Math.random());
    return free.sort((a, b) => load(a) - load(b) || tieBreak.get(a)! - tieBreak.get(b)!);
  }

  return { startInstant, candidates };
}
export type TimeChoice = ReturnType<typeof createTimeChoice>;
