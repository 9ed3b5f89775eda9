import type { TLang } from '@clinic/contract/core/common';
import { LANGS, isLang } from '@clinic/contract/site/languages';
import type { Localized } from '../db/schema';

/**
 * The languages to show a clinic's text in, best first: the visitor's language alone, or it and then the clinic's
 * default language (contentLanguages in http/request-language.ts).
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

/** Money is kept in minor units; the wire speaks major units. */
export const toMajor = (minor: number) => minor / 100;
