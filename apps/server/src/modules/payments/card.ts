import { AppError } from '../../errors';

/** What a card provider receives; it lives only for the length of one request and is never stored or logged. */
export type CardDetails = {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand a card number belongs to, by its issuer prefix. */
export function cardBrand(digits: string): string {
  const p2 = Number(digits.slice(0, 2));
  const p4 = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return 'mastercard';
  if (p2 === 34 || p2 === 37) return 'amex';
  if (digits.startsWith('6011') || digits.startsWith('65') || (p4 >= 6440 && p4 <= 6499)) return 'discover';
  if (p4 >= 3528 && p4 <= 3589) return 'jcb';
  if (p2 === 36 || p2 === 38 || (p4 >= 3000 && p4 <= 3059)) return 'diners';
  return 'unknown';
}

/** A card is valid through the last day of its expiry month. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year < y || (year === y && month < m);
}

/** The checks every provider gets for free; messages never repeat the number. */
export function assertCardUsable(card: CardDetails, now: Date) {
  if (!luhnValid(card.number)) throw new AppError('CARD_NUMBER_INVALID');
  if (cardExpired(card.expiryMonth, card.expiryYear, now)) throw new AppError('CARD_EXPIRED');
  if (card.expiryYear > now.getUTCFullYear() + 20) throw new AppError('CARD_EXPIRY_INVALID');
}
