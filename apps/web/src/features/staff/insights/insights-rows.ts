import type { TInsights, TPeriodFigures } from '@clinic/contract/staff/staff-insights';
import { weekOrder } from '../../../lib/clinic-week';

/** The figures of the summary, in the screen's order, and how each is written. */
export const SUMMARY_FIGURES = [
  { key: 'visits', kind: 'count' },
  { key: 'fill_rate', kind: 'rate' },
  { key: 'no_show_rate', kind: 'rate' },
  { key: 'no_shows', kind: 'count' },
  { key: 'cancellations', kind: 'count' },
  { key: 'late_cancellations', kind: 'count' },
  { key: 'new_patients', kind: 'count' },
  { key: 'median_days_ahead', kind: 'count' },
  { key: 'revenue', kind: 'money' },
  { key: 'refunded', kind: 'money' },
] as const satisfies ReadonlyArray<{ key: keyof TPeriodFigures; kind: 'count' | 'rate' | 'money' }>;
export type SummaryFigure = (typeof SUMMARY_FIGURES)[number];

/** The counts drawn beside the period before (one scale: they are all numbers of visits or patients). */
export const COMPARED_COUNTS = ['visits', 'no_shows', 'late_cancellations', 'new_patients'] as const;

/** All seven days in the clinic's week order, a day without visits as zeros. */
export function weekdayRows(byWeekday: TInsights['by_weekday'], firstDay: number) {
  const byDay = new Map(byWeekday.map((row) => [row.weekday, row]));
  return weekOrder(firstDay).map((weekday) => byDay.get(weekday) ?? { weekday, visits: 0, no_shows: 0 });
}

/** Minutes as hours, to a tenth. */
export const hoursOf = (minutes: number) => Math.round(minutes / 6) / 10;
