// The phone-number rules without the inputs' code (react-aria's select), for screens that only need the rules.
import { formatPhone, phoneDigits } from '@clinic/contract/identity/phone-format';

export type Country = { iso: 'IL' | 'IN' | 'US' | 'GB' | 'AE'; dial: string };

/** Login and contact offer these; booking offers all but AE (spec section 3). */
export const COUNTRIES: Country[] = [
  { iso: 'IL', dial: '972' },
  { iso: 'IN', dial: '91' },
  { iso: 'US', dial: '1' },
  { iso: 'GB', dial: '44' },
  { iso: 'AE', dial: '971' },
];
export const DEFAULT_COUNTRY: Country = COUNTRIES[0]!;
export const BOOKING_COUNTRIES: Country[] = COUNTRIES.filter((c) => c.iso !== 'AE');

/** The phone as the wire takes it: dial code plus the national number without its trunk 0, digits only. */
export const wirePhone = (country: Country, digits: string) => phoneDigits(country.iso, country.dial, digits);

/** How the number is shown back to the patient: "+972 53-043-7101" (inside dir="ltr"). */
export const displayPhone = (country: Country, digits: string) => formatPhone(wirePhone(country, digits));
