import type { FastifyRequest } from 'fastify';
import { isLoopback, isPrivateAddress } from '../lib/client-address';

const forwardedFor = (header: string) =>
  [...header.matchAll(/(?:^|[;,\s])for=("[^"]*"|[^;,\s]*)/gi)].map((match) => {
    const value = match[1]!.replace(/^"|"$/g, '');
    // for="[2001:db8::1]:4711", for=192.0.2.60:80; "unknown" or an obfuscated name stays as given (not an address).
    const bracketed = /^\[([^\]]+)\]/.exec(value);
    if (bracketed) return bracketed[1]!;
    return /^[\d.]+:\d+$/.test(value) ? value.replace(/:\d+$/, '') : value;
  });

const listed = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) => item.split(','));

/**
 * Every address a request names as its client: the connection's peer, the address TRUST_PROXY makes of
 * X-Forwarded-For (req.ip), and whatever a proxy wrote in X-Forwarded-For, X-Real-IP or Forwarded (for=). A proxy
 * on this machine that carries the client in another header than X-Forwarded-For still names it here.
 */
export function claimedClientAddresses(request: FastifyRequest): string[] {
  const { headers } = request;
  const forwarded = listed(headers.forwarded).flatMap(forwardedFor);
  return [
    request.socket.remoteAddress ?? '',
    request.ip,
    ...listed(headers['x-forwarded-for']),
    ...listed(headers['x-real-ip']),
    ...forwarded,
  ].map((address) => address.trim());
}

/** The request comes from this machine, by its connection and by every address a proxy gave for it. */
export const isFromThisMachine = (request: FastifyRequest) => claimedClientAddresses(request).every(isLoopback);

/** The request comes from this machine or a private network, by every address it names. */
export const isFromPrivateNetwork = (request: FastifyRequest) =>
  claimedClientAddresses(request).every(isPrivateAddress);
