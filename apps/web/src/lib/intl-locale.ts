import { INTL_LOCALES, isLang } from '@clinic/contract/site/languages';

/**
 * The Intl locale of a site language, for every date, time and number the site writes (the choice of each
 * language's locale, Arabic's Western digits among them, is made once in the contract's languages.ts).
 */
export const intlLocale = (language: string): string => INTL_LOCALES[isLang(language) ? language : 'en'];

/**
 * The locale of a clinic's dates: the page's language written as the clinic's region writes it (day first in
 * Israel, whatever the browser's own locale), e.g. English in an Israeli clinic is `en-IL`.
 */
export function clinicLocale(language: string, country: string | undefined): string {
  const base = intlLocale(language);
  if (!country) return base;
  try {
    return new Intl.Locale(base, { region: country }).toString();
  } catch {
    return base;
  }
}
