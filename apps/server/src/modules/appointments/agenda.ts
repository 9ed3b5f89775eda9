import type { TAgendaVisit, TVisitStatus } from '@clinic/contract/staff';
import type { TLang } from '@clinic/contract/common';
import { pick } from '../../lib/localize';
import { minutesOf, timeOf, wallOf } from '../../lib/zoned-time';
import type { AgendaVisitRow } from './agenda.repository';

/**
 * What staff see of a visit's state: cancelled, else the front desk's mark, else its payment. An unpaid hold
 * awaits payment until the payments sweeper expires it (a paid one has no hold), since its time stays taken.
 */
export function visitStatusOf(row: AgendaVisitRow): TVisitStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.attendance === 'arrived' || row.attendance === 'completed' || row.attendance === 'no_show') {
    return row.attendance;
  }
  if (row.paidStatus === 1) return 'paid';
  if (row.holdExpiresAt) return 'awaiting_payment';
  return 'booked';
}

/**
 * The wall date and times of a range, on the date it starts: an end on a later date is 24:00, and an end
 * the clock turned back past the start (fall back) is the start plus the real length, never before it.
 */
export function wallRangeOf(timeZone: string, startsAt: Date, endsAt: Date) {
  const start = wallOf(timeZone, startsAt.getTime());
  const end = wallOf(timeZone, endsAt.getTime());
  let endTime = end.date === start.date ? end.time : '24:00';
  if (endTime < start.time) {
    const minutes = minutesOf(start.time) + Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
    endTime = timeOf(Math.min(minutes, 24 * 60));
  }
  return { date: start.date, start_time: start.time, end_time: endTime };
}

/** A visit as the agenda and the patient card send it, in the clinic's time zone and the staff's language. */
export function agendaVisitOf(row: AgendaVisitRow, timeZone: string, lang: TLang): TAgendaVisit {
  return {
    id: row.id,
    doctor_id: row.doctorId,
    doctor_name: pick(row.doctorName, lang) ?? '',
    patient_id: row.customerId,
    patient_name: row.patientName ?? '',
    patient_phone: row.patientPhone ?? '',
    treatment_id: row.treatmentId,
    treatment: pick(row.treatmentName, lang) ?? '',
    ...wallRangeOf(timeZone, row.startsAt, row.endsAt),
    status: visitStatusOf(row),
    paid: row.paidStatus === 1,
  };
}
