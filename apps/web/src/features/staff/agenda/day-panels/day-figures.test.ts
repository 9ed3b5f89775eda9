import { describe, expect, it } from 'vitest';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { agendaVisit } from '../../../../test/agenda-visit';
import { dayTotals, waitingPatients } from './day-figures';

const DATE = '2026-11-27';
let nextId = 1;
const visit = (overrides: Partial<TDeskVisit>) => agendaVisit({ id: nextId++, date: DATE, ...overrides });

describe('dayTotals', () => {
  it('counts each status of the day and the money paid visits not cancelled kept', () => {
    const visits = [
      visit({ status: 'booked' }),
      visit({ status: 'paid', paid: true, taken_minor: 12_050 }),
      visit({ status: 'arrived' }),
      visit({ status: 'arrived', paid: true, taken_minor: 5_000 }),
      visit({ status: 'completed', paid: true, taken_minor: 20_000 }),
      visit({ status: 'no_show' }),
      visit({ status: 'cancelled', paid: true, taken_minor: 30_000 }),
      visit({ status: 'completed', date: '2026-11-28', paid: true, taken_minor: 10_000 }),
      // Its money all given back: nothing taken.
      visit({ status: 'completed', refund: 'all' }),
      // 40.00 of 100.00 given back: 60.00 kept.
      visit({ status: 'completed', paid: true, refund: 'part', taken_minor: 6_000 }),
      // A deposit taken, not the whole price.
      visit({ status: 'paid', paid: true, taken_minor: 10_000 }),
    ];
    expect(dayTotals(visits, DATE)).toEqual({
      booked: 9,
      waiting: 2,
      completed: 3,
      noShow: 1,
      cancelled: 1,
      takenMinor: 37_050 + 6_000 + 10_000,
    });
  });

  it('is all zeros on an empty day', () => {
    expect(dayTotals([], DATE)).toEqual({
      booked: 0,
      waiting: 0,
      completed: 0,
      noShow: 0,
      cancelled: 0,
      takenMinor: 0,
    });
  });
});

describe('waitingPatients', () => {
  const now = Date.parse('2026-11-27T09:30:30Z');
  it('lists arrived visits of the day, longest waiting first, with whole minutes since arrival', () => {
    const early = visit({ status: 'arrived', start_time: '09:10', arrived_at: '2026-11-27T09:05:00Z' });
    const late = visit({ status: 'arrived', start_time: '09:00', arrived_at: '2026-11-27T09:29:00Z' });
    const done = visit({ status: 'completed', arrived_at: null });
    const tomorrow = visit({ status: 'arrived', date: '2026-11-28', arrived_at: '2026-11-27T09:00:00Z' });
    expect(waitingPatients([late, done, early, tomorrow], DATE, now)).toEqual([
      { visit: early, minutes: 25 },
      { visit: late, minutes: 1 },
    ]);
  });

  it('counts 0 minutes without an arrival time or with one a moment ahead of this clock', () => {
    const unknown = visit({ status: 'arrived', start_time: '09:00' });
    const ahead = visit({ status: 'arrived', start_time: '09:05', arrived_at: '2026-11-27T09:31:00Z' });
    expect(waitingPatients([ahead, unknown], DATE, now).map((w) => w.minutes)).toEqual([0, 0]);
  });
});
