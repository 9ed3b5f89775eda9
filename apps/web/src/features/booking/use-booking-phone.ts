import { useEffect, useRef, useState } from 'react';
import type { Country } from '../../components/phone-number';
import { useClinicCountry } from '../../components/use-clinic-country';
import type { BookedAppointment } from './components/confirmation-step';

/** The booking's phone: it starts on the clinic's country until the patient picks another. */
export function useBookingPhone() {
  const home = useClinicCountry();
  const [phone, setPhone] = useState<{ country: Country | null; digits: string }>({ country: null, digits: '' });
  // The server's refusal of the number (or of more codes), said beside the phone field.
  const [phoneRefusal, setPhoneRefusal] = useState<unknown>(null);
  return { home, phone, setPhone, phoneCountry: phone.country ?? home, phoneRefusal, setPhoneRefusal };
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
