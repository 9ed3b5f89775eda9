/** The languages of the site and its messages. */
export const LANGS = ['en', 'he', 'ar', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

/** Hebrew and Arabic read right to left. */
export const isRightToLeft = (lang: string) => lang === 'he' || lang === 'ar';

/** Each language by its own name, as a language menu lists it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', he: 'עברית', ar: 'العربية', ru: 'Русский' };

/**
 * The Intl locale of each language: the one place that decides how dates, times and numbers are written.
 * Arabic uses Western digits (0-9, `-u-nu-latn`), as Arabic speakers in this market read prices, phone numbers and
 * times, everywhere in the site and its messages; its month names are the Arabic ones (يناير). English is British
 * (24 November, 24-hour clock); Hebrew month names are Hebrew (בנובמבר).
 */
export const INTL_LOCALES: Record<Lang, string> = {
  en: 'en-GB',
  he: 'he-IL',
  ar: 'ar-u-nu-latn',
  ru: 'ru-RU',
};

/** The cookie that carries the visitor's chosen language to the server, which writes the page in it. */
export const LANGUAGE_COOKIE = 'lang';
