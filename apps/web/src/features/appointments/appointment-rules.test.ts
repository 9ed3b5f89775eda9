import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { TListedAppointment } from '@clinic/contract/appointments/appointments';
import {
  allowedActions,
  doctorOfferOf,
  freeStartTimes,
  formatTime,
  pageWindow,
  paymentBadge,
  qrPayload,
  tabVisits,
  visitState,
} from './appointment-rules';

const appointment = (overrides: Partial<TListedAppointment> = {}): TListedAppointment => ({
  id: 7,
  appointments_type_id: 1,
  date: '2026-11-23',
  start_time: '09:00',
  end_time: '09:30',
  branch: 38,
  cancle_status: 0,
  paid_status: 0,
  ...overrides,
});

describe('formatting', () => {
  it('shows times as HH:MM', () => {
    expect(formatTime('9:5')).toBe('09:05');
    expect(formatTime('14:30:00')).toBe('14:30');
  });
});

describe('edit rules', () => {
  it("offers the starts whose whole visit fits in free slots, the visit's own slots counting as free", () => {
    const slot = (time: string, available: boolean) => ({ time, available });
    const day = [
      slot('09:00', true),
      slot('09:05', true),
      slot('09:10', false),
      slot('09:15', true),
      slot('09:20', true),
      slot('09:25', true),
      slot('10:00', true),
      slot('10:05', true),
    ];
    const visit = { date: '2026-11-23', start: '09:10:00', end: '09:20:00' };
    // Another day: 09:10 is someone else's, and 09:25-10:00 is not a run.
    expect(freeStartTimes(day, visit, '2026-11-24')).toEqual(['09:00', '09:15', '09:20', '10:00']);
    // Its own day: its own 09:10-09:20 is free to it.
    expect(freeStartTimes(day, visit, '2026-11-23')).toEqual(['09:00', '09:05', '09:10', '09:15', '09:20', '10:00']);
    // Free slots of two doctors side by side: the server says no 10-minute visit starts at 09:15 (another day),
    // though 09:15 and 09:20 are free.
    const split = day.map((s) => ({ ...s, starts_visit: s.time !== '09:15' }));
    expect(freeStartTimes(split, visit, '2026-11-24')).toEqual(['09:00', '09:20', '10:00']);
  });

  it('reads an expired hold apart from a cancel, and an older backend by cancle_status', () => {
    expect(visitState(appointment({ status: 'expired', cancle_status: 1 }))).toBe('expired');
    expect(visitState(appointment({ cancle_status: 1 }))).toBe('cancelled');
    expect(visitState(appointment())).toBe('active');
  });

  it('offers edit and cancel only in the upcoming tab for active visits, edit only while unpaid', () => {
    expect(allowedActions(appointment(), 'upcoming')).toMatchObject({ cancel: true, edit: true });
    expect(allowedActions(appointment(), 'my_booking')).toMatchObject({ cancel: false, edit: false });
    expect(allowedActions(appointment({ paid_status: 1 }), 'upcoming')).toMatchObject({ cancel: true, edit: false });
    expect(allowedActions(appointment({ cancle_status: 1 }), 'upcoming')).toMatchObject({
      cancel: false,
      edit: false,
      redeem: false,
    });
    expect(allowedActions(appointment({ payment_due: 1 }), 'upcoming').pay).toBe(true);
    // Inside the clinic's notice: no cancel or edit on the site, the card says to contact the clinic.
    expect(allowedActions(appointment({ can_change: 0 }), 'upcoming')).toMatchObject({
      cancel: false,
      edit: false,
      callClinic: true,
    });
    expect(allowedActions(appointment({ can_change: 1 }), 'upcoming')).toMatchObject({
      cancel: true,
      callClinic: false,
    });
    expect(allowedActions(appointment({ payment_due: 1, paid_status: 1 }), 'upcoming').pay).toBe(false);
  });
});

