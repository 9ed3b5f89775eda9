import type { TLang } from '../common';
import type { ErrorTexts } from '../error-codes';
import { AR_ERROR_TEXTS } from './ar';
import { EN_ERROR_TEXTS } from './en';
import { HE_ERROR_TEXTS } from './he';
import { RU_ERROR_TEXTS } from './ru';

/** Every language's error texts (the server's; the site loads a language's texts when it is chosen). */
export const ERROR_TEXTS: Record<TLang, ErrorTexts> = {
  en: EN_ERROR_TEXTS,
  he: HE_ERROR_TEXTS,
  ar: AR_ERROR_TEXTS,
  ru: RU_ERROR_TEXTS,
};
