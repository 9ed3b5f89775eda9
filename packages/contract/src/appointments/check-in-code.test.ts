import { describe, expect, it } from 'vitest';
import { SHORT_CODE_ALPHABET, checkInCodeOf, shortCheckInCode } from './check-in-code';

describe('checkInCodeOf', () => {
  const code = 'CI1-3-1234-abcdefghijklmnopqrstuv';
  it("finds the code inside a visit card's QR text", () => {
    expect(checkInCodeOf(JSON.stringify({ id: 1234, check_in: code, branch: 'סניף' }))).toBe(code);
  });
  it('answers other text as typed, trimmed (the server refuses it)', () => {
    expect(checkInCodeOf('  hello \n')).toBe('hello');
  });
});

describe('shortCheckInCode', () => {
  const written = new RegExp(`^[${SHORT_CODE_ALPHABET}]{3}-[${SHORT_CODE_ALPHABET}]{3}$`);
  it('writes six letters of the signature, whatever it holds', () => {
    expect(shortCheckInCode('CI1-3-1234-abcdefghijklmnopqrstuv')).toMatch(written);
    // A base64url signature may hold '-' anywhere: the code is still six letters (it was cut short at the '-').
    expect(shortCheckInCode('CI1-3-1234-ab-defghijklmnopqrstuv')).toMatch(written);
    expect(shortCheckInCode('CI1-3-1234--bcdefghijklmnopqrstuv')).toMatch(written);
    expect(shortCheckInCode('CI1-3-1234-ab-defghijklmnopqrstuv')).not.toBe(
      shortCheckInCode('CI1-3-1234-ab_defghijklmnopqrstuv'),
    );
  });
  it('answers null for a text without a signed code', () => {
    expect(shortCheckInCode('hello')).toBeNull();
  });
});
