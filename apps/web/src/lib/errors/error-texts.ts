import type { ErrorTexts } from '@clinic/contract/core/error-codes';
import type { Lang } from '@clinic/contract/site/languages';

/**
 * The server's error texts of each language the site has loaded. They load with the first screen that can
 * fail (a form, a list of the patient's visits), never with the home page, which has none.
 */
const loaded: Partial<Record<Lang, ErrorTexts>> = {};

const loaders: Record<Lang, () => Promise<ErrorTexts>> = {
  en: () => import('@clinic/contract/core/error-texts/en').then((m) => m.EN_ERROR_TEXTS),
  he: () => import('@clinic/contract/core/error-texts/he').then((m) => m.HE_ERROR_TEXTS),
  ar: () => import('@clinic/contract/core/error-texts/ar').then((m) => m.AR_ERROR_TEXTS),
  ru: () => import('@clinic/contract/core/error-texts/ru').then((m) => m.RU_ERROR_TEXTS),
};

const isLang = (lang: string): lang is Lang => lang in loaders;

/** Loads a language's error texts (a screen that can fail asks for them with its code). */
export async function loadErrorTexts(lang: string): Promise<void> {
  if (!isLang(lang) || loaded[lang]) return;
  loaded[lang] = await loaders[lang]().catch(() => undefined);
}

/** When the language changes on a screen that has its error texts, the new language's follow. */
export async function followErrorTexts(lang: string): Promise<void> {
  if (Object.keys(loaded).length > 0) await loadErrorTexts(lang);
}

/** A language's error texts once loaded; English's, or none, until then. */
export const errorTextsOf = (lang: Lang): ErrorTexts | undefined => loaded[lang] ?? loaded.en;
