import { minutesOf } from '@clinic/contract/core/wall-time';

/** A mark the desk sets on a visit; `none` undoes one. */
export type AttendanceMark = 'arrived' | 'completed' | 'no_show' | 'none';

/** Why a mark cannot be made yet or any more: before the visit's day, before its start, after its day. */
export type MarkWait = 'day' | 'start' | 'dayOver';

/**
 * The server's rule (appointments/desk/clinic-desk.ts markAttendance), read on the clinic's clock: arrived any time
 * on the visit's day or once it started, completed and no-show once it started, an undo on its day only. Answers
 * why each mark waits, or null when it may be made now.
 */
export function markWaits(
  visit: { date: string; start_time: string },
  now: { date: string; minutes: number },
): Record<AttendanceMark, MarkWait | null> {
  const onItsDay = visit.date === now.date;
  const started = visit.date < now.date || (onItsDay && minutesOf(visit.start_time) <= now.minutes);
  return {
    arrived: started || onItsDay ? null : 'day',
    completed: started ? null : 'start',
    no_show: started ? null : 'start',
    none: onItsDay ? null : 'dayOver',
  };
}
