import type { TLang } from '@clinic/contract/common';
import type { Localized } from '../db/schema';

/** The text in the asked language, else English, else the other language the clinic wrote it in. */
export function pick(text: Localized | null | undefined, lang: TLang): string | null {
  if (!text) return null;
  return (lang === 'he' ? text.he : undefined) || text.en || text.he || null;
}

/** Money is kept in minor units; the wire speaks major units. */
export const toMajor = (minor: number) => minor / 100;
