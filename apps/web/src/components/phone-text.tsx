import { useEffect, useState } from 'react';
import type * as PhoneRules from '@clinic/contract/identity/phone-format';

type PhoneFormat = typeof PhoneRules;
// The phone library (29 KB) loads on the first phone shown, beside the page, not in its first load.
let rules: PhoneFormat | undefined;
let loading: Promise<PhoneFormat> | undefined;
const loadRules = () =>
  (loading ??= import('@clinic/contract/identity/phone-format').then((module) => (rules = module)));

/** A phone before the rules load: international digits as "+972501234567", anything else as written. */
const plain = (phone: string) => (/^\d{6,16}$/.test(phone.trim()) ? `+${phone.trim()}` : phone.trim());

/**
 * The one way the desk and the patient site write a phone (formatPhoneIn: national in the clinic's country,
 * international for others), as a function for sentences; `isolated` wraps it in left-to-right isolates.
 */
export function usePhoneFormat(country: string | null | undefined) {
  const [, setReady] = useState(Boolean(rules));
  useEffect(() => {
    if (!rules) void loadRules().then(() => setReady(true));
  }, []);
  const format = (phone: string) => (rules ? rules.formatPhoneIn(phone, country) : plain(phone));
  return { format, isolated: (phone: string) => `\u2066${format(phone)}\u2069` };
}

/** A phone as usePhoneFormat writes it, isolated left to right so a Hebrew or Arabic line never turns it round. */
export function PhoneText({ phone, country }: { phone: string; country: string | null | undefined }) {
  return <bdi dir="ltr">{usePhoneFormat(country).format(phone)}</bdi>;
}
