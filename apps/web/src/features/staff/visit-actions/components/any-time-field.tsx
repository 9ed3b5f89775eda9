import { Time } from '@internationalized/date';
import { DateInput, DateSegment, I18nProvider, Label, TimeField } from 'react-aria-components';
import { fieldLabelClass } from '../../../../components/ui/form-fields';

const WALL_TIME = /^(\d{2}):(\d{2})$/;

/**
 * Any start time typed by hour and minute (react-aria's TimeField, always 24-hour, in 5-minute steps), for a time
 * the free times do not list: a taken one, or outside the hours. Answers HH:MM, or '' while not whole.
 */
export function AnyTimeField({
  id,
  label,
  value,
  onChange,
  locale,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  locale: string;
}) {
  const match = WALL_TIME.exec(value);
  const time = match ? new Time(Number(match[1]), Number(match[2])) : null;
  const wall = (next: Time) => `${String(next.hour).padStart(2, '0')}:${String(next.minute).padStart(2, '0')}`;
  return (
    <I18nProvider locale={locale}>
      <TimeField
        id={id}
        value={time}
        onChange={(next) => onChange(next ? wall(next) : '')}
        hourCycle={24}
        granularity="minute"
        isRequired
        className="mt-3"
      >
        <Label className={fieldLabelClass}>{label}</Label>
        {/* Times read left to right in Hebrew and Arabic too. */}
        <DateInput
          dir="ltr"
          className="inline-block h-11 min-w-28 rounded-xl border border-slate-300 bg-white px-3 leading-[2.625rem] whitespace-nowrap text-slate-900 focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/30"
        >
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums outline-none focus:bg-brand-700 focus:text-white data-[placeholder]:text-slate-500"
            />
          )}
        </DateInput>
      </TimeField>
    </I18nProvider>
  );
}
