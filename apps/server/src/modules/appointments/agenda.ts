import type { TAgendaVisit, TVisitStatus } from '@clinic/contract/staff';
import type { TLang } from '@clinic/contract/common';
import { pick } from '../../lib/localize';
import { wallOf } from '../../lib/zoned-time';
import type { AgendaVisitRow } from './agenda.repository';

/** What staff see of a visit's state: cancelled, else the front desk's mark, else its payment. */
export function visitStatusOf(row: AgendaVisitRow, at: Date): TVisitStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.attendance === 'arrived' || row.attendance === 'completed' || row.attendance === 'no_show') {
    return row.attendance;
  }
  if (row.paidStatus === 1) return 'paid';
  if (row.holdExpiresAt && row.holdExpiresAt.getTime() > at.getTime()) return 'awaiting_payment';
  return 'booked';
}

/** A visit as the agenda and the patient card send it, in the clinic's time zone and the staff's language. */
export function agendaVisitOf(row: AgendaVisitRow, timeZone: string, lang: TLang, at: Date): TAgendaVisit {
  const start = wallOf(timeZone, row.startsAt.getTime());
  const end = wallOf(timeZone, row.endsAt.getTime());
  return {
    id: row.id,
    doctor_id: row.doctorId,
    doctor_name: pick(row.doctorName, lang) ?? '',
    patient_id: row.customerId,
    patient_name: row.patientName ?? '',
    patient_phone: row.patientPhone ?? '',
    treatment_id: row.treatmentId,
    treatment: pick(row.treatmentName, lang) ?? '',
    date: start.date,
    start_time: start.time,
    end_time: end.date === start.date ? end.time : '24:00',
    status: visitStatusOf(row, at),
    paid: row.paidStatus === 1,
  };
}
