import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type FreeTimesQuery, type StaffAuth, freeTimesQueryOptions } from '../../workspace/api/staff-calls';
import { fieldClass, labelClass } from '../../workspace/components/form-styles';

type Props = {
  auth: StaffAuth;
  id: string;
  label: string;
  query: FreeTimesQuery | null;
  /** Only times this doctor is free at (undefined: any doctor). */
  doctorId: number | undefined;
  value: string;
  onChange: (time: string) => void;
};

/** The free start times of a day for a treatment, as a plain select (quick by keyboard: type the hour). */
export function FreeTimeSelect({ auth, id, label, query, doctorId, value, onChange }: Props) {
  const { t } = useTranslation('staff');
  const times = useQuery({
    ...freeTimesQueryOptions(auth, query ?? { date: '', branch: 0, treatment: 0 }),
    enabled: !!query,
  });
  const free = (times.data?.times ?? []).filter((slot) => doctorId === undefined || slot.doctor_ids.includes(doctorId));
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass} required>
        <option value="">
          {times.isFetching ? t('move.loadingTimes') : free.length ? t('move.chooseTime') : t('move.noTimes')}
        </option>
        {free.map((slot) => (
          <option key={slot.time} value={slot.time}>
            {slot.time}
          </option>
        ))}
      </select>
    </>
  );
}
