// The phone-number rules (libphonenumber), for screens that check, send or show a number. The countries alone,
// without the rules, are in phone-countries.ts.
import { formatPhone, isValidNational, phoneDigits } from '@clinic/contract/identity/phone-format';
import type { Country } from './phone-countries';

/** Whether what the patient typed is a phone number of the chosen country (by libphonenumber's rules). */
export const isPhoneOf = (country: Country, national: string) => isValidNational(country.iso, national);

/** The wire's form: dial code plus the national number without its trunk 0, digits only. */
export const wirePhone = (country: Country, digits: string) => phoneDigits(country.iso, country.dial, digits);

/** How the number is shown back to the patient: "+972 53-043-7101" (inside dir="ltr"). */
export const displayPhone = (country: Country, digits: string) => formatPhone(wirePhone(country, digits));
