import { caretAfterDigits, digitsOnly, groupedInFours } from '../../lib/payments/card-rules';

const FIELD = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900';

type CardFieldProps = {
  id: string;
  label: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** A numeric field of at most this many digits (left to right in Hebrew too). */
  digits?: number;
  /** The digits shown in groups of four as they are typed (a card number); `value` stays digits only. */
  grouped?: boolean;
  /** A select of these values instead of a text field. */
  choices?: { placeholder: string; values: readonly string[] };
  className?: string;
};

/** One labelled field of the card form: text, digits, or a choice (expiry month and year). */
export function CardField({
  id,
  label,
  autoComplete,
  value,
  onChange,
  digits,
  grouped,
  choices,
  className,
}: CardFieldProps) {
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
          value={grouped ? groupedInFours(value) : value}
          onChange={(e) => {
            if (!digits) return onChange(e.target.value);
            const input = e.target;
            const next = digitsOnly(input.value, digits);
            onChange(next);
            if (!grouped) return;
            // The spaces move as digits come and go: the caret stays after the same digit.
            const before = digitsOnly(input.value.slice(0, input.selectionStart ?? input.value.length), digits).length;
            requestAnimationFrame(() => {
              const at = caretAfterDigits(groupedInFours(next), before);
              if (document.activeElement === input) input.setSelectionRange(at, at);
            });
          }}
          className={digits ? `${FIELD} tabular-nums` : FIELD}
        />
      )}
    </div>
  );
}
