import { useTranslation } from '../../../../lib/use-translation';
import { fieldLabelClass } from '../../../../components/ui/form-fields';

export type SeriesScope = 'one' | 'later';

/** For a visit of a series: change this visit only, or this one and every later one of the series. */
export function SeriesScopeChoice({
  name,
  value,
  onChange,
  hint,
}: {
  name: string;
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
  hint?: boolean;
}) {
  const { t } = useTranslation('series');
  return (
    <fieldset className="mt-4">
      <legend className={fieldLabelClass}>{t('scope.legend')}</legend>
      <div className="flex flex-col gap-1 text-sm text-slate-900">
        {(['one', 'later'] as const).map((scope) => (
          <label key={scope} className="flex items-center gap-2">
            <input type="radio" name={name} value={scope} checked={value === scope} onChange={() => onChange(scope)} />
            {t(scope === 'one' ? 'scope.one' : 'scope.later')}
          </label>
        ))}
      </div>
      {hint && value === 'later' && <p className="mt-1 text-sm text-slate-700">{t('scope.laterHint')}</p>}
    </fieldset>
  );
}
