import { INTL_LOCALES, isLang } from '@clinic/contract/site/languages';

/**
 * The Intl locale of a site language, for every date, time and number the site writes (the choice of each
 * language's locale, Arabic's Western digits among them, is made once in the contract's languages.ts).
 */
export const intlLocale = (language: string): string => INTL_LOCALES[isLang(language) ? language : 'en'];
