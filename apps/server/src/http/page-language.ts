import { parseCookie } from 'cookie';
import { LANGUAGE_COOKIE, isLang, type Lang } from '@clinic/contract/site/languages';
import { langOr } from '../lib/localize';

/**
 * The language a clinic's page is written in: the visitor's own choice, which the site keeps in a cookie beside its
 * local storage, when the clinic offers it; else the clinic's default. So a returning Arabic reader of an English
 * clinic gets an Arabic page at once, not an English one that the script then redraws.
 */
export function pageLanguage(cookieHeader: string | undefined, clinic: { lang: string; languages: string[] }): Lang {
  const chosen = cookieHeader ? parseCookie(cookieHeader)[LANGUAGE_COOKIE] : undefined;
  return isLang(chosen) && clinic.languages.includes(chosen) ? chosen : langOr(clinic.lang);
}
