import { useTranslation } from '../../../../lib/use-translation';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { VISIT_STATUSES } from '@clinic/contract/staff/visit-facts';
import { HELD_ICON, HELD_STYLE, OVERBOOK_ICON, STATUS_ICON, STATUS_STYLE, treatmentStyle } from '../agenda-layout';

/**
 * What each status's sign (and, coloured by status, its colour) means, the overbook's sign and held time's; coloured by treatment,
 * the day's treatments.
 */
export function StatusLegend({
  colour = 'status',
  visits = [],
}: {
  colour?: 'status' | 'treatment';
  visits?: TDeskVisit[];
}) {
  const { t } = useTranslation('staff');
  const treatments = [...new Map(visits.map((visit) => [visit.treatment_id, visit.treatment])).entries()];
  const item = 'rounded border-s-4 px-2 py-0.5 ring-1 ring-slate-200';
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs print:hidden">
      <h2 className="font-semibold text-slate-700">{t('agenda.legend')}</h2>
      <ul className="flex flex-wrap gap-2">
        {VISIT_STATUSES.map((status) => (
          <li key={status} className={`${item} ${colour === 'status' ? STATUS_STYLE[status] : 'bg-white'}`}>
            <span aria-hidden="true" className="me-1">
              {STATUS_ICON[status]}
            </span>
            {t(`status.${status}`)}
          </li>
        ))}
        <li className={`${item} border-dashed border-slate-600 bg-white`} title={t('agenda.overbookedHint')}>
          <span aria-hidden="true" className="me-1 font-bold">
            {OVERBOOK_ICON}
          </span>
          {t('agenda.overbooked')}
        </li>
        <li className={`${item} border-dashed ${HELD_STYLE}`} title={t('agenda.heldHint')}>
          <span aria-hidden="true" className="me-1">
            {HELD_ICON}
          </span>
          {t('agenda.held')}
        </li>
        {colour === 'treatment' &&
          treatments.map(([id, name]) => (
            <li key={`treatment-${id}`} className={`${item} ${treatmentStyle(id)}`}>
              {name}
            </li>
          ))}
      </ul>
    </div>
  );
}
