import { useTranslation } from '../../../lib/use-translation';
import { useClinics } from '../../../lib/catalog/get-clinics';
import { intlLocale } from '../../../lib/intl-locale';
import { weeklyHours } from '../../../lib/opening-hours/format-hours';
import { hoursLines } from '../../../lib/opening-hours/open-days';
import { useClinicWeek } from '../../../lib/tenant/use-clinic-week';

/**
 * Each branch's weekly hours (the Clinics page's data), days with like hours on one line, from the clinic's first
 * day of the week; the line of the clinic's today stands out.
 */
export function BranchHours() {
  const { t, i18n } = useTranslation('contact');
  const clinics = useClinics().data ?? [];
  const week = useClinicWeek();
  const today = week.today();
  const locale = intlLocale(i18n.language);
  const withHours = clinics.filter((c) => c.schedule.length > 0);
  return (
    <div className="space-y-4">
      {withHours.map((clinic) => (
        <section key={clinic.id} aria-labelledby={`hours-${clinic.id}`}>
          <h3 id={`hours-${clinic.id}`} className="font-medium text-slate-900">
            {clinic.name}
          </h3>
          <dl className="mt-1 space-y-0.5 text-slate-700">
            {hoursLines(weeklyHours(clinic.schedule, locale, week.firstDay), locale).map((line) => (
              <div
                key={line.days}
                aria-current={line.indexes.includes(today) ? 'date' : undefined}
                className={`flex justify-between gap-3 ${line.indexes.includes(today) ? 'font-semibold text-brand-900' : ''}`}
              >
                <dt className="shrink-0 whitespace-nowrap">{line.days}</dt>
                <dd dir="ltr" className={line.closed ? 'text-slate-500' : 'tabular-nums'}>
                  {line.closed ? t('hoursClosed') : line.hours}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
