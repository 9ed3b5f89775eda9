import { useEffect, useRef, useState } from 'react';
import type { Country } from '../../components/phone-countries';
import { isCodeLimit } from '../../lib/identity/code-limit';
import type { BookedAppointment } from './components/confirmation-step';

/** The booking's phone as its step gives it: the country picked (null: the clinic's), the digits typed, the wire form. */
export type BookingPhone = { country: Country | null; digits: string; wire: string };

/**
 * The booking's phone: the phone step starts it on the clinic's country until the patient picks another, and
 * works out its wire form (the phone library loads with that step, not with the first screen). The server's refusal
 * of it (`say` puts it in words) is either the field's (`refusal`) or a limit on codes (`limit`), which the phone and
 * code steps say with the clinic's phone and WhatsApp.
 */
export function useBookingPhone(say: (error: unknown) => string) {
  const [phone, setPhone] = useState<BookingPhone>({ country: null, digits: '', wire: '' });
  // The server's refusal of the number (or of more codes), said beside the phone field.
  const [phoneRefusal, setPhoneRefusal] = useState<unknown>(null);
  // A number changed is a new question: the refusal of the last one goes.
  const changePhone = (next: BookingPhone) => {
    setPhoneRefusal(null);
    setPhone(next);
  };
  // Keeps a refusal for the step to show (any on the phone step, a limit on the code step); false: say it at once.
  const keepRefusal = (error: unknown, onPhoneStep: boolean) => {
    if (!onPhoneStep && !isCodeLimit(error)) return false;
    setPhoneRefusal(error);
    return true;
  };
  const words = phoneRefusal ? say(phoneRefusal) : undefined;
  const limited = isCodeLimit(phoneRefusal);
  return {
    phone,
    changePhone,
    setPhoneRefusal,
    keepRefusal,
    refusal: limited ? undefined : words,
    limit: limited ? words : undefined,
  };
}

/** The embed tells its host page once per visit, when the visit is booked for good. */
export function useTellConfirmed(
  booked: BookedAppointment | null,
  onConfirmed: ((booked: BookedAppointment) => void) | undefined,
) {
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!booked || told.current === booked.id) return;
    told.current = booked.id;
    onConfirmed?.(booked);
  }, [booked, onConfirmed]);
}
