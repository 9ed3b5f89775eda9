import type { ErrorTexts } from '@clinic/contract/core/error-codes';
import { EN_ERROR_TEXTS } from '@clinic/contract/core/error-texts/en';
import { HE_ERROR_TEXTS } from '@clinic/contract/core/error-texts/he';
import type { Lang } from '@clinic/contract/site/languages';

/** The server's error texts of each language the site has loaded: English and Hebrew at once, others on demand. */
const loaded: Partial<Record<Lang, ErrorTexts>> = { en: EN_ERROR_TEXTS, he: HE_ERROR_TEXTS };

const loaders: Record<Exclude<Lang, 'en' | 'he'>, () => Promise<ErrorTexts>> = {
  ar: () => import('@clinic/contract/core/error-texts/ar').then((m) => m.AR_ERROR_TEXTS),
  ru: () => import('@clinic/contract/core/error-texts/ru').then((m) => m.RU_ERROR_TEXTS),
};

/** Loads a language's error texts (called when the site's language changes). */
export async function loadErrorTexts(lang: Lang): Promise<void> {
  if (loaded[lang] || lang === 'en' || lang === 'he') return;
  loaded[lang] = await loaders[lang]().catch(() => undefined);
}

/** A language's error texts once loaded; English until then. */
export const errorTextsOf = (lang: Lang): ErrorTexts => loaded[lang] ?? EN_ERROR_TEXTS;
