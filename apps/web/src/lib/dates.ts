import { LONG_DATE } from '@clinic/contract/site/date-formats';
import { dateFormat } from './intl-formats';
import { intlLocale } from './intl-locale';

// A patient is shown a date in one of two ways, whatever the screen: the long date in headings and sentences, the
// short one (dd.mm.yyyy, as the specification writes a visit's date) in lists, links and summaries.

/**
 * A clinic's calendar date (YYYY-MM-DD) in the page's language: "Sunday, 6 December 2026". The date is the clinic's
 * own, so it is read at noon UTC, whatever the browser's time zone.
 */
export function longDate(isoDate: string, language: string): string {
  const at = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return isoDate;
  return dateFormat(intlLocale(language), { ...LONG_DATE, timeZone: 'UTC' }).format(at);
}

/** A calendar date as dd.mm.yyyy in every language: "2026-12-06" -> "06.12.2026". */
export function shortDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return y && m && d ? `${d}.${m}.${y}` : isoDate;
}
