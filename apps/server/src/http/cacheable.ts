import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Catalog answers change only when a clinic edits its data: a CDN or browser may keep them a minute and
 * serve a stale copy while revalidating. They differ per tenant token and language, so both are in Vary.
 */
export async function cacheableCatalog(_request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode === 200) {
    reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
    reply.header('vary', 'X-Tenant-Token, Accept-Language');
  } else {
    reply.header('cache-control', 'no-store');
  }
}
