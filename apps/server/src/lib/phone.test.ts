import { describe, expect, it } from 'vitest';
import { dialledPhone, normalizePhone, shownPhone } from './phone';

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
  it("writes a clinic's phone national in the clinic's country, however it was stored", () => {
    expect(shownPhone('97235550100', 'IL')).toBe('03-555-0100');
    expect(shownPhone('+972530437101', 'IL')).toBe('053-043-7101');
    expect(shownPhone('+972 53 043 7101', 'IL')).toBe('053-043-7101');
    // The London demo clinic's own number.
    expect(shownPhone('+44 20 7946 0321', 'GB')).toBe('020 7946 0321');
  });

  it('writes a number of another country internationally, as the desk does', () => {
    expect(shownPhone('+972 3-555-0100', 'GB')).toBe('+972 3-555-0100');
    expect(shownPhone('+44 20 7946 0321', 'IL')).toBe('+44 20 7946 0321');
    // A clinic whose country is not known: international.
    expect(shownPhone('97235550100', undefined)).toBe('+972 3-555-0100');
  });

  it('keeps an absent phone absent and an unreadable one as written', () => {
    expect(shownPhone(null, 'IL')).toBeNull();
    expect(shownPhone(undefined, 'IL')).toBeUndefined();
    expect(shownPhone('ext. 12', 'IL')).toBe('ext. 12');
  });
});

describe('dialledPhone', () => {
  it('gives the number a tel: link dials from anywhere, whichever way it is written', () => {
    expect(dialledPhone('+972 3-555-0100', 'IL')).toBe('+97235550100');
    expect(dialledPhone('97235550100', 'GB')).toBe('+97235550100');
    expect(dialledPhone('+44 20 7946 0321', 'GB')).toBe('+442079460321');
  });

  it("reads a number stored nationally in the clinic's country", () => {
    expect(dialledPhone('03-555-0100', 'IL')).toBe('+97235550100');
    expect(dialledPhone('035550100', 'IL')).toBe('+97235550100');
    expect(dialledPhone('020 7946 0321', 'GB')).toBe('+442079460321');
  });

  it('is null when there is no valid number', () => {
    expect(dialledPhone(null, 'IL')).toBeNull();
    expect(dialledPhone('', 'IL')).toBeNull();
    expect(dialledPhone('ext. 12', 'IL')).toBeNull();
    expect(dialledPhone('03-555-0100', undefined)).toBeNull();
  });
});
