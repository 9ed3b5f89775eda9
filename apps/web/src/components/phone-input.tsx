import { Suspense } from 'react';
import { useTranslation } from '../lib/use-translation';
import { COUNTRY_BUTTON_CLASS, Chevron, CountryValue } from './country-flag';
import { type Country, countriesFor } from './phone-countries';
import { lazyPart } from '../lib/lazy-part';

// The dial-code menu (react-aria's select, about 55 KB) loads beside the screen's first paint, not before it.
const CountrySelect = lazyPart(async () => ({ default: (await import('./country-select')).CountrySelect }));

/** The menu's button as it will look, while the menu loads: named alike, and not yet to be pressed. */
function CountryPlaceholder({ country, label }: { country: Country; label: string }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label={`${label} +${country.dial}`}
      className={COUNTRY_BUTTON_CLASS}
    >
      <span className="flex items-center gap-2">
        <CountryValue country={country} />
      </span>
      <Chevron />
    </button>
  );
}

/** The longest national number any country has (E.164 allows 15 digits with the dial code). */
const MAX_DIGITS = 15;

type PhoneInputProps = {
  id: string;
  country: Country;
  onCountryChange: (country: Country) => void;
  /** The national number as the patient writes it: digits and their separators ("07911 123456"). */
  value: string;
  onChange: (national: string) => void;
  /** The country the list starts with: the clinic's. */
  home: Country;
  error?: string | undefined;
  isDisabled?: boolean;
  autoFocus?: boolean;
};

/**
 * Country-code dropdown (the clinic's country first) and the national number as the patient writes it, in any
 * length a country has; the number stays left to right in Hebrew.
 */
export function PhoneInput({
  id,
  country,
  onCountryChange,
  value,
  onChange,
  home,
  error,
  isDisabled,
  autoFocus,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation('forms');
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('phone.label')}
      </label>
      <div className="flex gap-2" dir="ltr">
        <Suspense fallback={<CountryPlaceholder country={country} label={t('phone.countryLabel')} />}>
          <CountrySelect
            value={country}
            onChange={onCountryChange}
            countries={countriesFor(home, i18n.language)}
            label={t('phone.countryLabel')}
            language={i18n.language}
            isDisabled={isDisabled ?? false}
          />
        </Suspense>
        <input
          id={id}
          // The national number beside its own country code: `tel-national`, which HTML allows on a text field only.
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          value={value}
          onChange={(e) => {
            const typed = e.target.value;
            const digits = typed.replace(/\D/g, '');
            // A pasted international number ("+44 7911 123456", "0044…") brings its dial code: keep the national part.
            const start = typed.trim();
            const international = start.startsWith('+') ? digits : start.startsWith('00') ? digits.slice(2) : '';
            if (international.startsWith(country.dial)) return onChange(international.slice(country.dial.length));
            if (digits.length > MAX_DIGITS) return;
            // The patient's own grouping stays ("07911 123456", "052-123-4567"); anything but digits and separators goes.
            onChange(typed.replace(/[^\d\s().-]/g, '').replace(/^\s+/, ''));
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
