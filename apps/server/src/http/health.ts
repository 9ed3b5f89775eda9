import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** Liveness (the process answers) and readiness (its database answers too), for the platform's probes. */
export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
}
