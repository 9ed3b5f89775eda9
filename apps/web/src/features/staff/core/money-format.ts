import { intlLocale } from '../../../lib/intl-locale';

/** An amount in the clinic's currency with its cents, in the page language ("₪30.50"). */
export function formatAmount(amount: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency, minimumFractionDigits: 2 }).format(
    amount,
  );
}

/** A typed amount ("30", "30.5", "30,50"): a number of at most 2 decimals, else null. */
export function parseAmount(text: string): number | null {
  const normal = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  return Number(normal);
}
