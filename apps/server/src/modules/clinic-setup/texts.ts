import type { TLang } from '@clinic/contract/core/common';
import type { TTextsInput } from '@clinic/contract/staff/settings-fields';
import { LANGS } from '@clinic/contract/site/languages';
import type { Localized } from '../../db/schema';
import { langOr } from '../../lib/localize';

/**
 * Stored text from what an owner sent: a string is the text in the clinic's default language (the other
 * languages' texts are kept); an object of languages replaces them all.
 */
export function textsOf(input: TTextsInput, defaultLang: TLang, current?: Localized | null): Localized {
  if (typeof input === 'string') return { ...current, [defaultLang]: input };
  return Object.fromEntries(LANGS.flatMap((lang) => (input[lang] !== undefined ? [[lang, input[lang]]] : [])));
}

/** An optional text of a change: undefined leaves it, null clears it, else as textsOf. */
export function changedTexts(
  input: TTextsInput | null | undefined,
  defaultLang: TLang,
  current: Localized | null,
): Localized | null | undefined {
  if (input === undefined) return undefined;
  return input === null ? null : textsOf(input, defaultLang, current);
}

/** The clinic's default language as the texts know it. */
export const langOf = (tenant: { lang: string }): TLang => langOr(tenant.lang);
