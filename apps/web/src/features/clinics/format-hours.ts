import { DAY_NAMES, type TDayName } from '@clinic/contract/days';
import type { TScheduleEntry } from '@clinic/contract/entities';

export type DayHours = { day: TDayName; label: string; hours: string; closed: boolean };

export const RANGE_SEPARATOR = ', ';
export const CLOSED = '-';

/** "8:00" -> "08:00", "08:00:00" -> "08:00": times always read as five characters. */
export function padTime(time: string): string {
  const [h = '0', m = '0'] = time.trim().split(':');
  return `${h.padStart(2, '0').slice(-2)}:${m.padStart(2, '0').slice(0, 2)}`;
}

/** The localized name of a weekday (Sunday = 0); 1 Jan 2023 was a Sunday. */
export function dayLabel(index: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + index)),
  );
}

/** Sunday to Saturday, each with its ranges joined in time order, or '-' when closed. */
export function weeklyHours(schedule: readonly TScheduleEntry[], locale: string): DayHours[] {
  return DAY_NAMES.map((day, index) => {
    const ranges = schedule
      .filter((s) => s.day_name === day)
      .map((s) => ({ start: padTime(s.start_time), end: padTime(s.end_time) }))
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((r) => `${r.start} - ${r.end}`);
    return {
      day,
      label: dayLabel(index, locale),
      hours: ranges.length ? ranges.join(RANGE_SEPARATOR) : CLOSED,
      closed: ranges.length === 0,
    };
  });
}
