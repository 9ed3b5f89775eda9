import type { ReactNode } from 'react';
import { fieldClass, labelClass } from './form-styles';

type Props = {
  id: string;
  label: ReactNode;
  value: string | number | undefined;
  onChange: (value: string) => void;
  /** The choices, each a value and the text shown. */
  options: ReadonlyArray<{ value: string | number; label: string }>;
  /** Options before the list's own ("Any free doctor", "Choose a time"). */
  first?: ReactNode;
  required?: boolean;
  className?: string;
};

/** A labelled select of the staff workspace's forms. */
export function SelectField({ id, label, value, onChange, options, first, required, className = '' }: Props) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClass} ${className}`}
      >
        {first}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
