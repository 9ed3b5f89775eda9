import { useTranslation } from 'react-i18next';
import type { TScheduleEntry } from '@clinic/contract/entities';
import { ClockIcon } from '../../../components/ui/icons';
import { weeklyHours } from '../format-hours';
import { intlLocale } from '../../../lib/intl-locale';

/** Sunday to Saturday opening hours; today stands out. */
export function WeeklyHours({ schedule }: { schedule: readonly TScheduleEntry[] }) {
  const { t, i18n } = useTranslation('clinics');
  const today = new Date().getDay();
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ClockIcon className="size-4 text-brand-700" />
        {t('hours')}
      </h3>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        {weeklyHours(schedule, intlLocale(i18n.language)).map((d, i) => (
          <div
            key={d.day}
            className={`flex justify-between gap-4 px-2 py-1.5 ${i === today ? 'rounded-lg bg-brand-50 font-semibold text-brand-900' : 'text-slate-700'}`}
          >
            <dt>{d.label}</dt>
            <dd dir="ltr" className={d.closed ? 'text-slate-400' : 'tabular-nums'}>
              {d.closed ? <span aria-label={t('closedLabel')}>{d.hours}</span> : d.hours}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
