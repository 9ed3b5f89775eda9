import type { DocumentPdfView } from './document-pdf-view';

/**
 * Intl locale per language. Arabic keeps Western digits, as Arabic speakers in Israel write amounts and
 * dates; English writes dates day first.
 */
const LOCALES: Record<DocumentPdfView['language'], string> = {
  en: 'en-GB',
  he: 'he-IL',
  ar: 'ar-u-nu-latn',
  ru: 'ru-RU',
};

/** Marks Intl puts around numbers (LRM, RLM, ALM); the HTML isolates each value itself. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/** Formatters of one document: money in its currency, dates in the clinic's zone and language. */
export function documentFormatters(view: Pick<DocumentPdfView, 'language' | 'currency' | 'timeZone'>) {
  const locale = LOCALES[view.language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  // Numeric dates, as accountants write them; a month's name beside digits reorders badly in Hebrew and Arabic.
  const day = { timeZone: view.timeZone, day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  const date = new Intl.DateTimeFormat(locale, day);
  const dateTime = new Intl.DateTimeFormat(locale, { ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const clean = (text: string) => text.replace(DIRECTION_MARKS, '');
  return {
    money: (minor: number) => clean(money.format(minor / 10 ** digits)),
    date: (iso: string) => clean(date.format(new Date(iso))),
    dateTime: (iso: string) => clean(dateTime.format(new Date(iso))),
    percent: (basisPoints: number) => clean(percent.format(basisPoints / 10_000)),
  };
}
