// The phone field's countries without the phone rules (libphonenumber, 29 KB): a screen can draw its phone field
// before the rules arrive. The rules are in phone-number.ts.
import type { PhoneCountry } from '@clinic/contract/identity/phone-format';
import { displayNames } from '../lib/intl-formats';

export type Country = { iso: PhoneCountry; dial: string };

/**
 * The countries a patient may pick for their phone, with their dial codes: where our clinics are and where their
 * patients come from (Israel and its neighbours, Britain and Europe, the former Soviet Union, the Americas, India,
 * Australia). phone-countries.test.ts holds each dial code to libphonenumber's.
 */
const DIAL_CODES: Partial<Record<PhoneCountry, string>> = {
  IL: '972', PS: '970', JO: '962', EG: '20', LB: '961', AE: '971', SA: '966', TR: '90', CY: '357', GR: '30',
  GB: '44', IE: '353', US: '1', CA: '1', MX: '52', BR: '55', AR: '54', IN: '91', AU: '61', NZ: '64', ZA: '27',
  ET: '251', MA: '212', RU: '7', UA: '380', BY: '375', MD: '373', KZ: '7', UZ: '998', GE: '995', AZ: '994',
  AM: '374', DE: '49', FR: '33', ES: '34', PT: '351', IT: '39', NL: '31', BE: '32', CH: '41', AT: '43', PL: '48',
  CZ: '420', HU: '36', RO: '40', BG: '359', SE: '46', NO: '47', DK: '45', FI: '358',
}; // prettier-ignore

export const COUNTRIES: Country[] = Object.entries(DIAL_CODES).map(([iso, dial]) => ({
  iso: iso as PhoneCountry,
  dial: dial!,
}));
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
export function countryNames(language: string): (iso: PhoneCountry) => string {
  const names = displayNames([language, 'en'], { type: 'region' });
  return (iso) => names.of(iso) ?? iso;
}
