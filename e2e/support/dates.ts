import { LONG_DATE } from '@clinic/contract/site/date-formats';
import { INTL_LOCALES, type Lang } from '@clinic/contract/site/languages';

// The two ways the patient site writes a date (apps/web/src/lib/dates.ts), for tests to expect.

/** The long date of a clinic's calendar date, in headings and sentences: "Sunday, 6 December 2026". */
export const longDate = (date: string, lang: Lang) =>
  new Intl.DateTimeFormat(INTL_LOCALES[lang], { ...LONG_DATE, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The short date, in lists, links and summaries, the same in every language: "06.12.2026". */
export const shortDate = (date: string) => date.split('-').reverse().join('.');
