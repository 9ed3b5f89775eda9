import { LANGS, LANGUAGE_COOKIE, type Lang, isLang, isRightToLeft } from '@clinic/contract/site/languages';
import { common as enCommon } from '../locales/en/common';
import { shell as enShell } from '../locales/en/shell';
import { common as heCommon } from '../locales/he/common';
import { shell as heShell } from '../locales/he/shell';
import { followErrorTexts } from './errors/error-texts';
import { intlLocale } from './intl-locale';
import { numberFormat } from './intl-formats';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';
import { pageLanguage } from './tenant/page-data';
import { Translator } from './translator';

/** The site's translations (screens read them with useTranslation, lib/use-translation.ts). */
export const i18n = new Translator();

export const LANGUAGES = LANGS;
export type Language = Lang;
export const isLanguage = isLang;

/** <html lang dir> follow the language: Hebrew and Arabic read right to left. */
export function applyDocumentLanguage(lang: Language) {
  document.documentElement.lang = lang;
  document.documentElement.dir = isRightToLeft(lang) ? 'rtl' : 'ltr';
}

export function storedLanguage(): Language | null {
  const value = readStorage(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

/**
 * The visitor's choice: the one stored here, else the one the server wrote this clinic's page in (it reads the
 * language cookie, which outlives a cleared local storage). `key`: the clinic the page is for.
 */
export function chosenLanguage(key?: string): Language | null {
  const served = pageLanguage(key);
  return storedLanguage() ?? (isLanguage(served) ? served : null);
}

/** The visitor's language, kept for the next visit (the same local-storage key for every language). */
export function setLanguage(lang: Language) {
  writeStorage({ [STORAGE_KEYS.language]: lang });
  tellServerLanguage(lang);
  void i18n.changeLanguage(lang);
}

/** A cookie beside the stored choice, so the server writes the next page in that language (a year, the whole site). */
function tellServerLanguage(lang: Language) {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * The language a clinic's page opens in: the visitor's stored choice when the clinic offers it, else the clinic's
 * default, else its first language, else English. `offered` absent: every language of the site.
 */
export function languageFor(stored: Language | null, clinicDefault: unknown, offered?: readonly string[]): Language {
  const offers = (lang: Language) => !offered || offered.includes(lang);
  if (stored && offers(stored)) return stored;
  if (isLanguage(clinicDefault) && offers(clinicDefault)) return clinicDefault;
  return offered?.find(isLanguage) ?? 'en';
}

/**
 * Lengths with their unit in the language's own plural forms (Arabic and Russian have several):
 * `{{count, minutes}}` gives "5 دقائق", "11 دقيقة", "21 минута"; `{{count, weeks}}` and `{{count, years}}` the same for weeks and years.
 */
export function addUnitFormats(instance: Translator) {
  for (const [name, unit] of [
    ['minutes', 'minute'],
    ['weeks', 'week'],
    ['years', 'year'],
  ] as const) {
    instance.addFormat(name, (value, lng) =>
      numberFormat(intlLocale(lng), { style: 'unit', unit, unitDisplay: 'long' }).format(Number(value)),
    );
  }
}

/**
 * Every text file the site loads when first needed: each screen's texts in every language, and Arabic and Russian
 * shell texts. English and Hebrew shell texts come with the first load (imported above), so they are left out.
 */
const LOCALE_FILES = import.meta.glob<Record<string, unknown>>([
  '../locales/*/*.ts',
  '!../locales/*/index.ts',
  '!../locales/{en,he}/{common,shell}.ts',
]);
const BUNDLED: Record<string, Record<string, Record<string, unknown>>> = {
  en: { common: enCommon, shell: enShell },
  he: { common: heCommon, shell: heShell },
};

async function loadLocale(language: string, namespace: string): Promise<unknown> {
  const load = LOCALE_FILES[`../locales/${language}/${namespace}.ts`];
  if (!load) throw new Error(`No texts ${language}/${namespace}`);
  return (await load())[namespace];
}

/** The texts that come with the first load, where the others come from, and the unit formats. */
export function setUpTexts() {
  for (const [language, namespaces] of Object.entries(BUNDLED))
    for (const [namespace, texts] of Object.entries(namespaces)) i18n.addTexts(language, namespace, texts);
  i18n.setLoader(loadLocale);
  addUnitFormats(i18n);
}

/** The first language: the visitor's stored choice, else the clinic's own, else English. */
export function initI18n(tenantLanguage?: unknown, tenantLanguages?: readonly string[]) {
  const stored = storedLanguage();
  const lng = languageFor(chosenLanguage(), tenantLanguage, tenantLanguages);
  // A choice stored before the cookie existed reaches the server from the next page on.
  if (stored) tellServerLanguage(stored);
  setUpTexts();
  i18n.language = lng;
  const follow = (lang: Language) => {
    applyDocumentLanguage(lang);
    void followErrorTexts(lang);
  };
  follow(lng);
  i18n.onLanguageChanged((lang) => follow(isLanguage(lang) ? lang : 'en'));
  return i18n;
}
