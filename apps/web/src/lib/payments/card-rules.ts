/** Expiry years offered: this year and the nine after it. */
export const expiryYears = (now: Date) => Array.from({ length: 10 }, (_, i) => String(now.getFullYear() + i));
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export type CardForm = {
  cardholderName: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  cardPin: string;
};

/** Digits only, cut to the field's length (number 16, cvc 3, pin 4). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** A card number as printed on the card: its digits in groups of four ("4242 4242 4242 4242"). */
export const groupedInFours = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Where the caret goes in `grouped` to stand after its first `digits` digits (the spaces between skipped). */
export function caretAfterDigits(grouped: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < grouped.length; i++) if (/\d/.test(grouped[i]!) && ++seen === digits) return i + 1;
  return grouped.length;
}

/** Name, number, month, year and cvc are required; the pin is optional. */
export const cardComplete = (card: CardForm) =>
  !!card.cardholderName.trim() && !!card.cardNumber && !!card.expiryMonth && !!card.expiryYear && card.cvc.length === 3;

export { isHostedMethod } from '@clinic/contract/payments/payment-methods';
