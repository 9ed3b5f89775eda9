import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from './money-format';

describe('parseAmount', () => {
  it('reads whole and decimal amounts with a point or a comma', () => {
    expect(parseAmount('30')).toBe(30);
    expect(parseAmount(' 30.5 ')).toBe(30.5);
    expect(parseAmount('30,50')).toBe(30.5);
  });
  it('refuses what is not an amount of at most 2 decimals', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});

describe('formatAmount', () => {
  it('writes the cents and the currency', () => {
    expect(formatAmount(30.5, 'ILS', 'en')).toBe('₪30.50');
  });
});
