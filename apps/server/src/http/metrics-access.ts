import { timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';

const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal']);

/** This machine, a private network (10/8, 172.16/12, 192.168/16, fc00::/7) or a link-local address. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return PRIVATE_RANGES.has(parsed.range());
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may read /metrics: a client on this machine or a private network (the client's address as the trusted proxy
 * reports it, so a public visitor coming through nginx on loopback is not let in), or anyone bearing METRICS_TOKEN.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && typeof header === 'string' && header.startsWith('Bearer ')) {
    return sameSecret(header.slice('Bearer '.length), token);
  }
  return isPrivateAddress(request.ip);
}
