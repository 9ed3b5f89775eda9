import type { FastifyInstance, FastifyReply } from 'fastify';
import { embedOriginOf } from '@clinic/contract/staff/embed-origins';
import { EMBED_SCRIPT } from './embed-script';

/**
 * /embed.js for any web page to load: a script from another origin, so not held back by the site's
 * Cross-Origin-Resource-Policy; cached briefly, so a fix reaches the clinics' pages within minutes.
 */
export function registerEmbedScript(app: FastifyInstance) {
  app.get('/embed.js', async (_request, reply) =>
    reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(EMBED_SCRIPT),
  );
}

/**
 * Lets exactly these origins frame this answer (the clinic's embed page): its CSP's frame-ancestors names
 * them instead of 'none', and X-Frame-Options, which cannot name them, goes. No origins: it stays unframable.
 */
export function allowFramingBy(reply: FastifyReply, listed: readonly string[]) {
  // Written checked; checked again, as a header is no place for whatever a row may hold.
  const origins = listed.map((text) => embedOriginOf(text)).filter((origin) => origin !== undefined);
  if (origins.length === 0) return;
  const csp = reply.raw.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  const ancestors = `frame-ancestors ${origins.join(' ')}`;
  reply.raw.setHeader('content-security-policy', csp.replace("frame-ancestors 'none'", ancestors));
  reply.raw.removeHeader('x-frame-options');
}
