import { describe, expect, it } from 'vitest';
import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import type { TAgendaBlock, TAgendaHeld } from '@clinic/contract/staff/staff-agenda';
import { freeCells, notBeforeOn, refusalAt } from './free-time';

const DATE = '2026-12-07';
const UNTIL = '2026-12-07T08:15:00.000Z';
const hours = { [DATE]: [{ start: '09:00', end: '12:00' }] };
const visit = (id: number, doctor_id: number, start_time: string, end_time: string, status = 'booked') =>
  ({ id, doctor_id, date: DATE, start_time, end_time, status }) as TDeskVisit;
const agenda: TDeskAgenda = {
  dates: [DATE],
  currency: 'ILS',
  treatments: [],
  opening: { [DATE]: [{ start: '08:00', end: '16:00' }] },
  doctors: [
    { id: 1, name: 'Dr One', hours },
    { id: 2, name: 'Dr Two', hours: { [DATE]: [{ start: '08:00', end: '16:00' }] } },
  ] as TDeskAgenda['doctors'],
  visits: [
    visit(10, 1, '09:30', '10:00'),
    visit(11, 1, '10:30', '10:45', 'cancelled'),
    visit(12, 1, '11:00', '11:15', 'awaiting_payment'),
  ],
  blocks: [{ id: 5, doctor_id: 2, date: DATE, start_time: '13:00', end_time: '14:00', reason: 'x' } as TAgendaBlock],
  held: [
    // A waitlist offer holds Dr Two's 11:00-11:30 (no visit there); Dr One's unpaid visit 12 holds its own time.
    { doctor_id: 2, date: DATE, start_time: '11:00', end_time: '11:30', reason: 'waitlist_offer', until: UNTIL },
    {
      doctor_id: 1,
      date: DATE,
      start_time: '11:00',
      end_time: '11:15',
      reason: 'unpaid_hold',
      until: UNTIL,
      visit_id: 12,
    },
  ] satisfies TAgendaHeld[],
};

describe('what the grid says of a time before a click or a drop', () => {
  it('refuses a busy, blocked, closed, off or past time, and takes a free one', () => {
    expect(refusalAt(agenda, DATE, { doctorId: 1, start: 585, end: 600 })).toBe('busy'); // 09:45
    expect(refusalAt(agenda, DATE, { doctorId: 2, start: 585, end: 600 })).toBeNull();
    expect(refusalAt(agenda, DATE, { doctorId: 2, start: 790, end: 800 })).toBe('blocked'); // 13:10
    expect(refusalAt(agenda, DATE, { doctorId: 2, start: 955, end: 965 })).toBe('closed'); // past 16:00
    expect(refusalAt(agenda, DATE, { doctorId: 1, start: 720, end: 730 })).toBe('off'); // Dr One stops at 12:00
    expect(refusalAt(agenda, DATE, { doctorId: 2, start: 600, end: 610 }, { notBefore: 601 })).toBe('past');
  });

  it("lets a moved visit take its own time, and a cancelled visit's", () => {
    expect(refusalAt(agenda, DATE, { doctorId: 1, start: 570, end: 600 }, { ignoreVisit: 10 })).toBeNull();
    expect(refusalAt(agenda, DATE, { doctorId: 1, start: 630, end: 645 })).toBeNull();
  });

  it('takes held time for taken: a waitlist offer, and an unpaid visit unless it is the one moved', () => {
    expect(refusalAt(agenda, DATE, { doctorId: 2, start: 660, end: 675 })).toBe('held'); // 11:00
    expect(refusalAt(agenda, DATE, { doctorId: 2, start: 645, end: 665 })).toBe('held'); // 10:45-11:05
    expect(refusalAt(agenda, DATE, { doctorId: 2, start: 645, end: 660 })).toBeNull(); // ends as the hold starts
    expect(refusalAt(agenda, DATE, { doctorId: 2, start: 690, end: 705 })).toBeNull(); // 11:30, after it
    expect(refusalAt(agenda, DATE, { doctorId: 1, start: 660, end: 675 })).toBe('held');
    // Another visit dropped on either hold is refused; the unpaid visit itself may move within its own time.
    expect(refusalAt(agenda, DATE, { doctorId: 2, start: 660, end: 690 }, { ignoreVisit: 10 })).toBe('held');
    expect(refusalAt(agenda, DATE, { doctorId: 1, start: 665, end: 680 }, { ignoreVisit: 12 })).toBeNull();
    expect(refusalAt(agenda, DATE, { doctorId: 2, start: 660, end: 675 }, { ignoreVisit: 12 })).toBe('held');
  });

  it('offers no free row in held time, to click or to walk with the keyboard', () => {
    const cells = freeCells(agenda, DATE, { start: 630, end: 720 }, { step: 5, doctorIds: [1, 2] });
    const startsOf = (doctorId: number) => cells.filter((c) => c.doctorId === doctorId).map((c) => c.start);
    // Dr Two: 10:30-11:00 and 11:30-12:00, never 11:00-11:25.
    expect(startsOf(2)).toEqual([630, 635, 640, 645, 650, 655, 690, 695, 700, 705, 710, 715]);
    expect(startsOf(1).filter((start) => start >= 660 && start < 675)).toEqual([]);
  });

  it("lists each doctor's free rows, doctor by doctor", () => {
    const cells = freeCells(agenda, DATE, { start: 540, end: 600 }, { step: 5, doctorIds: [1, 2], notBefore: 545 });
    expect(cells.filter((c) => c.doctorId === 1).map((c) => c.start)).toEqual([545, 550, 555, 560, 565]);
    expect(cells.filter((c) => c.doctorId === 2)).toHaveLength(11);
    expect(cells.findIndex((c) => c.doctorId === 2)).toBe(5);
  });

  it('says what of a day is still to come', () => {
    const clock = { date: DATE, minutes: 600 };
    expect(notBeforeOn(DATE, clock)).toBe(600);
    expect(notBeforeOn('2026-12-08', clock)).toBeUndefined();
    expect(notBeforeOn('2026-12-06', clock)).toBe(Infinity);
  });
});
