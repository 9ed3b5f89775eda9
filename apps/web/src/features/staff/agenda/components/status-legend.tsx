import { useTranslation } from '../../../../lib/use-translation';
import { VISIT_STATUSES } from '@clinic/contract/staff/staff';
import { STATUS_ICON, STATUS_STYLE } from '../agenda-layout';

/** What each status's colour and sign mean, above the day's grid. */
export function StatusLegend() {
  const { t } = useTranslation('staff');
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2 text-xs print:hidden">
      <h2 className="font-semibold text-slate-700">{t('agenda.legend')}</h2>
      <ul className="flex flex-wrap gap-2">
        {VISIT_STATUSES.map((status) => (
          <li key={status} className={`rounded border-s-4 px-2 py-0.5 ring-1 ring-slate-200 ${STATUS_STYLE[status]}`}>
            <span aria-hidden="true" className="me-1">
              {STATUS_ICON[status]}
            </span>
            {t(`status.${status}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
