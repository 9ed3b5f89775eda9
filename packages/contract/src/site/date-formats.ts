/**
 * The long date, as a heading, a sentence or a message says it, in every language through its Intl locale
 * (languages.ts): "Sunday, 6 December 2026", "יום ראשון, 6 בדצמבר 2026". The site and the WhatsApp messages use it
 * alike; a list or a summary writes the short date, dd.mm.yyyy (apps/web/src/lib/dates.ts).
 */
export const LONG_DATE = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;
