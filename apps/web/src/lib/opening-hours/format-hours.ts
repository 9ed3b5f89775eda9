import { DAY_NAMES, type TDayName } from '@clinic/contract/catalog/days';
import type { TScheduleEntry } from '@clinic/contract/catalog/entities';
import { weekOrder } from '../clinic-week';
import { dateFormat } from '../intl-formats';

/** A day of the week (Sunday = 0) with its opening hours as the page shows them. */
export type DayHours = { day: TDayName; index: number; label: string; hours: string; closed: boolean };

export const RANGE_SEPARATOR = ', ';
export const CLOSED = '-';

/** "8:00" -> "08:00", "08:00:00" -> "08:00": times always read as five characters. */
export function padTime(time: string): string {
  const [h = '0', m = '0'] = time.trim().split(':');
  return `${h.padStart(2, '0').slice(-2)}:${m.padStart(2, '0').slice(0, 2)}`;
}

/** The localized name of a weekday (Sunday = 0); 1 Jan 2023 was a Sunday. */
export function dayLabel(index: number, locale: string, width: 'long' | 'short' = 'long'): string {
  return dateFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + index)));
}

/** The ranges of one day, in time order, each "08:00 - 13:00". */
export function dayRanges(schedule: readonly TScheduleEntry[], day: TDayName): string[] {
  return schedule
    .filter((s) => s.day_name === day)
    .map((s) => ({ start: padTime(s.start_time), end: padTime(s.end_time) }))
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((r) => `${r.start} - ${r.end}`);
}

/** The seven days from the week's first day (Sunday = 0 unless said), each with its ranges or '-' when closed. */
export function weeklyHours(schedule: readonly TScheduleEntry[], locale: string, firstDay = 0): DayHours[] {
  return weekOrder(firstDay).map((index) => {
    const day = DAY_NAMES[index]!;
    const ranges = dayRanges(schedule, day);
    return {
      day,
      index,
      label: dayLabel(index, locale),
      hours: ranges.length ? ranges.join(RANGE_SEPARATOR) : CLOSED,
      closed: ranges.length === 0,
    };
  });
}
