import { digitsOnly } from '../../lib/payments/card-rules';

const FIELD = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900';

type CardFieldProps = {
  id: string;
  label: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** A numeric field of at most this many digits (left to right in Hebrew too). */
  digits?: number;
  /** A select of these values instead of a text field. */
  choices?: { placeholder: string; values: readonly string[] };
  className?: string;
};

/** One labelled field of the card form: text, digits, or a choice (expiry month and year). */
export function CardField({ id, label, autoComplete, value, onChange, digits, choices, className }: CardFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {choices ? (
        <select
          id={id}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={FIELD}
          dir="ltr"
        >
          <option value="">{choices.placeholder}</option>
          {choices.values.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          autoComplete={autoComplete}
          {...(digits ? { inputMode: 'numeric' as const, dir: 'ltr' } : {})}
          value={value}
          onChange={(e) => onChange(digits ? digitsOnly(e.target.value, digits) : e.target.value)}
          className={digits ? `${FIELD} tabular-nums` : FIELD}
        />
      )}
    </div>
  );
}
