import { useTranslation } from '../../../../lib/use-translation';
import { smallButton } from '../../../../components/ui/button-styles';
import { Refusable } from '../../core/components/field-refusal';
import { fieldBoxClass } from '../../../../components/ui/form-fields';

/** The form's field look, sized for a line of several. */
const lineField = `block h-11 border-slate-300 ${fieldBoxClass}`;

/** One reminder as the owner writes it: an amount of hours or minutes before the visit. */
export type ReminderRow = { amount: string; unit: 'hours' | 'minutes' };

export const rowOf = (minutes: number): ReminderRow =>
  minutes % 60 === 0 ? { amount: String(minutes / 60), unit: 'hours' } : { amount: String(minutes), unit: 'minutes' };

/** The row's minutes; an empty or broken amount is 0, which the server refuses beside the row. */
export const minutesOf = (row: ReminderRow) => {
  const amount = Number(row.amount);
  const minutes = row.unit === 'hours' ? amount * 60 : amount;
  return Number.isFinite(minutes) ? Math.round(minutes) : 0;
};

/** The clinic's own reminders, one line each (its refusal beneath it: `reminder_minutes.N`). */
export function ReminderRows({ rows, onChange }: { rows: ReminderRow[]; onChange: (rows: ReminderRow[]) => void }) {
  const { t } = useTranslation('setup');
  const change = (index: number, row: ReminderRow) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <ul className="space-y-2">
      {rows.map((row, index) => {
        const id = `reminder-${index}`;
        const n = index + 1;
        return (
          <li key={index}>
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={id} className="sr-only">
                {t('siteFacts.amount', { n })}
              </label>
              <Refusable name={`reminder_minutes.${index}`} id={id}>
                {(aria) => (
                  <input
                    {...aria}
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    required
                    value={row.amount}
                    onChange={(event) => change(index, { ...row, amount: event.target.value })}
                    className={`${lineField} w-24`}
                  />
                )}
              </Refusable>
              <label htmlFor={`${id}-unit`} className="sr-only">
                {t('siteFacts.unit', { n })}
              </label>
              <select
                id={`${id}-unit`}
                value={row.unit}
                onChange={(event) => change(index, { ...row, unit: event.target.value as ReminderRow['unit'] })}
                className={lineField}
              >
                <option value="hours">{t('siteFacts.hours')}</option>
                <option value="minutes">{t('siteFacts.minutes')}</option>
              </select>
              <button
                type="button"
                className={smallButton}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                {t('siteFacts.remove', { n })}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
