import { minutesOf } from '@clinic/contract/core/wall-time';

/** A mark the desk sets on a visit; `none` undoes one. */
export type AttendanceMark = 'arrived' | 'completed' | 'no_show' | 'none';

/**
 * Why a mark cannot be made yet or any more: before the visit's day, before its start, after its day, or while it is
 * an unpaid hold (its payment books it first).
 */
export type MarkWait = 'day' | 'start' | 'dayOver' | 'payment';

/**
 * The server's rule (appointments/desk/clinic-desk.ts markAttendance), read on the clinic's clock: arrived any time
 * on the visit's day or once it started, completed and no-show once it started, none on an unpaid hold, an undo on
 * its day only. Answers
 * why each mark waits, or null when it may be made now.
 */
export function markWaits(
  visit: { date: string; start_time: string; status?: string },
  now: { date: string; minutes: number },
): Record<AttendanceMark, MarkWait | null> {
  const onItsDay = visit.date === now.date;
  const started = visit.date < now.date || (onItsDay && minutesOf(visit.start_time) <= now.minutes);
  // An unpaid hold is not a booking yet: the server refuses every mark but the undo until it is paid.
  const unpaid = visit.status === 'awaiting_payment';
  return {
    arrived: unpaid ? 'payment' : started || onItsDay ? null : 'day',
    completed: unpaid ? 'payment' : started ? null : 'start',
    no_show: unpaid ? 'payment' : started ? null : 'start',
    none: onItsDay ? null : 'dayOver',
  };
}
