import { parseDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment, I18nProvider, Label } from 'react-aria-components';
import { FieldError, fieldBorder, fieldLabelClass } from './form-fields';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type ClinicDateFieldProps = {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' while no whole date is typed. */
  value: string;
  onChange: (value: string) => void;
  /** The locale the date is written in (`clinicLocale`): the page's language, the clinic's region. */
  locale: string;
  error: string | undefined;
  /** The id of an error sentence shown elsewhere (one for two fields): the field points to it and shows none. */
  errorId?: string;
  /** The first date that may be chosen (YYYY-MM-DD). */
  min?: string | undefined;
};

/**
 * A date typed in the clinic's own order (react-aria's DateField: day, month and year as separate parts), never
 * the browser's; it answers YYYY-MM-DD, or '' while the date is not whole.
 */
export function ClinicDateField({ id, label, value, onChange, locale, error, errorId, min }: ClinicDateFieldProps) {
  const date = ISO_DATE.test(value) ? parseDate(value) : null;
  return (
    <I18nProvider locale={locale}>
      <DateField
        id={id}
        value={date}
        minValue={min && ISO_DATE.test(min) ? parseDate(min) : undefined}
        onChange={(next) => onChange(next ? next.toString() : '')}
        isInvalid={Boolean(error)}
        aria-describedby={error ? (errorId ?? `${id}-error`) : undefined}
        className="min-w-40"
      >
        <Label className={fieldLabelClass}>{label}</Label>
        <DateInput
          className={`block h-11 rounded-xl border bg-white px-3 leading-[2.625rem] whitespace-nowrap text-slate-900 focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/30 ${fieldBorder(error)}`}
        >
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums outline-none focus:bg-brand-700 focus:text-white data-[placeholder]:text-slate-500"
            />
          )}
        </DateInput>
      </DateField>
      {!errorId && <FieldError id={id} error={error} />}
    </I18nProvider>
  );
}
