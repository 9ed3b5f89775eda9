import { describe, expect, it } from 'vitest';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import { gridVisitOf } from './agenda';

const visit = (overrides: Partial<TAgendaVisit> = {}): TAgendaVisit => ({
  id: 7,
  doctor_id: 1,
  doctor_name: 'Dana Levi',
  patient_id: 3,
  patient_name: 'Ruth Shalev',
  patient_phone: '+972501234567',
  family_member_name: null,
  treatment_id: 11,
  treatment: 'Cleaning',
  date: '2026-12-07',
  start_time: '09:00',
  end_time: '09:30',
  status: 'booked',
  paid: false,
  confirmed: false,
  cancel_reason: null,
  has_notes: false,
  price_minor: 10_000,
  ...overrides,
});

describe('gridVisitOf', () => {
  it('keeps what the grid shows and leaves out usual values and details', () => {
    expect(gridVisitOf(visit(), 30, undefined)).toEqual({
      id: 7,
      patient_name: 'Ruth Shalev',
      treatment_id: 11,
      start_time: '09:00',
    });
    // A single day's answer writes the phone as the clinic does: national at home, international from abroad.
    expect(gridVisitOf(visit(), 30, 'IL')).toMatchObject({ patient_phone: '050-123-4567' });
    expect(gridVisitOf(visit(), 30, 'GB')).toMatchObject({ patient_phone: '+972 50-123-4567' });
  });

  it('says an end, a status and each mark that is not the usual one', () => {
    const marked = visit({
      end_time: '09:45',
      status: 'arrived',
      family_member_name: 'Noa',
      confirmed: true,
      has_notes: true,
      series_id: 4,
      booked_online: true,
      overbook: true,
      note: 'Bring the X-ray',
      arrived_at: '2026-12-07T06:55:00.000Z',
    });
    expect(gridVisitOf(marked, 30, undefined)).toEqual({
      id: 7,
      patient_name: 'Ruth Shalev',
      family_member_name: 'Noa',
      treatment_id: 11,
      start_time: '09:00',
      end_time: '09:45',
      status: 'arrived',
      confirmed: true,
      series_id: 4,
      has_notes: true,
      arrived_at: '2026-12-07T06:55:00.000Z',
      booked_online: true,
      overbook: true,
      note: 'Bring the X-ray',
    });
  });

  it('says who cancelled a visit, when known', () => {
    const cancelled = visit({ status: 'cancelled', cancelled_by: 'patient' });
    expect(gridVisitOf(cancelled, 30, undefined)).toMatchObject({ status: 'cancelled', cancelled_by: 'patient' });
  });

  it('counts the money a visit kept: its price, a part refund or deposit kept, nothing once all is given back', () => {
    expect(gridVisitOf(visit({ status: 'paid', paid: true }), 30, undefined).taken_minor).toBe(10_000);
    expect(gridVisitOf(visit({ paid: true, refund: 'part', kept_minor: 6_000 }), 30, undefined).taken_minor).toBe(
      6_000,
    );
    expect(gridVisitOf(visit({ paid: true, kept_minor: 2_500 }), 30, undefined).taken_minor).toBe(2_500);
    expect(gridVisitOf(visit({ paid: false, refund: 'all', kept_minor: 0 }), 30, undefined)).not.toHaveProperty(
      'taken_minor',
    );
    expect(gridVisitOf(visit(), 30, undefined)).not.toHaveProperty('taken_minor');
  });

  it('says the end of a visit running to midnight and one the clocks changed', () => {
    expect(gridVisitOf(visit({ start_time: '23:30', end_time: '24:00' }), 30, undefined)).not.toHaveProperty(
      'end_time',
    );
    expect(gridVisitOf(visit({ start_time: '01:30', end_time: '01:00' }), 30, undefined).end_time).toBe('01:00');
  });
});
