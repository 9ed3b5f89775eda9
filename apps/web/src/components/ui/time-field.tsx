import { Time } from '@internationalized/date';
import { DateInput, DateSegment, I18nProvider, Label, TimeField } from 'react-aria-components';
import { FieldError, fieldBorder, fieldLabelClass } from './form-fields';

const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** A wall time "HH:MM" as react-aria's Time (24:00, an end of day, is midnight); null for anything else. */
export function timeOf(value: string): Time | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  return value === '24:00' ? new Time(0, 0) : new Time(Number(match[1]), Number(match[2]));
}

/** react-aria's Time as "HH:MM"; midnight of an end of day is 24:00. */
export function wallTimeOf(time: { hour: number; minute: number } | null, endOfDay = false): string {
  if (!time) return '';
  if (endOfDay && time.hour === 0 && time.minute === 0) return '24:00';
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

type ClinicTimeFieldProps = {
  id: string;
  label: string;
  /** HH:MM, or '' while no whole time is typed. */
  value: string;
  onChange: (value: string) => void;
  /** The locale the time is written in (`clinicLocale`): 24-hour where the clinic's region writes so. */
  locale: string;
  error?: string | undefined;
  /** The field ends a range: midnight typed means the end of the day (24:00). */
  endOfDay?: boolean;
  /** Extra attributes of the field (a row's refusal: aria-invalid and the id of its text). */
  invalidBy?: string | undefined;
  /** Smaller, for rows of several fields (weekly hours). */
  compact?: boolean;
  /** 24: always the 24-hour clock, whatever the region (a label that says so); absent: the region's. */
  hourCycle?: 24;
  /** The field must be filled. */
  required?: boolean;
};

/**
 * A time typed in the clinic's own form (react-aria's TimeField: hour and minute as separate parts, and a day
 * period only where the region writes one), never the browser's AM/PM; it answers HH:MM, or '' while not whole.
 */
export function ClinicTimeField({
  id,
  label,
  value,
  onChange,
  locale,
  error,
  endOfDay = false,
  invalidBy,
  compact = false,
  hourCycle,
  required = false,
}: ClinicTimeFieldProps) {
  const describedBy = error ? `${id}-error` : invalidBy;
  return (
    <I18nProvider locale={locale}>
      <TimeField
        id={id}
        value={timeOf(value)}
        onChange={(next) => onChange(wallTimeOf(next, endOfDay))}
        isInvalid={Boolean(error || invalidBy)}
        aria-describedby={describedBy}
        shouldForceLeadingZeros
        {...(hourCycle ? { hourCycle } : {})}
        isRequired={required}
        className={compact ? 'text-xs text-slate-700' : 'min-w-28'}
      >
        <Label className={compact ? 'block' : fieldLabelClass}>{label}</Label>
        {/* Times read left to right in Hebrew and Arabic too. */}
        <DateInput
          dir="ltr"
          className={`block border bg-white whitespace-nowrap text-slate-900 tabular-nums focus-within:border-brand-600 ${compact ? 'rounded-lg px-2 py-1.5 text-base focus-within:ring-2 focus-within:ring-brand-200' : 'h-11 rounded-xl px-3 leading-[2.625rem] focus-within:ring-3 focus-within:ring-brand-600/30'} ${fieldBorder(error ?? invalidBy)}`}
        >
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 outline-none focus:bg-brand-700 focus:text-white data-[placeholder]:text-slate-500"
            />
          )}
        </DateInput>
      </TimeField>
      {error && <FieldError id={id} error={error} />}
    </I18nProvider>
  );
}
