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

/** Name, number, month, year and cvc are required; the pin is optional. */
export const cardComplete = (card: CardForm) =>
  !!card.cardholderName.trim() && !!card.cardNumber && !!card.expiryMonth && !!card.expiryYear && card.cvc.length === 3;

export { isHostedMethod } from '@clinic/contract/payments/payment-methods';
