import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isFromPrivateNetwork } from './client-addresses';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may read /metrics: a client on this machine or a private network (by every address a proxy gives for it, in
 * whichever header, so a public visitor coming through nginx on loopback is not let in), or anyone bearing
 * METRICS_TOKEN.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && typeof header === 'string' && header.startsWith('Bearer ')) {
    return sameSecret(header.slice('Bearer '.length), token);
  }
  return isFromPrivateNetwork(request);
}
