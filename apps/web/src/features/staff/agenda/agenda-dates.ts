import { intlLocale } from '../../../lib/intl-locale';

/** Calendar dates as the agenda's address writes them (YYYY-MM-DD), counted without time zones. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export const isIsoDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;

export { minutesOf, timeOf } from '@clinic/contract/core/wall-time';

/** "09:00–09:15", kept left to right inside Hebrew and Arabic text (else the two times swap places). */
export const timeRange = (start: string, end: string) => `\u2066${start}–${end}\u2069`;

/** A date for people, in the page language ("Monday, 7 December 2026"). */
export function longDate(date: string, lang: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A short date for a week's column headers ("Mon 7 Dec"). */
export function shortDate(date: string, lang: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
