import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config';
import { errorEnvelope } from './error-handler';
import { loggableRequest } from './log-safety';

/** The server's logging, request ids, body limit and proxy trust. */
export function fastifyOptions(config: AppConfig, logStream: DestinationStream | undefined): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers["x-tenant-token"]'], remove: true },
      // Logs keep no personal details: no request bodies, no query strings, no SQL parameters (see log-safety).
      serializers: { req: loggableRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 64 * 1024,
    // Client addresses (per-address limits) come from X-Forwarded-For only when a trusted proxy sent it.
    trustProxy: config.trustProxy,
    // Malformed addresses (bad encoding, over-long ids) get the same envelope as every other error.
    frameworkErrors: (error, request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send(errorEnvelope(request, { code: 'BAD_REQUEST', detail: `Invalid address: ${error.message}` }));
    },
  };
}
