import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BOOKING_COUNTRIES, type Country } from '../../../components/phone-number';
import { PhoneInput } from '../../../components/phone-input';
import { FormActions } from '../../../components/ui/form-actions';

export const MIN_PHONE_DIGITS = 9;

type PhoneStepProps = {
  country: Country;
  digits: string;
  onChange: (value: { country: Country; digits: string }) => void;
  onBack: () => void;
  onSend: () => void;
  pending: boolean;
};

export function PhoneStep({ country, digits, onChange, onBack, onSend, pending }: PhoneStepProps) {
  const { t } = useTranslation('booking');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!digits) return setError(t('phone.required'));
        onSend();
      }}
      className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-xl font-bold text-slate-900">{t('phone.heading')}</h2>
      <p className="mt-1 text-slate-600">{t('phone.hint')}</p>
      <div className="mt-5">
        <PhoneInput
          id="booking-phone"
          countries={BOOKING_COUNTRIES}
          country={country}
          onCountryChange={(c) => onChange({ country: c, digits })}
          value={digits}
          onChange={(d) => {
            setError(undefined);
            onChange({ country, digits: d });
          }}
          error={error}
          autoFocus
        />
      </div>
      <FormActions
        placement="spread"
        className="mt-6"
        back={{ label: t('phone.back'), onClick: onBack }}
        action={{ label: t('phone.send'), disabled: pending || digits.length < MIN_PHONE_DIGITS }}
      />
    </form>
  );
}
