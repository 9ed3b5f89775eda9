import { useTranslation } from '../../../lib/use-translation';
import type { TBranchClosure, TScheduleEntry } from '@clinic/contract/catalog/entities';
import { ClockIcon } from '../../../components/ui/icons';
import { weeklyHours } from '../../../lib/opening-hours/format-hours';
import { useClinicWeek } from '../../../lib/tenant/use-clinic-week';
import { intlLocale } from '../../../lib/intl-locale';
import { shortDate } from '../../../lib/dates';

/** The week's opening hours from the clinic's first day; the clinic's today stands out; closures (holidays) follow. */
export function WeeklyHours({
  schedule,
  closures = [],
}: {
  schedule: readonly TScheduleEntry[];
  closures?: readonly TBranchClosure[] | undefined;
}) {
  const { t, i18n } = useTranslation('clinics');
  const week = useClinicWeek();
  const today = week.today();
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ClockIcon className="size-4 text-brand-700" />
        {t('hours')}
      </h3>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        {weeklyHours(schedule, intlLocale(i18n.language), week.firstDay).map((d) => (
          <div
            key={d.day}
            aria-current={d.index === today ? 'date' : undefined}
            className={`flex justify-between gap-4 px-2 py-1.5 ${d.index === today ? 'rounded-lg bg-brand-50 font-semibold text-brand-900' : 'text-slate-700'}`}
          >
            <dt>{d.label}</dt>
            <dd dir="ltr" className={d.closed ? 'text-slate-400' : 'tabular-nums'}>
              {d.closed ? (
                // The spec's "-" is seen; a screen reader says the word.
                <>
                  <span aria-hidden="true">{d.hours}</span>
                  <span className="sr-only">{t('closedLabel')}</span>
                </>
              ) : (
                d.hours
              )}
            </dd>
          </div>
        ))}
      </dl>
      {closures.length > 0 && (
        <div className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <h4 className="font-semibold">{t('closuresTitle')}</h4>
          <ul className="mt-1 space-y-0.5">
            {closures.map((closure) => (
              <li key={closure.from_date}>
                {closure.from_date === closure.to_date
                  ? t('closedOn', { date: shortDate(closure.from_date), reason: closure.reason })
                  : t('closedFromTo', {
                      from: shortDate(closure.from_date),
                      to: shortDate(closure.to_date),
                      reason: closure.reason,
                    })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
