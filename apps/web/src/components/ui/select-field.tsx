import type { ReactNode, SelectHTMLAttributes } from 'react';
import { LabelledField, type LabelledFieldProps, describedBy, fieldBorder, fieldInputClass } from './form-fields';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'value' | 'onChange'> &
  LabelledFieldProps & {
    value: string | number | undefined;
    onChange: (value: string) => void;
    /** The choices, each a value and the text shown. */
    options: ReadonlyArray<{ value: string | number; label: string }>;
    /** Options before the list's own ("Any free doctor", "Choose a time"). */
    first?: ReactNode;
    /** Classes added to the select, e.g. a narrower width. */
    selectClassName?: string;
  };

/** A labelled select with its error sentence below it. */
export function SelectField({
  id,
  label,
  error,
  className,
  selectClassName = '',
  value,
  onChange,
  options,
  first,
  ...select
}: SelectFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} className={className}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldInputClass} ${fieldBorder(error)} ${selectClassName}`}
        {...select}
        {...describedBy(id, error)}
      >
        {first}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
