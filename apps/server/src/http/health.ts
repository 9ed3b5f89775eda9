import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { RateLimiter } from '../lib/rate-limiter';

/**
 * Liveness (the process answers) and readiness (what requests need answers too: the database, and the shared
 * rate-limit counts when REDIS_URL is set, without which no code may be sent or checked), for the platform's probes.
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database, limiter: RateLimiter) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const databaseUp = await database.ping().then(
      () => true,
      () => false,
    );
    if (!databaseUp) return reply.status(503).send({ status: 'database unreachable' });
    if (!(await limiter.reachable())) return reply.status(503).send({ status: 'rate-limit store unreachable' });
    return { status: 'ready' };
  });
}
