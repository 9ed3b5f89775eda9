import { useTranslation } from '../../../../lib/use-translation';
import { ClinicDateField } from '../../../../components/ui/date-field';
import { TextField } from '../../../../components/ui/form-fields';
import { addDays } from '../../agenda/agenda-dates';

/** How a blocked time repeats: not at all, for a number of weeks, or weekly until a date. */
export type BlockRepeat = { on: boolean; mode: 'weeks' | 'until'; weeks: string; until: string };
export const NO_BLOCK_REPEAT = (fromDate: string): BlockRepeat => ({
  on: false,
  mode: 'weeks',
  weeks: '4',
  until: addDays(fromDate, 21),
});
const MAX_WEEKS = 52;

/** The weeks a repeat covers, the first included; null when it is not 2 to 52 weeks. */
export function repeatWeeks(repeat: BlockRepeat, fromDate: string): number | null {
  if (!repeat.on) return null;
  const weeks =
    repeat.mode === 'weeks'
      ? Number(repeat.weeks)
      : Math.floor((Date.parse(`${repeat.until}T12:00:00Z`) - Date.parse(`${fromDate}T12:00:00Z`)) / (7 * 86_400_000)) +
        1;
  return Number.isInteger(weeks) && weeks >= 2 && weeks <= MAX_WEEKS ? weeks : null;
}

/** "Repeat weekly", for a number of weeks or until a date, and how many weeks that is. */
export function BlockRepeatFields({
  value,
  onChange,
  fromDate,
  locale,
}: {
  value: BlockRepeat;
  onChange: (value: BlockRepeat) => void;
  fromDate: string;
  locale: string;
}) {
  const { t } = useTranslation('staff');
  const weeks = repeatWeeks(value, fromDate);
  return (
    <fieldset className="mt-4">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4"
          checked={value.on}
          onChange={(event) => onChange({ ...value, on: event.target.checked })}
        />
        {t('block.repeat')}
      </label>
      {value.on && (
        <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
          <div
            role="radiogroup"
            aria-label={t('block.ends')}
            className="mt-2 flex flex-col gap-1 text-sm text-slate-800"
          >
            {(['weeks', 'until'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="block-repeat-mode"
                  className="size-4"
                  checked={value.mode === mode}
                  onChange={() => onChange({ ...value, mode })}
                />
                {t(mode === 'weeks' ? 'block.forWeeks' : 'block.untilDate')}
              </label>
            ))}
          </div>
          {value.mode === 'weeks' ? (
            <TextField
              id="block-weeks"
              className="mt-2"
              label={t('block.weeks')}
              type="number"
              inputMode="numeric"
              min={2}
              max={MAX_WEEKS}
              value={value.weeks}
              onChange={(event) => onChange({ ...value, weeks: event.target.value })}
            />
          ) : (
            <div className="mt-2">
              <ClinicDateField
                id="block-until"
                label={t('block.until')}
                value={value.until}
                onChange={(until) => onChange({ ...value, until })}
                locale={locale}
                error={undefined}
              />
            </div>
          )}
          <p role="status" className="mt-2 text-sm text-slate-700 sm:col-span-2">
            {weeks ? t('block.repeats', { count: weeks }) : t('block.repeatInvalid')}
          </p>
        </div>
      )}
    </fieldset>
  );
}
