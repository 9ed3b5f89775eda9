import { describe, expect, it } from 'vitest';
import { agendaVisit } from '../../../../test/agenda-visit';
import { foldedDays } from './folded-days';

const week = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const hours = (dates: string[]) => Object.fromEntries(dates.map((date) => [date, [{ start: '08:00', end: '15:00' }]]));

describe('foldedDays', () => {
  it('folds the days no doctor works at the branch', () => {
    const doctors = [
      { id: 1, name: 'A', hours: hours(week.slice(0, 4)) },
      { id: 2, name: 'B', hours: hours(week.slice(3, 5)) },
    ];
    expect(foldedDays({ dates: week, doctors, visits: [] })).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('keeps a closed day that has a visit on it', () => {
    const doctors = [{ id: 1, name: 'A', hours: hours(week.slice(0, 5)) }];
    const visits = [agendaVisit({ date: '2026-11-28', doctor_id: 1 })];
    expect(foldedDays({ dates: week, doctors, visits })).toEqual(['2026-11-27']);
  });

  it('folds nothing when someone works every day, and every day when nobody does', () => {
    expect(foldedDays({ dates: week, doctors: [{ id: 1, name: 'A', hours: hours(week) }], visits: [] })).toEqual([]);
    expect(foldedDays({ dates: week, doctors: [{ id: 1, name: 'A', hours: {} }], visits: [] })).toEqual(week);
  });
});
