import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { common as enCommon } from '../locales/en/common';
import { shell as enShell } from '../locales/en/shell';
import { common as heCommon } from '../locales/he/common';
import { shell as heShell } from '../locales/he/shell';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

export const LANGUAGES = ['en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'he';

/** <html lang dir> follows the language: Hebrew reads right to left. */
export function applyDocumentLanguage(lang: Language) {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'he' ? 'rtl' : 'ltr';
}

export function storedLanguage(): Language | null {
  const value = readStorage(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

export function setLanguage(lang: Language) {
  writeStorage({ [STORAGE_KEYS.language]: lang });
  void i18n.changeLanguage(lang);
}

/** The first language: the visitor's stored choice, else the clinic's own (en or he only), else English. */
export function initI18n(tenantLanguage?: unknown) {
  const lng = storedLanguage() ?? (isLanguage(tenantLanguage) ? tenantLanguage : 'en');
  void i18n
    // The shell's texts come with the first load; each screen's texts load with that screen.
    .use(
      resourcesToBackend((language: string, namespace: string) =>
        import(`../locales/${language}/${namespace}.ts`).then((m: Record<string, unknown>) => m[namespace]),
      ),
    )
    .use(initReactI18next)
    .init({
      resources: { en: { common: enCommon, shell: enShell }, he: { common: heCommon, shell: heShell } },
      partialBundledLanguages: true,
      lng,
      fallbackLng: 'en',
      defaultNS: 'common',
      ns: ['common', 'shell'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(lng);
  i18n.on('languageChanged', (lang) => applyDocumentLanguage(isLanguage(lang) ? lang : 'en'));
  return i18n;
}

export { i18n };
