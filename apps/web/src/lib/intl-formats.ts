/**
 * Intl's formatters, each made once per locale and options. Making one loads the locale's data and costs
 * milliseconds on a phone; using it costs microseconds. A screen that writes forty prices or a week of day
 * names should not make forty formatters on every render.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, locales: string | readonly string[], options: object, make: () => T): T {
  const key = `${kind}|${String(locales)}|${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  once('list', locale, options, () => new Intl.ListFormat(locale, options));

export const displayNames = (locales: readonly string[], options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  once('names', locales, options, () => new Intl.DisplayNames(locales, options));
