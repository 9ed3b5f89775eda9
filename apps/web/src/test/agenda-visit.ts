import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';

/** A visit as the staff agenda lists it: a booked, unpaid check-up on 27 November 2026, 09:00–09:15. */
export const agendaVisit = (overrides: Partial<TDeskVisit> = {}): TDeskVisit => ({
  id: 1,
  doctor_id: 1,
  doctor_name: 'Dr. Levi',
  patient_name: 'Dana',
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
  ...overrides,
});
