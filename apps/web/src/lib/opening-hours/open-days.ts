import { DAY_NAMES } from '@clinic/contract/catalog/days';
import type { TScheduleEntry } from '@clinic/contract/catalog/entities';
import { weekOrder } from '../clinic-week';
import { listFormat } from '../intl-formats';
import { dayLabel, type DayHours } from './format-hours';

/** Which days a branch opens, as a sentence can say it; null when its hours are not known. */
export type OpenDays =
  { kind: 'everyDay' } | { kind: 'range'; from: string; to: string } | { kind: 'list'; days: string } | null;

/**
 * The branch's open days in the page's language, from the week's first day: "Sunday" to "Friday" when they follow
 * each other (three or more), else a list ("Monday, Wednesday and Friday").
 */
export function openDays(schedule: readonly TScheduleEntry[], locale: string, firstDay: number): OpenDays {
  const opens = new Set(schedule.map((s) => s.day_name));
  const days = weekOrder(firstDay).filter((index) => opens.has(DAY_NAMES[index]!));
  if (days.length === 0) return null;
  if (days.length === 7) return { kind: 'everyDay' };
  const position = (index: number) => weekOrder(firstDay).indexOf(index);
  const followEachOther = days.every((d, i) => i === 0 || position(d) === position(days[i - 1]!) + 1);
  if (followEachOther && days.length >= 3) {
    return { kind: 'range', from: dayLabel(days[0]!, locale), to: dayLabel(days.at(-1)!, locale) };
  }
  const names = days.map((d) => dayLabel(d, locale));
  return { kind: 'list', days: listFormat(locale, { type: 'conjunction' }).format(names) };
}

/** Days that follow each other with the same hours, as one line: "Sun – Thu 08:00 - 20:00". */
export type HoursLine = { days: string; hours: string; closed: boolean; indexes: number[] };

/** A week's hours (in its order) folded into lines of like days, the day names short. */
export function hoursLines(week: readonly DayHours[], locale: string): HoursLine[] {
  const lines: { from: number; to: number; hours: string; closed: boolean; indexes: number[] }[] = [];
  for (const day of week) {
    const last = lines.at(-1);
    if (last && last.hours === day.hours) {
      last.to = day.index;
      last.indexes.push(day.index);
    } else lines.push({ from: day.index, to: day.index, hours: day.hours, closed: day.closed, indexes: [day.index] });
  }
  return lines.map(({ from, to, hours, closed, indexes }) => ({
    days:
      from === to
        ? dayLabel(from, locale, 'short')
        : `${dayLabel(from, locale, 'short')} – ${dayLabel(to, locale, 'short')}`,
    hours,
    closed,
    indexes,
  }));
}
