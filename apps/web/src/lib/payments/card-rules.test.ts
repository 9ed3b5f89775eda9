import { describe, expect, it } from 'vitest';
import {
  EXPIRY_MONTHS,
  caretAfterDigits,
  cardComplete,
  digitsOnly,
  expiryYears,
  groupedInFours,
  isHostedMethod,
} from './card-rules';

const card = {
  cardholderName: 'Dana Levi',
  cardNumber: '4242424242424242',
  expiryMonth: '12',
  expiryYear: '2030',
  cvc: '123',
  cardPin: '',
};

describe('card form rules', () => {
  it('offers months 01-12 and this year plus the nine after it', () => {
    expect(EXPIRY_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(expiryYears(new Date('2026-11-22'))).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
    ]);
  });

  it('keeps digits only, up to the field length', () => {
    expect(digitsOnly('4242 4242-4242 4242 99', 16)).toBe('4242424242424242');
    expect(digitsOnly('12a3', 3)).toBe('123');
    expect(digitsOnly('98765', 4)).toBe('9876');
  });

  it('needs name, number, expiry and a 3-digit cvc; the pin is optional', () => {
    expect(cardComplete(card)).toBe(true);
    expect(cardComplete({ ...card, cardholderName: '  ' })).toBe(false);
    expect(cardComplete({ ...card, cardNumber: '' })).toBe(false);
    expect(cardComplete({ ...card, expiryMonth: '' })).toBe(false);
    expect(cardComplete({ ...card, expiryYear: '' })).toBe(false);
    expect(cardComplete({ ...card, cvc: '12' })).toBe(false);
  });

  it('knows the hosted-frame methods', () => {
    expect(isHostedMethod('stripe_iframe')).toBe(true);
    expect(isHostedMethod('nedarim_ifram')).toBe(true);
    expect(isHostedMethod('card')).toBe(false);
  });
});

describe('the card number as typed', () => {
  it('is shown in groups of four, with no space after the last digit', () => {
    expect(groupedInFours('')).toBe('');
    expect(groupedInFours('4242')).toBe('4242');
    expect(groupedInFours('42424')).toBe('4242 4');
    expect(groupedInFours('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('keeps the caret after the same digit when the spaces move', () => {
    expect(caretAfterDigits('4242 4', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });
});
