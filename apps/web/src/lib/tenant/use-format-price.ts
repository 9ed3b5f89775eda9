import { useCallback } from 'react';
import { useTranslation } from '../use-translation';
import { CLINIC_CURRENCY, formatPrice } from '../treatment-price';
import { useTemplate } from './get-template';

/** Formats prices in the clinic's currency (its owner's setting) and the page's language. */
export function useFormatPrice() {
  const { i18n } = useTranslation();
  const currency = useTemplate().data?.user_template.currency ?? CLINIC_CURRENCY;
  const language = i18n.language;
  return useCallback((value: number) => formatPrice(value, language, currency), [language, currency]);
}
