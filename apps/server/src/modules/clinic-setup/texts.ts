import type { TLang } from '@clinic/contract/core/common';
import type { TTextsInput } from '@clinic/contract/staff/settings-fields';
import { LANGS } from '@clinic/contract/site/languages';
import type { Localized } from '../../db/schema';
import { AppError } from '../../errors';
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

/**
 * A record's name from what an owner sent (as textsOf): it must hold the clinic's main language, the one every
 * page falls back to (clinicTextLanguages); other languages are optional (NAME_NEEDS_MAIN_LANGUAGE at `name`).
 */
export function nameOf(input: TTextsInput, mainLang: TLang, current?: Localized | null): Localized {
  const name = textsOf(input, mainLang, current);
  if (!name[mainLang]?.trim()) throw new AppError('NAME_NEEDS_MAIN_LANGUAGE', { params: { field: 'name' } });
  return name;
}
