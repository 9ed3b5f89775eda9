import type { TAgendaVisit, TVisitStatus } from '@clinic/contract/staff/staff';
import type { TAgendaGridVisit } from '@clinic/contract/staff/staff-agenda';
import type { TLang } from '@clinic/contract/core/common';
import { formatPhoneIn } from '@clinic/contract/identity/phone-format';
import { pick } from '../../../lib/localize';
import { minutesOf, timeOf, wallOf } from '../../../lib/zoned-time';
import type { AgendaVisitRow } from './agenda.repository';
import type { MoneyMark } from '../../payments/visit-money.service';

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
export function wallRangeOf(
  timeZone: string,
  startsAt: Date,
  endsAt: Date,
  wall: (instant: number) => { date: string; time: string } = (instant) => wallOf(timeZone, instant),
) {
  const start = wall(startsAt.getTime());
  const end = wall(endsAt.getTime());
  let endTime = end.date === start.date ? end.time : '24:00';
  if (endTime < start.time) {
    const minutes = minutesOf(start.time) + Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
    endTime = timeOf(Math.min(minutes, 24 * 60));
  }
  return { date: start.date, start_time: start.time, end_time: endTime };
}

/**
 * wallOf in one zone, each instant computed once: a busy week's 2,000 visits start and end at a few hundred
 * times, so the agenda's mapping converts each of those once.
 */
export function wallClockOf(timeZone: string) {
  const known = new Map<number, { date: string; time: string }>();
  return (instant: number) => {
    let wall = known.get(instant);
    if (!wall) {
      wall = wallOf(timeZone, instant);
      known.set(instant, wall);
    }
    return wall;
  };
}

/** A visit as the agenda and the patient card send it, in the clinic's time zone and the staff's language. */
export function agendaVisitOf(
  row: AgendaVisitRow,
  timeZone: string,
  lang: TLang,
  wall = wallClockOf(timeZone),
): TAgendaVisit {
  return {
    id: row.id,
    doctor_id: row.doctorId,
    doctor_name: pick(row.doctorName, lang) ?? '',
    patient_id: row.customerId,
    patient_name: row.patientName ?? '',
    patient_phone: row.patientPhone ?? '',
    family_member_name: row.familyMemberName,
    treatment_id: row.treatmentId,
    treatment: pick(row.treatmentName, lang) ?? '',
    ...wallRangeOf(timeZone, row.startsAt, row.endsAt, wall),
    status: visitStatusOf(row),
    paid: row.paidStatus === 1,
    confirmed: row.confirmed,
    ...(row.seriesId === null ? {} : { series_id: row.seriesId }),
    cancel_reason: row.status === 'cancelled' ? row.cancelReason : null,
    ...(row.status === 'cancelled' && row.cancelledBy ? { cancelled_by: row.cancelledBy } : {}),
    has_notes: row.patientHasNotes,
    price_minor: row.priceMinor,
    ...(row.bookedOnline ? { booked_online: true } : {}),
    ...(row.overbook ? { overbook: true } : {}),
    ...(row.visitNote ? { note: row.visitNote } : {}),
    // The mark's time is the arrival while the visit is arrived (completing it marks again).
    ...(row.attendance === 'arrived' && row.status !== 'cancelled' && row.attendanceAt
      ? { arrived_at: row.attendanceAt.toISOString() }
      : {}),
  };
}

/**
 * Visits with money: what was kept, when it is not the price; money all given back is no longer paid (a paid visit
 * reads booked), part of it says so.
 */
export function withMoneyMarks(visits: TAgendaVisit[], marks: Map<number, MoneyMark>): TAgendaVisit[] {
  return visits.map((visit) => {
    const mark = marks.get(visit.id);
    if (!mark) return visit;
    const kept = mark.keptMinor === visit.price_minor ? {} : { kept_minor: mark.keptMinor };
    if (!mark.refund) return { ...visit, ...kept };
    if (mark.refund === 'part') return { ...visit, ...kept, refund: mark.refund };
    return {
      ...visit,
      ...kept,
      refund: mark.refund,
      paid: false,
      status: visit.status === 'paid' ? 'booked' : visit.status,
    };
  });
}

/**
 * A visit as the agenda's grid shows it: its details left to the visit call, and each field at its usual value
 * left out (the contract's ZAgendaGridVisit). `durationMinutes`: its treatment's, for an end that needs no saying.
 * With `phoneCountry` (a single day's answer) it carries its patient's phone as the clinic writes it ('' when the
 * clinic's country is unknown: international).
 */
export function gridVisitOf(
  visit: TAgendaVisit,
  durationMinutes: number,
  phoneCountry: string | undefined,
): TAgendaGridVisit {
  const usualEnd = timeOf(Math.min(minutesOf(visit.start_time) + durationMinutes, 24 * 60));
  const taken = visit.paid && visit.refund !== 'all' ? (visit.kept_minor ?? visit.price_minor) : 0;
  return {
    id: visit.id,
    patient_name: visit.patient_name,
    ...(visit.family_member_name ? { family_member_name: visit.family_member_name } : {}),
    treatment_id: visit.treatment_id,
    start_time: visit.start_time,
    ...(visit.end_time === usualEnd ? {} : { end_time: visit.end_time }),
    ...(visit.status === 'booked' ? {} : { status: visit.status }),
    ...(visit.paid ? { paid: true } : {}),
    ...(visit.refund ? { refund: visit.refund } : {}),
    ...(visit.confirmed ? { confirmed: true } : {}),
    ...(visit.series_id == null ? {} : { series_id: visit.series_id }),
    ...(visit.cancel_reason ? { cancel_reason: visit.cancel_reason } : {}),
    ...(visit.cancelled_by ? { cancelled_by: visit.cancelled_by } : {}),
    ...(visit.has_notes ? { has_notes: true } : {}),
    ...(taken ? { taken_minor: taken } : {}),
    ...(visit.arrived_at ? { arrived_at: visit.arrived_at } : {}),
    ...(visit.booked_online ? { booked_online: true } : {}),
    ...(visit.overbook ? { overbook: true } : {}),
    ...(visit.note ? { note: visit.note } : {}),
    ...(phoneCountry === undefined ? {} : { patient_phone: formatPhoneIn(visit.patient_phone, phoneCountry) }),
  };
}
