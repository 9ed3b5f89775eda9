import { useTranslation } from '../../../../lib/use-translation';
import { ClinicDateField } from '../../../../components/ui/date-field';
import { useClinicLocale } from '../../core/api/use-clinic-locale';
import { SelectField } from '../../../../components/ui/select-field';
import { COUNT_LIMITS, EVERY_WEEKS_CHOICES, type RepeatChoice } from '../repeat-choice';
import { TextField, fieldLabelClass } from '../../../../components/ui/form-fields';

type Props = { value: RepeatChoice; onChange: (choice: RepeatChoice) => void; firstDate: string };

/** The booking dialog's "Repeat" part: every N weeks, ending after a number of visits or on a last date. */
export function RepeatFields({ value, onChange, firstDate }: Props) {
  const { t } = useTranslation('series');
  const locale = useClinicLocale();
  const change = (patch: Partial<RepeatChoice>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="mt-4 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('repeat.legend')}</legend>
      <label className="flex items-center gap-2 text-sm text-slate-900">
        <input type="checkbox" checked={value.on} onChange={(event) => change({ on: event.target.checked })} />
        {t('repeat.on')}
      </label>
      {value.on && (
        <>
          <SelectField
            id="repeat-every"
            className="mt-4"
            label={t('repeat.every')}
            value={value.everyWeeks}
            onChange={(weeks) => change({ everyWeeks: Number(weeks) })}
            options={EVERY_WEEKS_CHOICES.map((weeks) => ({
              value: weeks,
              label: t('repeat.everyOption', { count: weeks }),
            }))}
          />
          <fieldset className="mt-4">
            <legend className={fieldLabelClass}>{t('repeat.ends')}</legend>
            <div className="flex flex-wrap gap-4 text-sm text-slate-900">
              {(['count', 'until'] as const).map((ends) => (
                <label key={ends} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="repeat-ends"
                    value={ends}
                    checked={value.ends === ends}
                    onChange={() => change({ ends })}
                  />
                  {t(ends === 'count' ? 'repeat.afterCount' : 'repeat.onDate')}
                </label>
              ))}
            </div>
          </fieldset>
          {value.ends === 'count' ? (
            <TextField
              id="repeat-count"
              className="mt-4"
              label={t('repeat.count')}
              type="number"
              inputMode="numeric"
              required
              min={COUNT_LIMITS.min}
              max={COUNT_LIMITS.max}
              value={value.count}
              onChange={(event) => change({ count: Number(event.target.value) })}
            />
          ) : (
            <>
              <div className="mt-4">
                <ClinicDateField
                  id="repeat-until"
                  label={t('repeat.until')}
                  value={value.until}
                  min={firstDate}
                  onChange={(until) => change({ until })}
                  locale={locale}
                  error={undefined}
                />
              </div>
            </>
          )}
        </>
      )}
    </fieldset>
  );
}
