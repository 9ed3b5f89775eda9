// The phone-number rules (libphonenumber), for screens that check, send or show a number. The countries alone,
// without the rules, are in phone-countries.ts.
import { formatPhoneIn, isValidNational, phoneDigits } from '@clinic/contract/identity/phone-format';
import type { Country } from './phone-countries';

/** Whether what the patient typed is a phone number of the chosen country (by libphonenumber's rules). */
export const isPhoneOf = (country: Country, national: string) => isValidNational(country.iso, national);

/** The wire's form: dial code plus the national number without its trunk 0, digits only. */
export const wirePhone = (country: Country, digits: string) => phoneDigits(country.iso, country.dial, digits);

/**
 * How the number is shown back to the patient, as the clinic's people write it (inside dir="ltr"): national in the
 * clinic's country ("053-043-7101" at an Israeli clinic), international for any other ("+44 7911 123456").
 */
export const displayPhone = (country: Country, digits: string, clinicCountry: string | undefined) =>
  formatPhoneIn(wirePhone(country, digits), clinicCountry);
