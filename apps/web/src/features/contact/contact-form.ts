// The phone rules (libphonenumber, 29 KB) are needed only to send: they load once the visitor types a phone.
const loadPhoneRules = () => import('@clinic/contract/identity/phone-format');

/** Starts loading the phone rules, so that sending does not wait for them. */
export const preloadPhoneRules = () => void loadPhoneRules().catch(() => undefined);

export const COUNTRIES = [
  { code: 'IL', dial: '972' },
  { code: 'IN', dial: '91' },
  { code: 'US', dial: '1' },
  { code: 'GB', dial: '44' },
  { code: 'AE', dial: '971' },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]['code'];

export const PHONE_MAX_DIGITS = 10;
export const PHONE_MIN_DIGITS = 9;

export type ContactValues = { name: string; email: string; country: CountryCode; phone: string; message: string };
export type ContactErrorKey = 'name' | 'email' | 'emailInvalid' | 'phone' | 'phoneInvalid' | 'message';
export type ContactErrors = Partial<Record<'name' | 'email' | 'phone' | 'message', ContactErrorKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Phone input keeps digits only, at most 10. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);

/** Every field is required; the email must look like an address; the phone is 9 or 10 digits. */
export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name.trim()) errors.name = 'name';
  if (!v.email.trim()) errors.email = 'email';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'emailInvalid';
  if (!v.phone) errors.phone = 'phone';
  else if (!/^\d+$/.test(v.phone) || v.phone.length < PHONE_MIN_DIGITS || v.phone.length > PHONE_MAX_DIGITS)
    errors.phone = 'phoneInvalid';
  if (!v.message.trim()) errors.message = 'message';
  return errors;
}

/** Dial code digits plus the national number (its trunk 0 dropped: 972 + 0501234567 -> 972501234567). */
export async function wirePhone(country: CountryCode, phone: string): Promise<string> {
  const dial = COUNTRIES.find((c) => c.code === country)?.dial ?? '';
  // Rules that could not be loaded (the connection dropped): the dial code and the number without its trunk 0.
  const rules = await loadPhoneRules().catch(() => null);
  return rules ? rules.phoneDigits(country, dial, phone) : `${dial}${phone.replace(/^0+/, '')}`;
}
