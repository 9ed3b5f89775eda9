import { describe, expect, it } from 'vitest';
import { dayStateOf } from './day-state';
import { type DayInput, buildDay } from './slots';

const at = (isoUtc: string) => Date.parse(isoUtc);
// Monday 2026-06-01 in Jerusalem (UTC+3): the branch and its one doctor work 09:00-10:00.
const base: DayInput = {
  zone: 'Asia/Jerusalem',
  date: '2026-06-01',
  open: [{ start: '09:00', end: '10:00' }],
  doctors: [{ id: 1, work: [{ start: '09:00', end: '10:00' }], blocks: [], busy: [] }],
  notBefore: 0,
  bookable: true,
  visitMinutes: 60,
};
const stateOf = (input: Partial<DayInput>) => dayStateOf(buildDay({ ...base, ...input }));
// 09:10-09:20 booked.
const visit = { start: at('2026-06-01T06:10:00Z'), end: at('2026-06-01T06:20:00Z') };

describe('dayStateOf', () => {
  it('is free when the whole visit can start somewhere', () => {
    expect(stateOf({})).toBe('free');
  });

  it('is full when free slots remain but none can hold the visit', () => {
    expect(stateOf({ doctors: [{ ...base.doctors[0]!, busy: [visit] }] })).toBe('full');
    // The same free time holds a shorter visit.
    expect(stateOf({ doctors: [{ ...base.doctors[0]!, busy: [visit] }], visitMinutes: 30 })).toBe('free');
    // Two doctors' free halves side by side are no visit.
    expect(
      stateOf({
        doctors: [
          { id: 1, work: [{ start: '09:00', end: '09:30' }], blocks: [], busy: [] },
          { id: 2, work: [{ start: '09:30', end: '10:00' }], blocks: [], busy: [] },
        ],
      }),
    ).toBe('full');
  });

  it('is full when its times are past or outside the booking window', () => {
    expect(stateOf({ notBefore: at('2026-06-01T06:05:00Z') })).toBe('full');
    expect(stateOf({ bookable: false })).toBe('full');
  });

  it('is closed when the branch does not open, nobody works, or staff blocked all of it', () => {
    expect(stateOf({ open: [] })).toBe('closed');
    expect(stateOf({ doctors: [] })).toBe('closed');
    expect(stateOf({ doctors: [{ ...base.doctors[0]!, work: [{ start: '12:00', end: '13:00' }] }] })).toBe('closed');
    expect(stateOf({ doctors: [{ ...base.doctors[0]!, blocks: [{ start: '08:00', end: '11:00' }] }] })).toBe('closed');
    // A closure (staff's block of the branch) is busy time that is a block too.
    const closure = { start: at('2026-05-31T21:00:00Z'), end: at('2026-06-01T21:00:00Z') };
    expect(stateOf({ doctors: [{ ...base.doctors[0]!, busy: [closure], blocked: [closure] }] })).toBe('closed');
    // Blocked in part and booked in the rest: full, not closed.
    const morning = { start: at('2026-06-01T06:00:00Z'), end: at('2026-06-01T06:30:00Z') };
    const rest = { start: at('2026-06-01T06:30:00Z'), end: at('2026-06-01T07:00:00Z') };
    expect(stateOf({ doctors: [{ ...base.doctors[0]!, busy: [morning, rest], blocked: [morning] }] })).toBe('full');
  });
});
