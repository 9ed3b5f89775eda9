import type { TLang } from '@clinic/contract/common';
import type { Localized } from '../db/schema';

/** The text in the asked language, else English. */
export function pick(text: Localized | null | undefined, lang: TLang): string | null {
  if (!text) return null;
  return (lang === 'he' ? text.he : undefined) || text.en || null;
}

/** Money is kept in minor units; the wire speaks major units. */
export const toMajor = (minor: number) => minor / 100;
