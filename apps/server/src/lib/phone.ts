import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { formatPhoneIn } from '@clinic/contract/identity/phone-format';

/** A phone in the two forms we use: E.164 for storage, its digits for the wire and the dev outbox. */
export type NormalizedPhone = { e164: string; digits: string };

/**
 * The wire sends dial code and national number as digits (`972501234567`). A national number typed
 * with its trunk 0 (`9720501234567`) is the same phone, so both map to one E.164 number.
 * Anything that is not a valid number of its country is refused (undefined).
 */
export function normalizePhone(input: string): NormalizedPhone | undefined {
  const digits = input.replace(/[\s\-().+]/g, '');
  if (!/^\d{6,16}$/.test(digits)) return undefined;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (!parsed?.isValid()) return undefined;
  return { e164: parsed.number, digits: parsed.number.slice(1) };
}

/** The country of a phone written internationally ("+972 3-555-0100" -> IL); undefined when it cannot tell. */
export const phoneCountry = (phone: string | null | undefined) =>
  (phone ? parsePhoneNumberFromString(phone.trim().replace(/^(?=\d)/, '+')) : undefined)?.country;

/**
 * A clinic's phone as the site writes it: as the clinic's people write it, national in the clinic's country
 * ("03-555-0100" in Israel), international for a number of another country ("+972 3-555-0100" at a UK clinic).
 * Absent stays absent.
 */
export const shownPhone = (phone: string | null | undefined, clinicCountry: string | undefined) =>
  phone ? formatPhoneIn(phone, clinicCountry) : phone;

/**
 * The same phone as dialled from anywhere (E.164, "+97235550100"), for the site's tel: and WhatsApp links: a number
 * written nationally is read in the clinic's country. Null when absent or not a valid number.
 */
export function dialledPhone(phone: string | null | undefined, clinicCountry: string | undefined): string | null {
  const trimmed = phone?.trim();
  if (!trimmed) return null;
  const country = clinicCountry as CountryCode | undefined;
  // Stored digits are dial code and number (97235550100); failing that, a number as the clinic's people write it.
  const tries = /^\d{6,16}$/.test(trimmed) ? [`+${trimmed}`, trimmed] : [trimmed];
  const parsed = tries.map((t) => parsePhoneNumberFromString(t, country)).find((n) => n?.isValid());
  return parsed?.number ?? null;
}
