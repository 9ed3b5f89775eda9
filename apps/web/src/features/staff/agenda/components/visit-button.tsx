import type { CSSProperties } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { OVERBOOK_ICON, STATUS_ICON, STATUS_STYLE, treatmentStyle } from '../agenda-layout';

/**
 * Money the desk should see on a visit: given back (all or part), paid (when the status does not say so
 * already), or still owed once seen.
 */
export function moneyMark(visit: TDeskVisit): 'paid' | 'unpaid' | 'refunded' | 'partRefunded' | null {
  if (visit.refund === 'all') return 'refunded';
  if (visit.refund === 'part') return 'partRefunded';
  if (visit.paid) return visit.status === 'paid' ? null : 'paid';
  return visit.status === 'arrived' || visit.status === 'completed' ? 'unpaid' : null;
}

/** A visit on the agenda: its time, patient, treatment and status as text; opens the visit's dialog. */
export function VisitButton({
  visit,
  onOpen,
  style,
  compact = false,
  colour = 'status',
  heldUntil,
}: {
  visit: TDeskVisit;
  onOpen: (visit: TDeskVisit) => void;
  style?: CSSProperties;
  compact?: boolean;
  colour?: 'status' | 'treatment';
  /** When its unpaid hold ends (HH:MM, the clinic's clock), while it awaits payment. */
  heldUntil?: string | undefined;
}) {
  const { t } = useTranslation(['staff', 'series', 'day']);
  const cancelled = visit.status === 'cancelled';
  const money = moneyMark(visit);
  const look =
    colour === 'treatment'
      ? `${treatmentStyle(visit.treatment_id)} ${cancelled ? 'line-through' : ''}`
      : STATUS_STYLE[visit.status];
  return (
    <button
      type="button"
      onClick={() => onOpen(visit)}
      data-visit-id={visit.id}
      data-overbook={visit.overbook ? '' : undefined}
      className={`m-0.5 min-h-4 overflow-hidden rounded-md border-s-4 px-2 py-0 text-start text-xs leading-4 shadow-sm ring-1 ring-slate-200 hover:z-[6] focus-visible:z-[8] focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${look} ${cancelled ? 'z-[2] w-1/2 justify-self-end opacity-80' : 'z-[3]'} ${visit.overbook ? 'border-dashed' : ''} ${compact ? 'block w-full' : ''}`}
      style={style}
    >
      {/* One line with the time and the name fits the shortest visit (one 5-minute row). */}
      <span className="block truncate whitespace-nowrap">
        <span aria-hidden="true" className="me-1">
          {STATUS_ICON[visit.status]}
        </span>
        <span className="font-semibold">{visit.start_time}</span>{' '}
        <span className="font-semibold">{visit.family_member_name ?? visit.patient_name}</span>
        {visit.overbook && (
          <span className="ms-1 font-bold" title={t('agenda.overbooked')}>
            <span aria-hidden="true">{OVERBOOK_ICON}</span>
            <span className="sr-only">{t('agenda.overbooked')}</span>
          </span>
        )}
        {visit.series_id != null && (
          <span className="ms-1" title={t('series:mark')}>
            <span aria-hidden="true">↻</span>
            <span className="sr-only">{t('series:mark')}</span>
          </span>
        )}
        {visit.booked_online && (
          <span className="ms-1" title={t('day:online')} data-booked-online>
            <span aria-hidden="true">◎</span>
            <span className="sr-only">{t('day:online')}</span>
          </span>
        )}
        {visit.has_notes && (
          <span className="ms-1" title={t('agenda.hasNotes')}>
            <span aria-hidden="true">✎</span>
            <span className="sr-only">{t('agenda.hasNotes')}</span>
          </span>
        )}
      </span>
      <span className="block truncate">{visit.treatment}</span>
      <span className="block">
        {t(`status.${visit.status}`)}
        {heldUntil && ` · ${t('agenda.heldUntil', { time: heldUntil })}`}
        {visit.overbook && <span className="font-semibold">{` · ${t('agenda.overbooked')}`}</span>}
        {money && <span className="font-semibold">{` · ${t(`day:${money}`)}`}</span>}
        {visit.confirmed && ` · ✓ ${t('visit.confirmed')}`}
      </span>
      {visit.cancel_reason ? (
        <span className="block truncate">{t('agenda.cancelReason', { reason: visit.cancel_reason })}</span>
      ) : (
        visit.cancelled_by === 'patient' && <span className="block truncate">{t('agenda.cancelledByPatient')}</span>
      )}
    </button>
  );
}
