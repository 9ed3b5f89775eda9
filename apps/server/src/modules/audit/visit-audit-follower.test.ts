import { describe, expect, it } from 'vitest';
import type { Attendance, VisitState } from '../../db/column-types';
import type { VisitEvent } from '../appointments/visit-event.types';
import { visitActionOf, visitRecordsOf } from './visit-audit-follower';

const event = (values: Partial<VisitEvent>): VisitEvent => ({
  id: 70,
  tenantId: 1,
  appointmentId: 9,
  sequence: 3,
  kind: 'moved',
  fromState: 'booked',
  toState: 'booked',
  actor: 'staff:4',
  at: new Date('2026-12-08T07:00:00Z'),
  ...values,
});

const facts = {
  detail: null as unknown,
  customerId: 16,
  doctorId: 2,
  branchId: 38,
  treatmentId: 11,
  startsAt: new Date('2026-12-08T10:00:00Z'),
  endsAt: new Date('2026-12-08T10:30:00Z'),
  status: 'active' as VisitState,
  attendance: null as Attendance | null,
  cancelReason: null as string | null,
  overbook: false,
  staffName: 'Rina',
  lastEntry: null as unknown,
};

describe('visitActionOf', () => {
  it('names a member’s changes of a visit as the audit log’s actions', () => {
    expect(visitActionOf(event({ kind: 'booked', fromState: null }), false)).toBe('visit.booked');
    expect(visitActionOf(event({ kind: 'booked', fromState: null }), true)).toBe('visit.overbooked');
    expect(visitActionOf(event({ kind: 'moved' }), false)).toBe('visit.moved');
    expect(visitActionOf(event({ kind: 'moved' }), true)).toBe('visit.moved_overbooked');
    expect(visitActionOf(event({ kind: 'cancelled' }), false)).toBe('visit.cancelled');
    expect(visitActionOf(event({ kind: 'no_show' }), false)).toBe('visit.no_show');
    expect(visitActionOf(event({ kind: 'attendance_cleared' }), false)).toBe('visit.mark_undone');
  });

  it('leaves out what another entry tells (a payment’s marks) and what is no staff action', () => {
    expect(visitActionOf(event({ kind: 'paid' }), false)).toBeUndefined();
    expect(visitActionOf(event({ kind: 'confirmed' }), false)).toBeUndefined();
  });
});

describe('visitRecordsOf', () => {
  it('keeps a move’s places from its event, as instants, with the states before and after', () => {
    const moved = {
      ...facts,
      detail: {
        from: { starts_at: '2026-12-08T09:00:00+02:00', ends_at: '2026-12-08T09:30:00+02:00', doctor_id: 1 },
        to: { starts_at: '2026-12-08T12:00:00+02:00', ends_at: '2026-12-08T12:30:00+02:00', doctor_id: 2 },
      },
      lastEntry: { event_id: 60, sequence: 2, overbook: true },
    };
    const { before, after } = visitRecordsOf(event({}), moved);
    expect(before).toEqual({
      customer_id: 16,
      doctor_id: 1,
      branch_id: 38,
      treatment_id: 11,
      starts_at: '2026-12-08T07:00:00.000Z',
      ends_at: '2026-12-08T07:30:00.000Z',
      status: 'active',
      attendance: null,
      cancel_reason: null,
      overbook: true,
      state: 'booked',
    });
    expect(after).toMatchObject({
      doctor_id: 2,
      starts_at: '2026-12-08T10:00:00.000Z',
      overbook: false,
      state: 'booked',
      event_id: 70,
      sequence: 3,
    });
  });

  it('writes a visit’s making with no before, and a cancel with its reason and the states as columns', () => {
    expect(visitRecordsOf(event({ kind: 'booked', fromState: null, sequence: 1 }), facts).before).toBeNull();
    const cancelled = { ...facts, status: 'cancelled' as const, cancelReason: 'Patient is abroad' };
    const { before, after } = visitRecordsOf(
      event({ kind: 'cancelled', fromState: 'arrived', toState: 'cancelled' }),
      cancelled,
    );
    expect(before).toMatchObject({ status: 'active', attendance: 'arrived', cancel_reason: null });
    expect(after).toMatchObject({ status: 'cancelled', attendance: null, cancel_reason: 'Patient is abroad' });
  });
});
