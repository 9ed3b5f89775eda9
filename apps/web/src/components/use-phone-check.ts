import { useTranslation } from '../lib/use-translation';
import { type Country, countryNames, isPhoneOf } from './phone-number';

/** Says why a typed number is not a phone of the chosen country (libphonenumber's rules); undefined when it is. */
export function usePhoneCheck(): (country: Country, digits: string) => string | undefined {
  const { t, i18n } = useTranslation('forms');
  return (country, digits) =>
    isPhoneOf(country, digits) ? undefined : t('phone.invalid', { country: countryNames(i18n.language)(country.iso) });
}
