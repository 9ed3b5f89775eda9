import { type Country, countryOf } from '../../components/phone-number';
import { useTemplate } from './get-template';

/** The clinic's country (the server reads it from the clinic's phone or time zone): where phone fields start. */
export function useClinicCountry(): Country {
  return countryOf(useTemplate().data?.user_template.country);
}
