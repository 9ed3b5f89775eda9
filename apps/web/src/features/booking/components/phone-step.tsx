import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Country } from '../../../components/phone-countries';
import { wirePhone } from '../../../components/phone-number';
import { PhoneInput } from '../../../components/phone-input';
import { useClinicCountry } from '../../../components/use-clinic-country';
import type { BookingPhone } from '../use-booking-phone';
import { usePhoneCheck } from '../../../components/use-phone-check';
import { FormActions } from '../../../components/ui/form-actions';
import { CodeLimitHelp } from '../../../components/code-limit-help';

type PhoneStepProps = {
  /** The country picked; null: the clinic's, where the list starts. */
  country: Country | null;
  digits: string;
  onChange: (value: BookingPhone) => void;
  onBack: () => void;
  onSend: () => void;
  pending: boolean;
  /** The server's refusal of this number, shown beside the field. */
  refusal?: string | undefined;
  /** No more codes for a while (the server's words): said with the clinic's phone and WhatsApp. */
  limit?: string | undefined;
};

export function PhoneStep({
  country: picked,
  digits,
  onChange,
  onBack,
  onSend,
  pending,
  refusal,
  limit,
}: PhoneStepProps) {
  const { t } = useTranslation('booking');
  const check = usePhoneCheck();
  const home = useClinicCountry();
  const country = picked ?? home;
  const change = (next: Country, typed: string) =>
    onChange({ country: next, digits: typed, wire: wirePhone(next, typed) });
  const [error, setError] = useState<string | undefined>();
  const focusField = () => document.getElementById('booking-phone')?.focus();
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const problem = digits ? await check(country, digits) : t('phone.required');
        setError(problem);
        if (problem) return focusField();
        onSend();
      }}
      className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-xl font-bold text-slate-900">{t('phone.heading')}</h2>
      <p className="mt-1 text-slate-600">{t('phone.hint')}</p>
      <div className="mt-5">
        <PhoneInput
          id="booking-phone"
          home={home}
          country={country}
          onCountryChange={(c) => {
            setError(undefined);
            change(c, digits);
          }}
          value={digits}
          onChange={(d) => {
            setError(undefined);
            change(country, d);
          }}
          error={error ?? refusal}
          autoFocus
        />
        {limit && <CodeLimitHelp message={limit} />}
      </div>
      <FormActions
        placement="spread"
        className="mt-6"
        back={{ label: t('phone.back'), onClick: onBack }}
        action={{ label: t('phone.send'), disabled: pending }}
      />
    </form>
  );
}
