import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { formatPhone } from '@clinic/contract/identity/phone-format';

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

/** A clinic's phone as the site shows it ("+972 3-555-0100"); absent stays absent. */
export const shownPhone = (phone: string | null | undefined) => (phone ? formatPhone(phone) : phone);
