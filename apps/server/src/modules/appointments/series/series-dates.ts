import { addDays } from '../../../lib/zoned-time';

/** How a series repeats: every N weeks from its first date, a number of times or until a last date. */
export type SeriesRule = { firstDate: string; everyWeeks: number } & ({ count: number } | { until: string });

/**
 * The calendar dates of a series, the first included. Dates step by whole weeks of the calendar, never by
 * 7 × 24 hours, so each visit keeps its weekday and wall time across a daylight-saving change.
 */
export function seriesDates(rule: SeriesRule, maxCount: number): string[] {
  const dates: string[] = [];
  for (let date = rule.firstDate; dates.length < maxCount; date = addDays(date, 7 * rule.everyWeeks)) {
    if ('count' in rule ? dates.length >= rule.count : date > rule.until) break;
    dates.push(date);
  }
  return dates;
}
