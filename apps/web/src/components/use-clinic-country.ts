// Beside the phone field, not in src/lib: the browsing screens' shared lib chunk must not carry the phone field's parts.
import { type Country, countryOf } from './phone-countries';
import { useTemplate } from '../lib/tenant/get-template';

/** The clinic's country (the server reads it from the clinic's phone or time zone): where phone fields start. */
export function useClinicCountry(): Country {
  return countryOf(useTemplate().data?.user_template.country);
}
