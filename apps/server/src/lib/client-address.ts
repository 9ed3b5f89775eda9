import ipaddr from 'ipaddr.js';

/** Parses an address, IPv4-mapped IPv6 (::ffff:1.2.3.4) taken as the IPv4 address it carries. */
function parse(address: string | undefined) {
  if (!address || !ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

export const isLoopback = (address: string | undefined) => parse(address)?.range() === 'loopback';

const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal']);

/** This machine, a private network (10/8, 172.16/12, 192.168/16, fc00::/7) or a link-local address. */
export const isPrivateAddress = (address: string | undefined) => PRIVATE_RANGES.has(parse(address)?.range() ?? '');

/**
 * The key per-address limits count under: an IPv4 address, or the /64 network of an IPv6 one (one home or
 * phone gets a whole /64, so single IPv6 addresses would be free for the asking).
 */
export function addressBucket(address: string): string {
  const parsed = parse(address);
  if (!parsed) return address;
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/** The network around an address: its IPv4 /24 or IPv6 /48 (one home, office or provider's block of them). */
export function networkBucket(address: string): string {
  const parsed = parse(address);
  if (!parsed) return address;
  if (parsed.kind() === 'ipv4') return `${(parsed as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3);
  return `${parts.map((part) => part.toString(16)).join(':')}::/48`;
}
