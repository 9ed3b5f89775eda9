import { useTranslation } from '../../../../lib/use-translation';
import { ClinicTimeField } from '../../../../components/ui/time-field';
import { useClinicLocale } from '../../core/api/use-clinic-locale';
import { smallButton } from '../../../../components/ui/button-styles';
import { FieldRefusalText, useFieldRefusal } from '../../core/components/field-refusal';

export type HoursRow = { day: number; start: string; end: string; branch_id?: number };

/**
 * Weekly hours as rows (day, from, to; and the branch, for a doctor's week): several rows a day allowed. The
 * server refuses overlaps and ends before starts, naming the row.
 */
export function WeeklyHoursEditor({
  id,
  rows,
  onChange,
  branches,
  field = branches ? 'working' : 'schedule',
}: {
  id: string;
  rows: HoursRow[];
  onChange: (rows: HoursRow[]) => void;
  /** A doctor's week names the branch of each row. */
  branches?: Array<{ id: number; name: string }>;
  /** The request field the rows are sent as; a refusal of one row (`schedule.1.end`) shows under that row. */
  field?: string;
}) {
  const { t } = useTranslation('setup');
  const locale = useClinicLocale();
  const refusal = useFieldRefusal(field);
  const refusedRow = refusal ? Number(refusal.field.split('.')[1]) : undefined;
  const refusalId = `${id}-refusal`;
  const rowAria = (index: number) =>
    index === refusedRow ? { 'aria-invalid': true as const, 'aria-describedby': refusalId } : {};
  const set = (index: number, change: Partial<HoursRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const cell = 'rounded-lg border border-slate-300 bg-white px-2 py-1.5';
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-slate-700">{t('hours.legend')}</legend>
      {rows.length === 0 && <p className="mt-1 text-sm text-slate-600">{t('hours.none')}</p>}
      <ul className="mt-1 space-y-2">
        {rows.map((row, index) => (
          <li key={index} className="flex flex-wrap items-end gap-2">
            {branches && (
              <label className="text-xs text-slate-700">
                {t('hours.branch')}
                <select
                  {...rowAria(index)}
                  value={row.branch_id ?? ''}
                  onChange={(event) => set(index, { branch_id: Number(event.target.value) })}
                  className={`${cell} block`}
                >
                  {branches.map((branch) => (
                    <option key={branch.id} value={branch.id}>
                      {branch.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="text-xs text-slate-700">
              {t('hours.day')}
              <select
                {...rowAria(index)}
                value={row.day}
                onChange={(event) => set(index, { day: Number(event.target.value) })}
                className={`${cell} block`}
              >
                {[0, 1, 2, 3, 4, 5, 6].map((day) => (
                  <option key={day} value={day}>
                    {t(`days.${day}` as 'days.0')}
                  </option>
                ))}
              </select>
            </label>
            <ClinicTimeField
              id={`${id}-${index}-start`}
              label={t('hours.from')}
              value={row.start}
              onChange={(start) => set(index, { start })}
              locale={locale}
              invalidBy={index === refusedRow ? refusalId : undefined}
              compact
            />
            <ClinicTimeField
              id={`${id}-${index}-end`}
              label={t('hours.to')}
              value={row.end}
              onChange={(end) => set(index, { end })}
              locale={locale}
              invalidBy={index === refusedRow ? refusalId : undefined}
              endOfDay
              compact
            />
            <button
              type="button"
              className={smallButton}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              {t('hours.remove')}
            </button>
            {index === refusedRow && (
              <div className="basis-full">
                <FieldRefusalText id={refusalId} message={refusal?.message} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {refusal && !(refusedRow !== undefined && refusedRow >= 0 && refusedRow < rows.length) && (
        <FieldRefusalText id={refusalId} message={refusal.message} />
      )}
      <button
        type="button"
        id={`${id}-add`}
        className={`${smallButton} mt-2`}
        onClick={() => {
          const last = rows.at(-1);
          onChange([
            ...rows,
            {
              day: last ? (last.day + 1) % 7 : 1,
              start: last?.start ?? '09:00',
              end: last?.end ?? '17:00',
              ...(branches ? { branch_id: last?.branch_id ?? branches[0]?.id ?? 0 } : {}),
            },
          ]);
        }}
      >
        {t('hours.add')}
      </button>
    </fieldset>
  );
}
