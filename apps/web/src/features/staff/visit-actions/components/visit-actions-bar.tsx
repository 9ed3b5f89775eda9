import { useTranslation } from '../../../../lib/use-translation';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { smallButton, smallDangerButton } from '../../../../components/ui/button-styles';
import { useClinicNow } from '../../agenda/use-clinic-now';
import { type AttendanceMark, type MarkWait, markWaits } from '../attendance-rules';

type Props = {
  visit: TDeskVisit;
  timeZone: string;
  /** A change is on its way: the marks wait for it. */
  pending: boolean;
  /** The visit's details came (the patient's card needs their id). */
  canOpenCard: boolean;
  onMark: (mark: AttendanceMark) => void;
  onMode: (mode: 'move' | 'note' | 'cancel') => void;
  onOpenCard: () => void;
  onClose: () => void;
};

// A mark that waits stays in the tab order, dimmed, and says why (aria-describedby): a disabled button is skipped.
const waiting = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white';
const waitNoteId = (wait: MarkWait) => `visit-wait-${wait}`;

/**
 * What the desk does with a visit: the marks (each offered only when the server takes it, else saying when it
 * will), move, note, the patient's card and close; no-show and cancel apart, in red.
 */
export function VisitActionsBar({ visit, timeZone, pending, canOpenCard, onMark, onMode, onOpenCard, onClose }: Props) {
  const { t } = useTranslation(['staff', 'day']);
  const waits = markWaits(visit, useClinicNow(timeZone));
  const open = visit.status !== 'cancelled';
  const marked = ['arrived', 'completed', 'no_show'].includes(visit.status);
  const shown: AttendanceMark[] = open ? ['arrived', 'completed', 'no_show', ...(marked ? ['none' as const] : [])] : [];
  const notes = [...new Set(shown.map((mark) => waits[mark]).filter((wait) => wait !== null))];

  const markButton = (mark: AttendanceMark, label: string, className: string) => {
    const wait = waits[mark];
    return (
      <button
        type="button"
        className={`${className} ${waiting}`}
        disabled={pending}
        aria-disabled={wait ? true : undefined}
        aria-describedby={wait ? waitNoteId(wait) : undefined}
        onClick={() => !wait && onMark(mark)}
      >
        {label}
      </button>
    );
  };

  return (
    <>
      <div className="mt-5 flex flex-wrap gap-2">
        {open && (
          <>
            {markButton('arrived', t('visit.arrived'), smallButton)}
            {markButton('completed', t('visit.completed'), smallButton)}
            {marked && markButton('none', t('visit.undo'), smallButton)}
            <button type="button" className={smallButton} onClick={() => onMode('move')}>
              {t('visit.move')}
            </button>
            <button type="button" className={smallButton} onClick={() => onMode('note')}>
              {t('day:editNote')}
            </button>
          </>
        )}
        <button type="button" className={smallButton} disabled={!canOpenCard} onClick={onOpenCard}>
          {t('visit.openCard')}
        </button>
        <button type="button" className={smallButton} onClick={onClose}>
          {t('visit.close')}
        </button>
      </div>
      {notes.map((wait) => (
        <p key={wait} id={waitNoteId(wait)} className="mt-2 text-sm text-slate-600">
          {t(`visit.waits.${wait}`, { time: visit.start_time })}
        </p>
      ))}
      {open && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {markButton('no_show', t('visit.noShow'), smallDangerButton)}
          <button type="button" className={smallDangerButton} onClick={() => onMode('cancel')}>
            {t('visit.cancel')}
          </button>
        </div>
      )}
    </>
  );
}
