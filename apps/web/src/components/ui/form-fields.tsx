import type { InputHTMLAttributes, ReactNode } from 'react';

export const fieldInputClass =
  'h-11 w-full rounded-xl border bg-white px-3 text-slate-900 outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30';
export const fieldLabelClass = 'mb-1 block text-sm font-medium text-slate-700';

/** The border of a field: red while it has a problem. */
export const fieldBorder = (error: string | undefined) => (error ? 'border-red-600' : 'border-slate-300');

/** The attributes that tie a field to its error text, while it has one. */
export const describedBy = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** A field's error sentence, read out with the field through `describedBy`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: ReactNode;
  error: string | undefined;
  /** Classes added to the input, e.g. a narrower width. */
  inputClassName?: string;
};

/** A labelled text input with its error sentence below it. */
export function TextField({ id, label, error, inputClassName = '', ...input }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        className={`${fieldInputClass} ${fieldBorder(error)} ${inputClassName}`}
        {...input}
        {...describedBy(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

type ChoiceFieldProps<Value extends string> = {
  /** Each radio's id is `${id}-${value}`; the error's id is `${id}-error`. */
  id: string;
  name: string;
  legend: string;
  choices: readonly { value: Value; label: string }[];
  value: string;
  onChange: (value: Value) => void;
  error: string | undefined;
};

/** A group of radio buttons drawn as chips, with its legend and error sentence. */
export function ChoiceField<Value extends string>({
  id,
  name,
  legend,
  choices,
  value,
  onChange,
  error,
}: ChoiceFieldProps<Value>) {
  return (
    <fieldset {...describedBy(id, error)}>
      <legend className={fieldLabelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex cursor-pointer items-center gap-2 rounded-xl border px-4 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600/40 ${fieldBorder(error)}`}
          >
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
