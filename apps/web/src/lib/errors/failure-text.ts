import { i18n } from '../i18n';
import { type TErrorCode, errorText } from '@clinic/contract/core/error-codes';
import { isLang } from '@clinic/contract/site/languages';
import { ApiError } from '../api-client';
import { errorTextsOf } from './error-texts';

/** Codes whose message says what was wrong, in English (schema refusals). */
const DETAILED = new Set<TErrorCode>(['BAD_REQUEST']);

const pageLanguage = () => (isLang(i18n.language) ? i18n.language : 'en');

/** The text of an error code in the page language (a status that ends a booking says what the code says). */
export function codeText(code: TErrorCode): string {
  const texts = errorTextsOf(pageLanguage());
  return texts ? errorText(texts, code) : code;
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
  const lang = pageLanguage();
  // A refusal that names the field ("Name is required") says more than the code's text, in English.
  if (lang === 'en' && DETAILED.has(error.code) && error.message) return error.message;
  const texts = errorTextsOf(lang);
  // Texts not loaded yet (a screen that loads none failed): the server's own sentence.
  return texts ? errorText(texts, error.code, error.params) : error.message || fallback;
}
