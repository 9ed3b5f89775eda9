import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/** A field's box (corners, focus ring, red while invalid) without its size: for fields sized by their row. */
export const fieldBoxClass =
  'rounded-xl border bg-white px-3 text-slate-900 outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30 aria-invalid:border-red-600';
/** A one-line input or select, the width of its column. */
export const fieldInputClass = `h-11 w-full ${fieldBoxClass}`;
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

/** What every labelled field takes beside its control's own attributes. */
export type LabelledFieldProps = {
  id: string;
  label: ReactNode;
  /** The sentence shown under the field while it has a problem (undefined: none). */
  error?: string | undefined;
  /** Classes of the field's block (label, control and error), e.g. its space above. */
  className?: string;
};

/** A field's block: its label above the control it names, its error sentence below. */
export function LabelledField({ id, label, error, className, children }: LabelledFieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> &
  LabelledFieldProps & {
    /** Classes added to the input, e.g. a narrower width. */
    inputClassName?: string;
  };

/** A labelled text input with its error sentence below it. */
export function TextField({ id, label, error, className, inputClassName = '', ...input }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} className={className}>
      <input
        id={id}
        className={`${fieldInputClass} ${fieldBorder(error)} ${inputClassName}`}
        {...input}
        {...describedBy(id, error)}
      />
    </LabelledField>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> &
  LabelledFieldProps & {
    /** Classes added to the text area, e.g. a monospaced font. */
    textAreaClassName?: string;
  };

/** A labelled text area (a few lines of text) with its error sentence below it. */
export function TextAreaField({ id, label, error, className, textAreaClassName = '', ...area }: TextAreaFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        className={`block w-full py-2 ${fieldBoxClass} ${fieldBorder(error)} ${textAreaClassName}`}
        {...area}
        {...describedBy(id, error)}
      />
    </LabelledField>
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
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-4 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600/40 ${fieldBorder(error)}`}
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
