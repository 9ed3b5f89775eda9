import type { FastifyRequest } from 'fastify';

/** A request as logs keep it: addresses carry no query string (a phone or a name can sit there). */
export function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}
