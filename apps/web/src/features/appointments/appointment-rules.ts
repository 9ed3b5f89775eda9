import type { TGetAppointmentListResponse, TListedAppointment } from '@clinic/contract/appointments/appointments';
import { minutesOf } from '@clinic/contract/core/wall-time';
import { ApiError } from '../../lib/api-client';

export const PAGE_SIZE = 3;
export const PAGE_BUTTONS = 3;

/** "9:5" or "09:05:00" → "09:05" */
export function formatTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
}

export const durationMinutes = (start: string, end: string) =>
  minutesOf(formatTime(end)) - minutesOf(formatTime(start));

/**
 * The start times a visit may move to on a day: those whose run of 5-minute slots, as long as the visit, is free.
 * The visit's own slots (on its own day) count as free: moving it frees them.
 */
export function freeStartTimes(
  slots: readonly { time: string; available: boolean; starts_visit?: boolean | undefined }[],
  visit: { date: string; start: string; end: string },
  date: string,
): string[] {
  const own = date === visit.date.slice(0, 10);
  const from = minutesOf(formatTime(visit.start));
  const to = minutesOf(formatTime(visit.end));
  const needed = Math.max(1, Math.ceil((to - from) / 5));
  const free = slots.map((s) => {
    const at = minutesOf(formatTime(s.time));
    const ownTime = own && at >= from && at < to;
    return { at, time: formatTime(s.time), free: s.available || ownTime, ownTime, starts: s.starts_visit !== false };
  });
  return free
    .filter((_, i) => {
      const run = free.slice(i, i + needed);
      const consecutive = run.every((s, k) => s.free && (k === 0 || s.at - run[k - 1]!.at === 5));
      // One doctor must be free for the whole visit (the server's `starts_visit`); over the visit's own time the
      // server counts it free, which the slots cannot say.
      return run.length === needed && consecutive && (run[0]!.starts || run.some((s) => s.ownTime));
    })
    .map((s) => s.time);
}

/** A visit's state: active, cancelled, or expired (an unpaid hold whose time ran out); older backends: by cancle_status. */
export const visitState = (a: TListedAppointment): 'active' | 'cancelled' | 'expired' =>
  a.status ?? (Number(a.cancle_status) !== 0 ? 'cancelled' : 'active');

export const isCancelled = (a: TListedAppointment) => Number(a.cancle_status) !== 0;

type VisitList = TGetAppointmentListResponse['data'];

/**
 * What a tab lists. Upcoming: the visits still to come, without the cancelled ones (an unpaid hold that ran out
 * stays, with its offer to book again). My booking: the cancelled visits that were still to come (latest first),
 * then the past ones as the server gives them (latest first).
 */
export function tabVisits(tab: 'my_booking' | 'upcoming', upcoming: VisitList, past?: VisitList): VisitList {
  const cancelled = (a: TListedAppointment) => visitState(a) === 'cancelled';
  if (tab === 'upcoming') return { ...upcoming, appointments: upcoming.appointments.filter((a) => !cancelled(a)) };
  return {
    appointments: [...upcoming.appointments.filter(cancelled).reverse(), ...(past?.appointments ?? [])],
    types: { ...upcoming.types, ...past?.types },
    branches: { ...upcoming.branches, ...past?.branches },
    doctors: { ...upcoming.doctors, ...past?.doctors },
  };
}
export const isPaid = (a: TListedAppointment) => Number(a.paid_status) !== 0;

export type PaymentBadge = 'paid' | 'unpaid' | 'refund_pending' | 'refunded' | 'refund_failed';
/** The payment line of a card: a refund (of a cancelled visit) first, else paid or due for an active one. */
export function paymentBadge(a: TListedAppointment): PaymentBadge | null {
  const money = a.payment_status;
  if (money === 'refund_pending' || money === 'refunded' || money === 'refund_failed') return money;
  if (isCancelled(a)) return null;
  if (isPaid(a)) return 'paid';
  return a.payment_due === 1 ? 'unpaid' : null;
}

/**
 * Edit and cancel only in the upcoming tab for active visits the patient may still change (not inside the clinic's
 * notice); edit only while unpaid.
 */
export function allowedActions(a: TListedAppointment, tab: 'my_booking' | 'upcoming') {
  const active = !isCancelled(a);
  const upcoming = tab === 'upcoming';
  const changeable = a.can_change !== 0;
  return {
    cancel: upcoming && active && changeable,
    edit: upcoming && active && changeable && !isPaid(a),
    /** Inside the clinic's notice: the card says to contact the clinic instead. */
    callClinic: upcoming && active && !changeable,
    pay: upcoming && active && !isPaid(a) && a.payment_due === 1,
    redeem: active,
  };
}

/** At most PAGE_BUTTONS numbered buttons, kept around the current page. */
export function pageWindow(current: number, totalPages: number, buttons = PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(buttons, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** What the QR code on a card says: enough for the front desk to find the visit, nothing about the patient. */
export function qrPayload(a: TListedAppointment, typeName: string, branchName: string): string {
  return JSON.stringify({
    // First, so a desk scanner that stops at the first characters it cannot type still reads it.
    ...(a.check_in_code ? { check_in: a.check_in_code } : {}),
    id: Number(a.id),
    type: typeName,
    date: a.date.slice(0, 10),
    time: `${formatTime(a.start_time)}-${formatTime(a.end_time)}`,
    branch: branchName,
  });
}

/** The other doctor the server offers when the visit's own is not free at the asked time; null: no such answer. */
export function doctorOfferOf(error: unknown): { doctorId: number; doctor: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'DOCTOR_CHANGE_NEEDED') return null;
  const doctorId = error.params?.doctor_id;
  return doctorId === undefined ? null : { doctorId, doctor: error.params?.doctor ?? '' };
}
