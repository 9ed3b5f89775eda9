import { describe, expect, it } from 'vitest';
import { createCheckInCodes } from './check-in-code';

describe('check-in codes', () => {
  const codes = createCheckInCodes('a secret of at least sixteen characters');

  it('reads back the clinic and visit it signed', () => {
    expect(codes.read(codes.sign(3, 1234))).toEqual({ tenantId: 3, appointmentId: 1234 });
  });

  it('refuses a changed visit id, a changed signature and made-up text', () => {
    const code = codes.sign(3, 1234);
    expect(codes.read(code.replace('-1234-', '-1235-'))).toBeNull();
    const last = code.at(-1) === 'A' ? 'B' : 'A';
    expect(codes.read(code.slice(0, -1) + last)).toBeNull();
    expect(codes.read('CI1-3-1234-AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(codes.read('hello')).toBeNull();
  });

  it('refuses a code signed with another secret', () => {
    const other = createCheckInCodes('another secret, also long enough');
    expect(codes.read(other.sign(3, 1234))).toBeNull();
  });
});
