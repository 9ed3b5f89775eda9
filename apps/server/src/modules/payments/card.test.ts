import { describe, expect, it } from 'vitest';
import { cardBrand, cardExpired, luhnValid } from './card';

describe('luhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005', '6011111111111117'])(
    'accepts %s',
    (n) => expect(luhnValid(n)).toBe(true),
  );
  it.each(['4242424242424241', '1234567812345678', '42424242', '', '4242 4242 4242 4242'])('refuses %s', (n) =>
    expect(luhnValid(n)).toBe(false),
  );
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', 'jcb'],
    ['30569309025904', 'diners'],
    ['9999999999999995', 'unknown'],
  ])('%s is %s', (n, brand) => expect(cardBrand(n)).toBe(brand));
});

describe('cardExpired', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('keeps the card valid through its expiry month', () => {
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(12, 2026, now)).toBe(false);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });
  it('refuses earlier months and years', () => {
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });
});
