import { type ReactNode, useState } from 'react';
import type { TStaffNextFree } from '@clinic/contract/staff/staff-next-free';
import { useTranslation } from '../../../../lib/use-translation';
import { ClinicDateField } from '../../../../components/ui/date-field';
import { ClinicTimeField } from '../../../../components/ui/time-field';
import { useClinicLocale } from '../../core/api/use-clinic-locale';
import { isIsoDate } from '../../agenda/agenda-dates';
import { FreeTimeSelect } from './free-time-select';
import { NextFreeButton } from './next-free-button';

/** Where to look for times: the branch, the treatment, the doctor (undefined: any) and the visit being moved. */
export type TimeSearch = { branch: number; treatment: number; doctor: number | undefined; ignoreVisit?: number };

type Props = {
  /** The fields' ids start with it: `-date`, `-next-free`, `-time`, `-any-time`, `-any-time-on`. */
  idPrefix: string;
  labels: { date: string; time: string };
  /** The clinic's today, the first date that may be chosen. */
  today: string;
  date: string;
  time: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  /** null while the form lacks a treatment. */
  search: TimeSearch | null;
  /** Chooses the doctor of the time "Next available" found, before the form takes its date and time; answers their name. */
  onNextFound: (next: TStaffNextFree) => string;
  /** Whether a time may be typed by hand, even a taken one (the start of an overbook). */
  typedTimeAllowed?: boolean;
  /** Shown between the date and "Next available" (the move's choice of another doctor). */
  afterDate?: ReactNode;
};

/**
 * The date and time of a visit being booked or moved: a date, "Next available", then one of the day's free times of
 * the doctor, or, as an explicit choice, any time typed by hand. A new date or that choice empties the time.
 */
export function VisitTimePicker({
  idPrefix,
  labels,
  today,
  date,
  time,
  onDateChange,
  onTimeChange,
  search,
  onNextFound,
  typedTimeAllowed = true,
  afterDate,
}: Props) {
  const { t } = useTranslation('staff');
  const locale = useClinicLocale();
  const [anyTime, setAnyTime] = useState(false);
  const ignore = search?.ignoreVisit !== undefined ? { ignore_visit: search.ignoreVisit } : {};

  return (
    <>
      <div className="mt-4">
        <ClinicDateField
          id={`${idPrefix}-date`}
          label={labels.date}
          value={date}
          min={today}
          onChange={(next) => {
            onDateChange(next);
            onTimeChange('');
          }}
          locale={locale}
          error={undefined}
        />
      </div>
      {afterDate}
      <NextFreeButton
        id={`${idPrefix}-next-free`}
        query={
          search
            ? {
                branch: search.branch,
                treatment: search.treatment,
                ...(search.doctor !== undefined ? { doctor: search.doctor } : {}),
                ...ignore,
                ...(isIsoDate(date) ? { from: date } : {}),
              }
            : null
        }
        onFound={(next) => {
          const doctorName = onNextFound(next);
          setAnyTime(false);
          onDateChange(next.date);
          onTimeChange(next.start_time);
          return doctorName;
        }}
      />
      {anyTime && typedTimeAllowed ? (
        <div className="mt-3">
          <ClinicTimeField
            id={`${idPrefix}-any-time`}
            label={t('book.typedTime')}
            value={time}
            onChange={onTimeChange}
            locale={locale}
            hourCycle={24}
            required
          />
        </div>
      ) : (
        <FreeTimeSelect
          id={`${idPrefix}-time`}
          label={labels.time}
          query={
            search && isIsoDate(date) ? { date, branch: search.branch, treatment: search.treatment, ...ignore } : null
          }
          doctorId={search?.doctor}
          value={time}
          onChange={onTimeChange}
        />
      )}
      {typedTimeAllowed && (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            id={`${idPrefix}-any-time-on`}
            checked={anyTime}
            onChange={(event) => {
              setAnyTime(event.target.checked);
              onTimeChange('');
            }}
          />
          {t('book.anyTime')}
        </label>
      )}
    </>
  );
}
