import { describe, expect, it } from 'vitest';
import type { TDeskAgenda } from '@clinic/contract/staff/agenda-visits';
import { agendaVisit } from '../../../../test/agenda-visit';
import { myDayHours, myDayItems } from './my-day-items';

const DATE = '2026-11-27';
const agenda = (parts: Partial<TDeskAgenda>): TDeskAgenda => ({
  dates: [DATE],
  opening: { [DATE]: [{ start: '08:00', end: '20:00' }] },
  doctors: [],
  treatments: [],
  visits: [],
  blocks: [],
  held: [],
  currency: 'ILS',
  ...parts,
});

describe("a doctor's day across branches", () => {
  const north = {
    branch: { id: 1, name: 'North' },
    agenda: agenda({
      doctors: [{ id: 7, name: 'Dr. Levi', hours: { [DATE]: [{ start: '08:00', end: '12:00' }] } }],
      visits: [
        agendaVisit({ id: 1, doctor_id: 7, start_time: '09:00' }),
        agendaVisit({ id: 2, doctor_id: 7, start_time: '08:30', status: 'cancelled' }),
        agendaVisit({ id: 3, doctor_id: 7, start_time: '10:00', date: '2026-11-28' }),
      ],
      blocks: [{ id: 5, doctor_id: null, date: DATE, start_time: '11:00', end_time: '11:30', reason: 'Meeting' }],
    }),
  };
  const south = {
    branch: { id: 2, name: 'South' },
    agenda: agenda({
      doctors: [{ id: 7, name: 'Dr. Levi', hours: { [DATE]: [{ start: '14:00', end: '18:00' }] } }],
      visits: [
        agendaVisit({ id: 4, doctor_id: 7, start_time: '14:15' }),
        agendaVisit({ id: 6, doctor_id: 7, start_time: '08:30' }),
      ],
      blocks: [{ id: 8, doctor_id: 9, date: DATE, start_time: '15:00', end_time: '16:00', reason: 'Not mine' }],
    }),
  };

  it("lists both branches' visits and blocks in time order, each with its branch", () => {
    const items = myDayItems([north, south], DATE, 7);
    expect(items.map((item) => [item.kind, item.start, item.branchName])).toEqual([
      ['visit', '08:30', 'South'],
      ['visit', '08:30', 'North'],
      ['visit', '09:00', 'North'],
      ['block', '11:00', 'North'],
      ['visit', '14:15', 'South'],
    ]);
    // The cancelled visit comes after the active one at the same time.
    expect(items[1]).toMatchObject({ kind: 'visit', visit: { id: 2, status: 'cancelled' } });
  });

  it('names each branch with the hours worked there that day', () => {
    const closed = { branch: { id: 3, name: 'East' }, agenda: agenda({}) };
    expect(myDayHours([north, closed, south], DATE, 7)).toEqual([
      { branch: north.branch, hours: [{ start: '08:00', end: '12:00' }] },
      { branch: south.branch, hours: [{ start: '14:00', end: '18:00' }] },
    ]);
  });
});
