import { describe, expect, it } from 'vitest';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import { newOnlineVisits } from './online-bookings';

const visit = (id: number, overrides: Partial<TAgendaVisit> = {}): TAgendaVisit => ({
  id,
  doctor_id: 1,
  doctor_name: 'Dr. Levi',
  patient_id: id,
  patient_name: `Patient ${id}`,
  patient_phone: '972501234567',
  family_member_name: null,
  treatment_id: 1,
  treatment: 'Check',
  date: '2026-11-27',
  start_time: '09:00',
  end_time: '09:15',
  status: 'booked',
  paid: false,
  confirmed: false,
  cancel_reason: null,
  has_notes: false,
  price_minor: 0,
  ...overrides,
});

describe('newOnlineVisits', () => {
  it('finds the online bookings the last read did not have; never staff bookings or ones already seen', () => {
    const seenOnline = visit(1, { booked_online: true });
    const newOnline = visit(2, { booked_online: true });
    const newByStaff = visit(3);
    const newCancelled = visit(4, { booked_online: true, status: 'cancelled' });
    expect(newOnlineVisits(new Set([1]), [seenOnline, newOnline, newByStaff, newCancelled])).toEqual([newOnline]);
  });

  it('finds nothing when nothing is new', () => {
    expect(newOnlineVisits(new Set([1, 2]), [visit(1, { booked_online: true }), visit(2)])).toEqual([]);
  });
});
