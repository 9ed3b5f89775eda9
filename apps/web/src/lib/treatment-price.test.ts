import { describe, expect, it } from 'vitest';
import { cancellationFee, displayPrice, formatPrice, paymentRequired } from './treatment-price';

describe('displayPrice', () => {
  it('is minForcePaymentPrice when payment is forced and that value exists', () => {
    expect(displayPrice({ price: 250, force_pay: '1', minForcePaymentPrice: 100 })).toBe(100);
    expect(displayPrice({ price: '250', force_pay: 1, minForcePaymentPrice: '100.5' })).toBe(100.5);
  });
  it('is the price otherwise', () => {
    expect(displayPrice({ price: 250, force_pay: '1', minForcePaymentPrice: null })).toBe(250);
    expect(displayPrice({ price: 250, force_pay: '0', minForcePaymentPrice: 100 })).toBe(250);
    expect(displayPrice({ price: '99.90', force_pay: undefined })).toBe(99.9);
  });
  it('a forced minimum of 0 still counts as existing', () => {
    expect(displayPrice({ price: 250, force_pay: '1', minForcePaymentPrice: 0 })).toBe(0);
  });
});

describe('payment and cancellation', () => {
  it('payment is required only when force_pay is "1"', () => {
    expect(paymentRequired({ force_pay: '1' })).toBe(true);
    expect(paymentRequired({ force_pay: 1 })).toBe(true);
    expect(paymentRequired({ force_pay: '0' })).toBe(false);
    expect(paymentRequired({ force_pay: null })).toBe(false);
  });
  it('the cancellation fee defaults to 0', () => {
    expect(cancellationFee({ price: 1, cancellationPrice: null })).toBe(0);
    expect(cancellationFee({ price: 1 })).toBe(0);
    expect(cancellationFee({ price: 1, cancellationPrice: '50' })).toBe(50);
  });
});

describe('currency', () => {
  it("every price in the clinic's currency, as the language writes it; cents only when there are some", () => {
    expect(formatPrice(120)).toBe('₪120');
    expect(formatPrice(350.5)).toBe('₪350.50');
    expect(formatPrice(1200)).toBe('₪1,200');
    expect(formatPrice(0)).toBe('₪0');
    expect(formatPrice(120, 'he')).toMatch(/^\u200f?120\s\u200f?₪$/);
    // The site's English is British English (languages.ts), which names other dollars: US$.
    expect(formatPrice(120, 'en', 'USD')).toBe('US$120');
    // Arabic keeps Western digits (languages.ts); Russian groups thousands with a (no-break) space.
    expect(formatPrice(1200.5, 'ar')).toMatch(/1,200\.50/);
    expect(formatPrice(1200, 'ru')).toMatch(/1\s200/);
  });
});
