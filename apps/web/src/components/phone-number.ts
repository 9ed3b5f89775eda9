// The phone-number rules without the inputs' code (react-aria's select), for screens that only need the rules.
import {
  type PhoneCountry as CountryCode,
  dialCodeOf,
  formatPhone,
  isValidNational,
  phoneDigits,
} from '@clinic/contract/identity/phone-format';
import { displayNames } from '../lib/intl-formats';

export type Country = { iso: CountryCode; dial: string };

/**
 * The countries a patient may pick for their phone: where our clinics are and where their patients come from
 * (Israel and its neighbours, Britain and Europe, the former Soviet Union, the Americas, India, Australia).
 */
const ISO_CODES: CountryCode[] = [
  'IL', 'PS', 'JO', 'EG', 'LB', 'AE', 'SA', 'TR', 'CY', 'GR', 'GB', 'IE', 'US', 'CA', 'MX', 'BR', 'AR', 'IN',
  'AU', 'NZ', 'ZA', 'ET', 'MA', 'RU', 'UA', 'BY', 'MD', 'KZ', 'UZ', 'GE', 'AZ', 'AM', 'DE', 'FR', 'ES', 'PT',
  'IT', 'NL', 'BE', 'CH', 'AT', 'PL', 'CZ', 'HU', 'RO', 'BG', 'SE', 'NO', 'DK', 'FI',
]; // prettier-ignore

export const COUNTRIES: Country[] = ISO_CODES.map((iso) => ({ iso, dial: dialCodeOf(iso) }));
export const DEFAULT_COUNTRY: Country = COUNTRIES[0]!;

/** The country a clinic's patients most likely phone from: its own (the server says it), else Israel. */
export const countryOf = (iso: string | null | undefined): Country =>
  COUNTRIES.find((c) => c.iso === iso) ?? DEFAULT_COUNTRY;

/** The list as offered: the clinic's country first, the others by their name in the page's language. */
export function countriesFor(first: Country, language: string): Country[] {
  const names = countryNames(language);
  const rest = COUNTRIES.filter((c) => c.iso !== first.iso).sort((a, b) =>
    names(a.iso).localeCompare(names(b.iso), language),
  );
  return [first, ...rest];
}

/** A country's name in a language ("GB" -> "United Kingdom", "Великобритания"). */
export function countryNames(language: string): (iso: CountryCode) => string {
  const names = displayNames([language, 'en'], { type: 'region' });
  return (iso) => names.of(iso) ?? iso;
}

/** Whether what the patient typed is a phone number of the chosen country (by libphonenumber's rules). */
export const isPhoneOf = (country: Country, national: string) => isValidNational(country.iso, national);

/** The wire's form: dial code plus the national number without its trunk 0, digits only. */
export const wirePhone = (country: Country, digits: string) => phoneDigits(country.iso, country.dial, digits);

/** How the number is shown back to the patient: "+972 53-043-7101" (inside dir="ltr"). */
export const displayPhone = (country: Country, digits: string) => formatPhone(wirePhone(country, digits));
