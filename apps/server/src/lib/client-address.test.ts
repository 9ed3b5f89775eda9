import { describe, expect, it } from 'vitest';
import { addressBucket, isLoopback, networkBucket } from './client-address';

describe('client addresses', () => {
  it('knows loopback in IPv4, IPv6 and IPv4-mapped form, and nothing else', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(
      ['10.0.0.1', '203.0.113.9', '2001:db8::1', '::ffff:203.0.113.9', 'nonsense', undefined].map(isLoopback),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('counts IPv6 clients by their /64 network and IPv4 clients by their address', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressBucket('2001:db8:1:2::1')).not.toBe(addressBucket('2001:db8:1:3::1'));
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('203.0.113.10')).not.toBe(addressBucket('203.0.113.9'));
  });

  it('puts an address in its network: an IPv4 /24, an IPv6 /48', () => {
    expect(networkBucket('203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkBucket('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkBucket('203.0.114.9')).not.toBe(networkBucket('203.0.113.9'));
    expect(networkBucket('2001:db8:1:2::1')).toBe(networkBucket('2001:db8:1:ffff::1'));
    expect(networkBucket('2001:db8:2::1')).not.toBe(networkBucket('2001:db8:1::1'));
  });
});
