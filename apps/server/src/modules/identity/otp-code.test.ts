import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, generateCode, hashCode, isWellFormedCode, sameHash } from './otp-code';

describe('one-time code rules', () => {
  it('are six digits, zero-padded, and vary', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('expire after 5 minutes and lock after 5 wrong tries', () => {
    expect(OTP_TTL_MS).toBe(300_000);
    expect(OTP_MAX_ATTEMPTS).toBe(5);
  });

  it('are hashed with a key and bound to tenant and phone', () => {
    const scope = { tenantId: 1, phone: '+972501234567' };
    const hash = hashCode('secret', scope, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(sameHash(hash, hashCode('secret', scope, '123456'))).toBe(true);
    expect(sameHash(hash, hashCode('secret', scope, '123457'))).toBe(false);
    expect(sameHash(hash, hashCode('other', scope, '123456'))).toBe(false);
    expect(sameHash(hash, hashCode('secret', { ...scope, tenantId: 2 }, '123456'))).toBe(false);
    expect(sameHash(hash, hashCode('secret', { ...scope, phone: '+972501234568' }, '123456'))).toBe(false);
    expect(sameHash(hash, '')).toBe(false);
    expect(sameHash(hash, 'abcd')).toBe(false);
  });

  it('accept only six digits', () => {
    expect(isWellFormedCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 12345', '１２３４５６'])
      expect(isWellFormedCode(bad)).toBe(false);
  });
});
