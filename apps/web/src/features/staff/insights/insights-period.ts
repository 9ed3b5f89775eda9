import { INSIGHTS_MAX_DAYS } from '@clinic/contract/staff/staff-insights';
import { addDays, isIsoDate } from '../agenda/agenda-dates';

/** The periods an owner picks from: the clinic's week or month that holds today, or dates of their own. */
export const PERIOD_KINDS = ['week', 'month', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
export type Period = { from: string; to: string };

/** Sunday 0 of a calendar date (YYYY-MM-DD), counted without time zones. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The clinic's week that holds `today`, from its first day (`firstDay`, Sunday 0) to the seventh. */
export function weekOf(today: string, firstDay: number): Period {
  const from = addDays(today, -((weekdayOf(today) - firstDay + 7) % 7));
  return { from, to: addDays(from, 6) };
}

/** The calendar month that holds `today`, from its first to its last day. */
export function monthOf(today: string): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const from = `${today.slice(0, 7)}-01`;
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from, to };
}

/** Days of a period, both ends counted. */
export const daysOf = ({ from, to }: Period) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** What is wrong with dates an owner typed: one missing or invalid, the end before the start, or too long. */
export type RangeProblem = 'missing' | 'order' | 'tooLong';

export function rangeProblem(range: { from: string; to: string }): RangeProblem | null {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return 'missing';
  const days = daysOf(range);
  if (days < 1) return 'order';
  return days > INSIGHTS_MAX_DAYS ? 'tooLong' : null;
}

/** The period a choice shows: the week or month of `today`, or the custom dates when they make a period. */
export function periodFor(kind: PeriodKind, today: string, firstDay: number, custom: Period): Period | null {
  if (kind === 'week') return weekOf(today, firstDay);
  if (kind === 'month') return monthOf(today);
  return rangeProblem(custom) ? null : custom;
}
