import etag from 'etag';
import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';

/**
 * Weak ETags on successful GET answers, and 304 when the client holds that answer already: a repeat visit
 * costs no body. Nothing else is tagged: a POST's answer is never reused and an error differs per request
 * (its request id), so hashing them was wasted (a tenth of a refused booking's time). A route may set its
 * own ETag (one it keeps with a kept answer); it is used as is.
 */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      done(null, payload);
      return;
    }
    let tag = reply.getHeader('etag');
    if (tag === undefined) reply.header('etag', (tag = etag(payload, { weak: true })));
    if (fresh(request.headers, { etag: String(tag) })) {
      reply.code(304);
      done(null, '');
      return;
    }
    done(null, payload);
  });
}
