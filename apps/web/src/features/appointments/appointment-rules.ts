import type { TListedAppointment } from '@clinic/contract/appointments';

export const PAGE_SIZE = 3;
export const PAGE_BUTTONS = 3;

/** "2026-11-23" → "23.11.2026" */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return y && m && d ? `${d}.${m}.${y}` : isoDate;
}

/** "9:5" or "09:05:00" → "09:05" */
export function formatTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
}

/** Times offered when moving a visit: 06:30 to 24:00 in 5-minute steps. */
export function editTimeOptions(): string[] {
  const options: string[] = [];
  for (let minutes = 6 * 60 + 30; minutes <= 24 * 60; minutes += 5) {
    options.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return options;
}

const toMinutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

export const addMinutes = (time: string, minutes: number) => {
  const total = Math.min(toMinutes(time) + minutes, 24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

export const durationMinutes = (start: string, end: string) =>
  toMinutes(formatTime(end)) - toMinutes(formatTime(start));

export type EditError = 'missing' | 'order' | null;

/** The edit dialog's rules: all three fields, and the end after the start. */
export function validateEdit(input: { date: string; startTime: string; endTime: string }): EditError {
  if (!input.date || !input.startTime || !input.endTime) return 'missing';
  if (toMinutes(input.endTime) <= toMinutes(input.startTime)) return 'order';
  return null;
}

export const isCancelled = (a: TListedAppointment) => Number(a.cancle_status) !== 0;
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
    id: Number(a.id),
    type: typeName,
    date: a.date.slice(0, 10),
    time: `${formatTime(a.start_time)}-${formatTime(a.end_time)}`,
    branch: branchName,
  });
}
