import type { FastifyRequest } from 'fastify';
import type { TLang } from '@clinic/contract/core/common';
import { isLang } from '@clinic/contract/site/languages';
import { clinicTextLanguages } from '../lib/localize';

/** Content language of a request: the site sends its current language in Accept-Language. */
export function requestLanguage(request: FastifyRequest): TLang {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  // "iw" is Hebrew's old code, still sent by some Android browsers.
  const primary = first.split(/[-_;]/)[0] ?? '';
  if (primary === 'iw') return 'he';
  return isLang(primary) ? primary : 'en';
}

/** The request's language, then the clinic's default: a text the clinic has not translated shows in its default. */
export const contentLanguages = (request: FastifyRequest, tenant: { lang: string }): readonly TLang[] =>
  clinicTextLanguages(requestLanguage(request), tenant);
