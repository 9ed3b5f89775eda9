import i18n from 'i18next';
import { type ErrorTexts, type TErrorCode, errorText } from '@clinic/contract/error-codes';
import { EN_ERROR_TEXTS } from '@clinic/contract/error-texts/en';
import { HE_ERROR_TEXTS } from '@clinic/contract/error-texts/he';
import { ApiError } from '../api-client';
import type { Language } from '../i18n';

/** Codes whose message says what was wrong, in English (schema refusals). */
const DETAILED = new Set<TErrorCode>(['BAD_REQUEST']);

/** The server's error texts in each language the site offers (one list, in the contract). */
export const ERROR_TEXTS: Record<Language, ErrorTexts> = { en: EN_ERROR_TEXTS, he: HE_ERROR_TEXTS };

/** The text of an error code in the page language (a status that ends a booking says what the code says). */
export function codeText(code: TErrorCode): string {
  return errorText(ERROR_TEXTS[i18n.language === 'he' ? 'he' : 'en'], code);
}

/**
 * What to tell the patient about a failed call, in the page language: the text of the server's error code
 * when it sent one, else its message or the screen's fallback; `unanswered` when no answer came at all.
 */
export function failureMessage(error: unknown, fallback: string, unanswered = fallback): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return unanswered;
  // A backend without codes (the legacy one) is shown as it wrote.
  if (!error.code) return error.message || fallback;
  const lang = i18n.language === 'he' ? 'he' : 'en';
  // A refusal that names the field ("Name is required") says more than the code's text, in English.
  if (lang === 'en' && DETAILED.has(error.code) && error.message) return error.message;
  return errorText(ERROR_TEXTS[lang], error.code, error.params);
}
