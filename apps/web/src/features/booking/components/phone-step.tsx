import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Country } from '../../../components/phone-number';
import { PhoneInput } from '../../../components/phone-input';
import { usePhoneCheck } from '../../../components/use-phone-check';
import { FormActions } from '../../../components/ui/form-actions';
import { CodeLimitHelp } from '../../../components/code-limit-help';

type PhoneStepProps = {
  country: Country;
  /** The clinic's country: the list starts with it. */
  home: Country;
  digits: string;
  onChange: (value: { country: Country; digits: string }) => void;
  onBack: () => void;
  onSend: () => void;
  pending: boolean;
  /** The server's refusal of this number, shown beside the field. */
  refusal?: string | undefined;
  /** No more codes for a while (the server's words): said with the clinic's phone and WhatsApp. */
  limit?: string | undefined;
};

export function PhoneStep({
  country,
  home,
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
  const [error, setError] = useState<string | undefined>();
  const focusField = () => document.getElementById('booking-phone')?.focus();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = digits ? check(country, digits) : t('phone.required');
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
            onChange({ country: c, digits });
          }}
          value={digits}
          onChange={(d) => {
            setError(undefined);
            onChange({ country, digits: d });
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
