import { describe, expect, it } from 'vitest';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { agendaVisit } from '../../../../test/agenda-visit';
import { newOnlineVisits } from './online-bookings';

const visit = (id: number, overrides: Partial<TDeskVisit> = {}) =>
  agendaVisit({ id, patient_name: `Patient ${id}`, ...overrides });

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
