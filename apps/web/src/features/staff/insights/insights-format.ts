import { intlLocale } from '../../../lib/intl-locale';

/** Shown where a figure has nothing to be computed from (a rate without visits, a median of none). */
export const NO_FIGURE = '—';

/** A share (0.25) as a percentage in the page language ("25%", "25.3%"). */
export function formatRate(rate: number | null, lang: string): string {
  if (rate === null) return NO_FIGURE;
  return new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** An amount in the clinic's currency, in the page language ("₪1,250", "£12.50"). */
export function formatMoney(amount: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** A count or a number of days (one decimal at most) in the page language; null as no figure. */
export function formatNumber(value: number | null, lang: string): string {
  if (value === null) return NO_FIGURE;
  return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 }).format(value);
}

const dateOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** A period in the page language's way of writing a range of dates ("1–7 Dec 2026", "1–7 בדצמ׳ 2026"). */
export function formatPeriod(period: { from: string; to: string }, lang: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return period.from === period.to
    ? format.format(dateOf(period.from))
    : format.formatRange(dateOf(period.from), dateOf(period.to));
}

/** The name of a weekday (Sunday 0) in the page language. */
export function weekdayName(weekday: number, lang: string): string {
  // 4 January 2026 was a Sunday.
  return new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 4 + weekday),
  );
}

/**
 * How a figure moved from the period before: the difference with its sign ("+3", "−2"), rates in percentage
 * points; null when either side has no figure or nothing changed.
 */
export function formatChange(current: number | null, previous: number | null, lang: string, isRate = false) {
  if (current === null || previous === null || current === previous) return null;
  const difference = isRate ? (current - previous) * 100 : current - previous;
  return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1, signDisplay: 'always' }).format(
    difference,
  );
}
