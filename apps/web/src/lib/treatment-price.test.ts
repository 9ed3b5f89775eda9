import { describe, expect, it } from 'vitest';
import { amountDue, cancellationFee, formatPrice, paymentRequired, priceSplit } from './treatment-price';

describe('amountDue', () => {
  it('is minForcePaymentPrice when payment is forced and that value exists', () => {
    expect(amountDue({ price: 250, force_pay: '1', minForcePaymentPrice: 100 })).toBe(100);
    expect(amountDue({ price: '250', force_pay: 1, minForcePaymentPrice: '100.5' })).toBe(100.5);
  });
  it('is the price otherwise', () => {
    expect(amountDue({ price: 250, force_pay: '1', minForcePaymentPrice: null })).toBe(250);
    expect(amountDue({ price: 250, force_pay: '0', minForcePaymentPrice: 100 })).toBe(250);
    expect(amountDue({ price: '99.90', force_pay: undefined })).toBe(99.9);
  });
  it('a forced minimum of 0 still counts as existing', () => {
    expect(amountDue({ price: 250, force_pay: '1', minForcePaymentPrice: 0 })).toBe(0);
  });
});

describe('priceSplit', () => {
  it('a ₪250 treatment with a ₪100 deposit: ₪100 online, ₪150 at the clinic', () => {
    expect(priceSplit({ price: 250, force_pay: '1', minForcePaymentPrice: 100 })).toEqual({
      price: 250,
      online: 100,
      atClinic: 150,
    });
  });
  it('forced without a deposit: all online; not forced: all at the clinic', () => {
    expect(priceSplit({ price: 300, force_pay: '1', minForcePaymentPrice: null })).toEqual({
      price: 300,
      online: 300,
      atClinic: 0,
    });
    expect(priceSplit({ price: 120, force_pay: '0', minForcePaymentPrice: 100 })).toEqual({
      price: 120,
      online: 0,
      atClinic: 120,
    });
  });
  it('never owes less than nothing at the clinic', () => {
    expect(priceSplit({ price: 80, force_pay: '1', minForcePaymentPrice: 100 }).atClinic).toBe(0);
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
