import { describe, expect, it } from 'vitest';
import { checkInCodeOf } from './check-in-code';

describe('checkInCodeOf', () => {
  const code = 'CI1-3-1234-abcdefghijklmnopqrstuv';
  it("finds the code inside a visit card's QR text", () => {
    expect(checkInCodeOf(JSON.stringify({ id: 1234, check_in: code, branch: 'סניף' }))).toBe(code);
  });
  it('answers other text as typed, trimmed (the server refuses it)', () => {
    expect(checkInCodeOf('  hello \n')).toBe('hello');
  });
});
