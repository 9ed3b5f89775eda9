import type { FastifyRequest } from 'fastify';
import type { TLang } from '@clinic/contract/common';

/** Content language of a request: the site sends its current language in Accept-Language. */
export function requestLanguage(request: FastifyRequest): TLang {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('he') || first.startsWith('iw') ? 'he' : 'en';
}
