import type { TTreatment } from '@clinic/contract/entities';
import { intlLocale } from './intl-locale';

type Priced = Pick<TTreatment, 'price' | 'force_pay' | 'minForcePaymentPrice' | 'cancellationPrice'>;

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

export const paymentRequired = (t: Pick<TTreatment, 'force_pay'>) => String(t.force_pay ?? '') === '1';

/** minForcePaymentPrice when payment is forced and that value exists, else the price (spec section 9). */
export function displayPrice(t: Priced): number {
  const min = toNumber(t.minForcePaymentPrice);
  if (paymentRequired(t) && min !== null) return min;
  return toNumber(t.price) ?? 0;
}

/** The cancellation fee; 0 when the treatment has none. */
export const cancellationFee = (t: Priced): number => toNumber(t.cancellationPrice) ?? 0;

/** `language` is the site's language (en, he, ar, ru): its digits and separators (intl-locale.ts). */
const amount = (value: number, language: string) =>
  new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);

/** Detail lines show shekels; the card's badge shows a dollar sign (as the specification has it). */
export const formatShekels = (value: number, language = 'en') => `₪${amount(value, language)}`;
export const formatDollars = (value: number, language = 'en') => `$${amount(value, language)}`;