describe('payment badge', () => {
  it('says paid or due for active visits, and what became of the money of cancelled ones', () => {
    expect(paymentBadge(appointment())).toBeNull();
    expect(paymentBadge(appointment({ payment_due: 1 }))).toBe('unpaid');
    expect(paymentBadge(appointment({ paid_status: 1, payment_status: 'paid' }))).toBe('paid');
    // A legacy backend that does not send payment_status.
    expect(paymentBadge(appointment({ paid_status: 1 }))).toBe('paid');
    expect(paymentBadge(appointment({ paid_status: 1, cancle_status: 1 }))).toBeNull();
    for (const money of ['refund_pending', 'refunded', 'refund_failed'] as const) {
      expect(paymentBadge(appointment({ paid_status: 1, cancle_status: 1, payment_status: money }))).toBe(money);
    }
  });
});

describe('pagination', () => {
  it('shows at most 3 numbered buttons around the current page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 7)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([3, 4, 5]);
    expect(pageWindow(7, 7)).toEqual([5, 6, 7]);
  });
});

it('the QR code carries id, type, date, time and branch only', () => {
  expect(JSON.parse(qrPayload(appointment(), 'Checkup', 'Dizengoff'))).toEqual({
    id: 7,
    type: 'Checkup',
    date: '2026-11-23',
    time: '09:00-09:30',
    branch: 'Dizengoff',
  });
});

it("the QR code of an active visit starts with its check-in code, which the desk's scanner reads first", () => {
  const code = 'CI1-3-7-abcdefghijklmnopqrstuv';
  const text = qrPayload({ ...appointment(), check_in_code: code }, 'Checkup', 'Dizengoff');
  expect(text.startsWith(`{"check_in":"${code}"`)).toBe(true);
  expect(JSON.parse(text)).toMatchObject({ check_in: code, id: 7 });
});

describe('which tab lists a visit', () => {
  const list = (...appointments: TListedAppointment[]) => ({
    appointments,
    types: { '1': { name: 'Check-up' } },
    branches: { '38': { branch_name: 'Dizengoff' } },
  });
  const active = appointment({ id: 1, date: '2026-12-01' });
  const cancelledSoon = appointment({ id: 2, date: '2026-12-02', cancle_status: 1, status: 'cancelled' });
  const cancelledLater = appointment({ id: 3, date: '2026-12-09', cancle_status: 1, status: 'cancelled' });
  const expired = appointment({ id: 4, date: '2026-12-10', cancle_status: 1, status: 'expired' });
  const past = appointment({ id: 5, date: '2026-11-01' });
  const upcoming = list(active, cancelledSoon, cancelledLater, expired);

  it('upcoming leaves out the cancelled visits; an expired hold stays, with its offer to book again', () => {
    expect(tabVisits('upcoming', upcoming).appointments.map((a) => a.id)).toEqual([1, 4]);
  });

  it('my booking lists the cancelled visits still to come, latest first, then the past ones', () => {
    const shown = tabVisits('my_booking', upcoming, {
      ...list(past),
      types: { '2': { name: 'Cleaning' } },
      branches: {},
    });
    expect(shown.appointments.map((a) => a.id)).toEqual([3, 2, 5]);
    expect(Object.keys(shown.types)).toEqual(['1', '2']);
    expect(shown.branches['38']?.branch_name).toBe('Dizengoff');
  });
});

describe('doctorOfferOf', () => {
  it("reads the doctor the server offers when the visit's own is busy, and nothing from other failures", () => {
    const asked = new ApiError('busy', 409, 'DOCTOR_CHANGE_NEEDED', { doctor_id: 2, doctor: 'Avi Cohen' });
    expect(doctorOfferOf(asked)).toEqual({ doctorId: 2, doctor: 'Avi Cohen' });
    expect(doctorOfferOf(new ApiError('taken', 409, 'SLOT_TAKEN'))).toBeNull();
    expect(doctorOfferOf(new ApiError('busy', 409, 'DOCTOR_CHANGE_NEEDED'))).toBeNull();
    expect(doctorOfferOf(new Error('network'))).toBeNull();
  });
});
