import type { TLang } from '@clinic/contract/core/common';
import { LANGS, isLang } from '@clinic/contract/site/languages';
import type { Localized } from '../db/schema';

/**
 * The languages to show a clinic's text in, best first: one language alone, or a visitor's and then the clinic's
 * default language (clinicTextLanguages).
 */
export type Wanted = TLang | readonly TLang[];

/** The text in the first wanted language that has it, else English, else any language the clinic wrote it in. */
export function pick(text: Localized | null | undefined, wanted: Wanted): string | null {
  if (!text) return null;
  const order = [...(typeof wanted === 'string' ? [wanted] : wanted), 'en' as const, ...LANGS];
  for (const lang of order) if (text[lang]) return text[lang];
  return null;
}

/** A stored language (a tenant's or a patient's) as the site knows it; anything else is the fallback. */
export const langOr = (value: string | null | undefined, fallback: TLang = 'en'): TLang =>
  value && isLang(value) ? value : fallback;

/**
 * The one order a clinic's own text (names, descriptions, its home page) is shown to a visitor in, on every page,
 * drawn by the server or filled by the site: the visitor's language, then the clinic's default language (then
 * English, then any, as `pick` goes on). Shalom (Hebrew) read in Arabic shows Hebrew where it wrote no Arabic.
 */
export const clinicTextLanguages = (lang: TLang, clinic: { lang: string }): readonly TLang[] => [
  lang,
  langOr(clinic.lang),
];

/** Money is kept in minor units; the wire speaks major units. */
export const toMajor = (minor: number) => minor / 100;
