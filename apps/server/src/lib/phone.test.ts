import { describe, expect, it } from 'vitest';
import { normalizePhone, shownPhone } from './phone';

describe('normalizePhone', () => {
  it('maps dial code + national number to E.164 and digits', () => {
    expect(normalizePhone('972501234567')).toEqual({ e164: '+972501234567', digits: '972501234567' });
    expect(normalizePhone('919876543210')).toEqual({ e164: '+919876543210', digits: '919876543210' });
    expect(normalizePhone('14155552671')).toEqual({ e164: '+14155552671', digits: '14155552671' });
    expect(normalizePhone('447911123456')).toEqual({ e164: '+447911123456', digits: '447911123456' });
    expect(normalizePhone('971501234567')).toEqual({ e164: '+971501234567', digits: '971501234567' });
  });

  it('treats a national number typed with its trunk 0 as the same phone', () => {
    expect(normalizePhone('9720501234567')).toEqual(normalizePhone('972501234567'));
    expect(normalizePhone('4407911123456')).toEqual(normalizePhone('447911123456'));
  });

  it('ignores spaces, dashes and a leading plus', () => {
    expect(normalizePhone('+972 50-123-4567')?.e164).toBe('+972501234567');
  });

  it('refuses what is not a valid number of its country', () => {
    for (const input of ['', '12', '97250123', '9725012345678', '1234', 'abc', '972 50 abc', '1'.repeat(17)]) {
      expect(normalizePhone(input), input).toBeUndefined();
    }
  });
});

describe('shownPhone', () => {
  it("shows a clinic's phone the way the site shows every phone, however it was stored", () => {
    expect(shownPhone('97235550100')).toBe('+972 3-555-0100');
    expect(shownPhone('+972530437101')).toBe('+972 53-043-7101');
    expect(shownPhone('+972 53 043 7101')).toBe('+972 53-043-7101');
    expect(shownPhone(null)).toBeNull();
  });
});
