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

/** minForcePaymentPrice when payment is forced and that value exists, else the price (spec section 9). */
export function displayPrice(t: Priced): number {
  const min = toNumber(t.minForcePaymentPrice);
  if (paymentRequired(t) && min !== null) return min;
  return toNumber(t.price) ?? 0;
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
