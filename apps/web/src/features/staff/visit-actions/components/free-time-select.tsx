import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { useStaffAuth } from '../../core/api/staff-auth';
import { type FreeTimesQuery, freeTimesQueryOptions } from '../api/get-free-times';
import { SelectField } from '../../../../components/ui/select-field';

type Props = {
  id: string;
  label: string;
  query: FreeTimesQuery | null;
  /** Only times this doctor is free at (undefined: any doctor). */
  doctorId: number | undefined;
  value: string;
  onChange: (time: string) => void;
};

/** The free start times of a day for a treatment, as a plain select (quick by keyboard: type the hour). */
export function FreeTimeSelect({ id, label, query, doctorId, value, onChange }: Props) {
  const { t } = useTranslation('staff');
  const auth = useStaffAuth();
  const times = useQuery({
    ...freeTimesQueryOptions(auth, query ?? { date: '', branch: 0, treatment: 0 }),
    enabled: !!query,
  });
  const free = (times.data?.times ?? []).filter((slot) => doctorId === undefined || slot.doctor_ids.includes(doctorId));
  return (
    <SelectField
      id={id}
      className="mt-4"
      label={label}
      value={value}
      onChange={onChange}
      required
      first={
        <option value="">
          {times.isFetching ? t('move.loadingTimes') : free.length ? t('move.chooseTime') : t('move.noTimes')}
        </option>
      }
      options={free.map((slot) => ({ value: slot.time, label: slot.time }))}
    />
  );
}
