import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A country as the phone library names it (ISO 3166 code: "GB"). */
export type PhoneCountry = CountryCode;

/** A phone number as its digits and its country, by the phone library's rules; undefined when not valid. */
function parsed(phone: string, country?: CountryCode) {
  const trimmed = phone.trim();
  // Wire phones are digits with their dial code (972530437101); anything else is read as written.
  const international = /^\d{6,16}$/.test(trimmed) && !country ? `+${trimmed}` : trimmed;
  const number = parsePhoneNumberFromString(international, country);
  return number?.isValid() ? number : undefined;
}

/**
 * The wire's form of a number typed in a country: its dial code and national number as digits, the trunk 0
 * dropped (IL 0530437101 -> 972530437101). Login, booking and contact all send this.
 */
export function phoneDigits(country: CountryCode, dial: string, national: string): string {
  const digits = national.replace(/\D/g, '');
  return parsed(digits, country)?.number.slice(1) ?? `${dial}${digits.replace(/^0+/, '')}`;
}

/**
 * A phone as people write it: international, grouped as the country does ("+972 53-043-7101",
 * "+44 7911 123456"). Shown left to right inside any text (dir="ltr"). A number the library cannot read
 * is shown as written.
 */
export function formatPhone(phone: string): string {
  const number = parsed(phone);
  if (!number) return phone.trim();
  const [dial, ...groups] = number.formatInternational().split(' ');
  return number.formatNational().includes('-') ? `${dial} ${groups.join('-')}` : `${dial} ${groups.join(' ')}`;
}

/** Whether a number typed in a country, as its people write it ("07911 123456" in GB), is a valid number there. */
export const isValidNational = (country: CountryCode, national: string): boolean =>
  parsed(national.replace(/[^\d+]/g, ''), country) !== undefined;

/** A country's dial code as digits (GB -> "44"). */
export const dialCodeOf = (country: CountryCode): string => getCountryCallingCode(country);

/**
 * The wire digits of a phone as the clinic's staff say it: international (`+972 52…`, `00972…`) or national in the
 * clinic's country (`052-123-4567` in Israel). Anything the phone library cannot read is sent as its digits, so the
 * server names what is wrong.
 */
export function typedPhoneDigits(typed: string, country: string | undefined): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  const national = country ? parsed(trimmed, country as CountryCode) : undefined;
  return national ? national.number.slice(1) : digits;
}

/**
 * The one way a phone is shown on the desk and the patient site: as the clinic's people write it, national in the
 * clinic's country ("050-123-4567" in Israel, "020 7946 0123" in the UK), international for a number of any other
 * country ("+44 20 7946 0123" at an Israeli clinic). A number the library cannot read is shown as written. Shown
 * inside an isolate (the site's PhoneText, `<bdi dir="ltr">`) so right-to-left text never turns it round.
 */
export function formatPhoneIn(phone: string, clinicCountry: string | null | undefined): string {
  const number = parsed(phone);
  if (!number) return phone.trim();
  return clinicCountry && number.country === clinicCountry ? number.formatNational() : formatPhone(phone);
}
