import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../errors';

/** Answers every address a host name resolves to (tests give their own names). */
export type Resolve = (hostname: string) => Promise<string[]>;

export const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Where an endpoint may point: production takes https and public addresses only (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
export type TargetPolicy = { allowPrivate: boolean; requireHttps: boolean; resolve: Resolve };

/** Global unicast IPv6 (RFC 4291): every other block is reserved, local or carries an IPv4 address inside. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is on the public internet: ipaddr.js names every special range (private, loopback, link-local,
 * unique-local, carrier NAT, multicast, documentation, NAT64, 6to4, Teredo and other tunnels); only its plain
 * `unicast` passes. An IPv6 address must also be global unicast, which refuses the IPv4-compatible ::/96 and the
 * rest of ::/8 that ipaddr.js calls unicast; an IPv4-mapped one is judged by the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

/** An endpoint's address read and checked: refused with WEBHOOK_URL_INVALID unless it is a plain web address. */
export function parseTarget(raw: string, policy: Pick<TargetPolicy, 'requireHttps'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('WEBHOOK_URL_INVALID', { params: { field: 'url' } });
  }
  const schemes = policy.requireHttps ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol) || !url.hostname || url.username || url.password) {
    throw new AppError('WEBHOOK_URL_INVALID', { params: { field: 'url' } });
  }
  return url;
}

/** The host's addresses, each checked: a host with any private address is refused whole (WEBHOOK_URL_PRIVATE). */
export async function addressesOf(url: URL, policy: TargetPolicy): Promise<string[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new AppError('WEBHOOK_URL_INVALID', { params: { field: 'url' } });
  }
  if (!policy.allowPrivate && !addresses.every(isPublicAddress)) {
    throw new AppError('WEBHOOK_URL_PRIVATE', { params: { field: 'url' } });
  }
  return addresses;
}
