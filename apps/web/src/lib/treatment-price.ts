import type { TTreatment } from '@clinic/contract/catalog/entities';
import { intlLocale } from './intl-locale';
import { numberFormat } from './intl-formats';

type Priced = Pick<TTreatment, 'price' | 'force_pay' | 'minForcePaymentPrice' | 'cancellationPrice'>;

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

export const paymentRequired = (t: Pick<TTreatment, 'force_pay'>) => String(t.force_pay ?? '') === '1';

/**
 * What a payment of the treatment charges (the server's rule, spec section 9): minForcePaymentPrice when payment is
 * forced and that value exists, else the price.
 */
export function amountDue(t: Priced): number {
  const min = toNumber(t.minForcePaymentPrice);
  if (paymentRequired(t) && min !== null) return min;
  return toNumber(t.price) ?? 0;
}

/** The treatment's price, and how it is paid: online when booking (forced payment only) and the rest at the clinic. */
export function priceSplit(t: Priced): { price: number; online: number; atClinic: number } {
  const price = toNumber(t.price) ?? 0;
  const online = paymentRequired(t) ? amountDue(t) : 0;
  return { price, online, atClinic: Math.max(price - online, 0) };
}

/** The cancellation fee; 0 when the treatment has none. */
export const cancellationFee = (t: Priced): number => toNumber(t.cancellationPrice) ?? 0;

/** The currency the clinics' prices are in (the payments' currency). */
export const CLINIC_CURRENCY = 'ILS';

/** A price in the clinic's currency, as the page's language writes it ("₪120", "‏120 ₪"); cents only when there are some. */
export const formatPrice = (value: number, locale = 'en', currency = CLINIC_CURRENCY) =>
  numberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);

/** An amount in minor units (agorot, cents) of `currency`, as `formatPrice` writes it. */
export const formatMinor = (minor: number, locale: string, currency: string) =>
  formatPrice(minor / 100, locale, currency);
