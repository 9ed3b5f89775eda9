import { SERIES_COUNT, SERIES_EVERY_WEEKS } from '@clinic/contract/appointments/series-limits';

/** What the booking dialog's "Repeat" part holds: off, or every N weeks until a count or a last date. */
export type RepeatChoice = {
  on: boolean;
  everyWeeks: number;
  ends: 'count' | 'until';
  count: number;
  until: string;
};

export const NO_REPEAT: RepeatChoice = { on: false, everyWeeks: 1, ends: 'count', count: 6, until: '' };

/** The choices of "Repeat every": 1 to 4 weeks, as the contract allows. */
export const EVERY_WEEKS_CHOICES = Array.from(
  { length: SERIES_EVERY_WEEKS.max - SERIES_EVERY_WEEKS.min + 1 },
  (_, index) => SERIES_EVERY_WEEKS.min + index,
);

export const COUNT_LIMITS = SERIES_COUNT;

/** The series request's repeat fields: the count or the last date, never both. */
export function seriesEndOf(choice: RepeatChoice): { count: number } | { until: string } {
  return choice.ends === 'count' ? { count: choice.count } : { until: choice.until };
}
