import { useTranslation } from '../../../../lib/use-translation';
import type { TSeriesConflict } from '@clinic/contract/core/error-codes';
import { longDate } from '../../agenda/agenda-dates';

/** The dates a series could not take, each with that day's nearest free time, so the desk can adjust and retry. */
export function SeriesConflictList({ conflicts }: { conflicts: TSeriesConflict[] }) {
  const { t, i18n } = useTranslation('series');
  return (
    <div role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{t('repeat.conflictsTitle')}</p>
      <ul className="mt-1 list-disc ps-5">
        {conflicts.map((conflict) => {
          const date = longDate(conflict.date, i18n.language);
          return (
            <li key={conflict.date}>
              {conflict.nearest_time
                ? t('repeat.nearest', { date, time: conflict.nearest_time })
                : t('repeat.noneFree', { date })}
            </li>
          );
        })}
      </ul>
      <p className="mt-1">{t('repeat.conflictsHint')}</p>
    </div>
  );
}
