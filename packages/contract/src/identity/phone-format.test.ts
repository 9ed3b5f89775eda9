import { describe, expect, it } from 'vitest';
import { dialCodeOf, formatPhone, formatPhoneIn, isValidNational, phoneDigits, typedPhoneDigits } from './phone-format';

describe('phoneDigits', () => {
  it('sends one number whether or not the patient typed the trunk 0', () => {
    expect(phoneDigits('IL', '972', '0530437101')).toBe('972530437101');
    expect(phoneDigits('IL', '972', '530437101')).toBe('972530437101');
    expect(phoneDigits('IL', '972', '053-043-7101')).toBe('972530437101');
    expect(phoneDigits('GB', '44', '07911123456')).toBe('447911123456');
    expect(phoneDigits('US', '1', '2025550123')).toBe('12025550123');
  });

  it('still sends what was typed, without its trunk 0, when it is not a valid number', () => {
    expect(phoneDigits('IL', '972', '0123')).toBe('972123');
  });
});

describe('formatPhone', () => {
  it('shows a number the way people of its country write it, with its dial code', () => {
    expect(formatPhone('972530437101')).toBe('+972 53-043-7101');
    expect(formatPhone('9720530437101')).toBe('+972 53-043-7101');
    expect(formatPhone('+972530437101')).toBe('+972 53-043-7101');
    expect(formatPhone('+972 3-555-0100')).toBe('+972 3-555-0100');
    expect(formatPhone('12025550123')).toBe('+1 202-555-0123');
    expect(formatPhone('447911123456')).toBe('+44 7911 123456');
  });

  it('leaves a number it cannot read as written', () => {
    expect(formatPhone(' 1-800-CLINIC ')).toBe('1-800-CLINIC');
  });
});

describe('isValidNational', () => {
  it("takes a number as the country's people write it", () => {
    expect(isValidNational('GB', '07911 123456')).toBe(true);
    expect(isValidNational('GB', '7911123456')).toBe(true);
    expect(isValidNational('IL', '053-043-7101')).toBe(true);
    expect(isValidNational('DE', '01512 3456789')).toBe(true);
  });

  it("refuses a number that is not one of that country's", () => {
    expect(isValidNational('GB', '0530437101')).toBe(false);
    expect(isValidNational('IL', '07911 123456')).toBe(false);
    expect(isValidNational('GB', '0123')).toBe(false);
  });
});

describe('dialCodeOf', () => {
  it("gives a country's dial code", () => {
    expect(dialCodeOf('GB')).toBe('44');
    expect(dialCodeOf('IL')).toBe('972');
  });
});

describe('typedPhoneDigits', () => {
  it("reads a national number in the clinic's country", () => {
    expect(typedPhoneDigits('052-123-4567', 'IL')).toBe('972521234567');
    expect(typedPhoneDigits('07911 123456', 'GB')).toBe('447911123456');
  });

  it('keeps an international number whatever the country', () => {
    expect(typedPhoneDigits('+44 7911 123456', 'IL')).toBe('447911123456');
    expect(typedPhoneDigits('00972 52 123 4567', 'IL')).toBe('972521234567');
    expect(typedPhoneDigits('972521234567', 'IL')).toBe('972521234567');
  });

  it('sends what it cannot read as its digits', () => {
    expect(typedPhoneDigits('12-34', 'IL')).toBe('1234');
    expect(typedPhoneDigits('052-123-4567', undefined)).toBe('0521234567');
  });
});

describe('formatPhoneIn', () => {
  it("writes a number of the clinic's country as its people do, any other internationally", () => {
    expect(formatPhoneIn('972501234567', 'IL')).toBe('050-123-4567');
    expect(formatPhoneIn('+972 3-555-0100', 'IL')).toBe('03-555-0100');
    expect(formatPhoneIn('442079460123', 'GB')).toBe('020 7946 0123');
    expect(formatPhoneIn('442079460123', 'IL')).toBe('+44 20 7946 0123');
    expect(formatPhoneIn('972501234567', 'GB')).toBe('+972 50-123-4567');
    expect(formatPhoneIn('972501234567', undefined)).toBe('+972 50-123-4567');
  });

  it('shows what it cannot read as written', () => {
    expect(formatPhoneIn(' 12-34 ', 'IL')).toBe('12-34');
  });
});
