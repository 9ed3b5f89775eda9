import type { TDeskAgenda } from '@clinic/contract/staff/agenda-visits';
import { useTranslation } from '../../../../lib/use-translation';
import { timeRange } from '../agenda-dates';
import { HELD_ICON, HELD_STYLE, rowsOf } from '../agenda-layout';
import { clinicTimeOf } from '../use-clinic-now';

type Props = {
  agenda: TDeskAgenda;
  date: string;
  frame: { start: number; end: number };
  timeZone: string;
  columnOf: (doctorId: number) => number;
};

/**
 * Time a waitlist offer holds for its patient, shaded in its doctor's column with a sign and words, under the
 * visits; no free time is offered there. An unpaid visit's hold is its own visit card (it says until when).
 */
export function HeldTimes({ agenda, date, frame, timeZone, columnOf }: Props) {
  const { t } = useTranslation('staff');
  return agenda.held
    .filter((held) => held.date === date && held.reason === 'waitlist_offer')
    .map((held) => (
      <div
        key={`held-${held.doctor_id}-${held.start_time}`}
        data-held-doctor={held.doctor_id}
        data-held-time={held.start_time}
        className={`z-[1] m-0.5 overflow-hidden rounded-md border border-dashed px-2 text-start text-xs leading-4 ${HELD_STYLE}`}
        style={{ gridColumn: columnOf(held.doctor_id), ...rowsOf(frame, held.start_time, held.end_time) }}
      >
        <span className="block truncate font-semibold">
          <span aria-hidden="true" className="me-1">
            {HELD_ICON}
          </span>
          {timeRange(held.start_time, held.end_time)} {t('agenda.held')}
        </span>
        <span className="block truncate">{t('agenda.heldWaitlist', { time: clinicTimeOf(timeZone, held.until) })}</span>
      </div>
    ));
}
