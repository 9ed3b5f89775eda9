import { useTranslation } from '../lib/use-translation';
import { CountrySelect } from './country-select';
import { COUNTRIES, type Country } from './phone-number';

type PhoneInputProps = {
  id: string;
  country: Country;
  onCountryChange: (country: Country) => void;
  /** National number, digits only. */
  value: string;
  onChange: (digits: string) => void;
  countries?: Country[];
  maxDigits?: number;
  error?: string | undefined;
  isDisabled?: boolean;
  autoFocus?: boolean;
};

/** Country-code dropdown and a digits-only number; the number stays left to right in Hebrew. */
export function PhoneInput({
  id,
  country,
  onCountryChange,
  value,
  onChange,
  countries = COUNTRIES,
  maxDigits = 10,
  error,
  isDisabled,
  autoFocus,
}: PhoneInputProps) {
  const { t } = useTranslation('forms');
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('phone.label')}
      </label>
      <div className="flex gap-2" dir="ltr">
        <CountrySelect
          value={country}
          onChange={onCountryChange}
          countries={countries}
          label={t('phone.countryLabel')}
          names={{
            IL: t('phone.countries.IL'),
            IN: t('phone.countries.IN'),
            US: t('phone.countries.US'),
            GB: t('phone.countries.GB'),
            AE: t('phone.countries.AE'),
          }}
          isDisabled={isDisabled ?? false}
        />
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          value={value}
          onChange={(e) => {
            let digits = e.target.value.replace(/\D/g, '');
            // A pasted international number brings its dial code along: keep only the national part.
            if (digits.length > maxDigits && digits.startsWith(country.dial))
              digits = digits.slice(country.dial.length);
            onChange(digits.slice(0, maxDigits));
          }}
          placeholder={t('phone.placeholder')}
          disabled={isDisabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-12 min-w-0 flex-1 rounded-xl border bg-white px-4 text-lg tracking-wide text-slate-900 tabular-nums outline-none placeholder:text-base placeholder:tracking-normal placeholder:text-slate-400 focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30 disabled:opacity-60 ${
            error ? 'border-red-600' : 'border-slate-300'
          }`}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
