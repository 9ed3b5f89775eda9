import { useTranslation } from '../lib/use-translation';
import { type Country, countryNames } from './phone-countries';

/** The phone rules (libphonenumber, 29 KB): a screen loads them when it first needs them, not before it is drawn. */
export const loadPhoneRules = () => import('./phone-number');

/** Says why a typed number is not a phone of the chosen country (libphonenumber's rules); undefined when it is. */
export function usePhoneCheck(): (country: Country, digits: string) => Promise<string | undefined> {
  const { t, i18n } = useTranslation('forms');
  return async (country, digits) =>
    (await loadPhoneRules()).isPhoneOf(country, digits)
      ? undefined
      : t('phone.invalid', { country: countryNames(i18n.language)(country.iso) });
}
