import { describe, expect, it } from 'vitest';
import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import type { TAgendaBlock } from '@clinic/contract/staff/staff-agenda';
import { closedParts, dayFrame, laneStyle, rowsOf, visitLanes } from './agenda-layout';

const DATE = '2026-12-07';
const agendaWith = (parts: Partial<TDeskAgenda>): TDeskAgenda => ({
  dates: [DATE],
  currency: 'ILS',
  opening: {},
  doctors: [],
  treatments: [],
  visits: [],
  blocks: [],
  held: [],
  ...parts,
});
const visitAt = (start_time: string, end_time: string, date = DATE) => ({ date, start_time, end_time }) as TDeskVisit;
const blockAt = (start_time: string, end_time: string) => ({ date: DATE, start_time, end_time }) as TAgendaBlock;

describe('the day frame', () => {
  it('is 08:00 to 18:00 on a day with no hours, visits or blocks', () => {
    expect(dayFrame(agendaWith({}), DATE)).toEqual({ start: 480, end: 1080 });
  });

  it('is the opening hours widened to whole hours', () => {
    const agenda = agendaWith({ opening: { [DATE]: [{ start: '08:30', end: '16:45' }] } });
    expect(dayFrame(agenda, DATE)).toEqual({ start: 480, end: 1020 });
  });

  it('widens to a visit or a block outside the hours, on that date only', () => {
    const agenda = agendaWith({
      opening: { [DATE]: [{ start: '09:00', end: '17:00' }] },
      visits: [visitAt('07:10', '07:30'), visitAt('05:00', '05:30', '2026-12-08')],
      blocks: [blockAt('18:00', '19:20')],
    });
    expect(dayFrame(agenda, DATE)).toEqual({ start: 420, end: 1200 });
  });

  it('never runs past midnight', () => {
    const agenda = agendaWith({ opening: { [DATE]: [{ start: '20:00', end: '24:00' }] } });
    expect(dayFrame(agenda, DATE)).toEqual({ start: 1200, end: 1440 });
  });
});

describe('grid rows', () => {
  const frame = { start: 480, end: 600 };

  it('gives one row per 5 minutes after the header row', () => {
    expect(rowsOf(frame, '08:00', '08:30')).toEqual({ gridRowStart: 2, gridRowEnd: 8 });
    expect(rowsOf(frame, '09:00', '09:05')).toEqual({ gridRowStart: 14, gridRowEnd: 15 });
  });

  it('cuts a range to the frame and keeps at least one row', () => {
    expect(rowsOf(frame, '07:00', '08:10')).toEqual({ gridRowStart: 2, gridRowEnd: 4 });
    expect(rowsOf(frame, '09:50', '11:00')).toEqual({ gridRowStart: 24, gridRowEnd: 26 });
    expect(rowsOf(frame, '08:20', '08:20')).toEqual({ gridRowStart: 6, gridRowEnd: 7 });
  });
});

describe('closed parts', () => {
  const frame = { start: 480, end: 1080 };

  it('shades the whole frame on a closed day', () => {
    expect(closedParts(frame, [])).toEqual([{ start: 480, end: 1080 }]);
  });

  it('shades before, between and after the opening ranges, in any order', () => {
    const opening = [
      { start: '14:00', end: '17:00' },
      { start: '09:00', end: '13:00' },
    ];
    expect(closedParts(frame, opening)).toEqual([
      { start: 480, end: 540 },
      { start: 780, end: 840 },
      { start: 1020, end: 1080 },
    ]);
  });

  it('shades nothing when the hours fill the frame', () => {
    expect(closedParts(frame, [{ start: '08:00', end: '18:00' }])).toEqual([]);
  });
});

describe('lanes of overlapping visits', () => {
  const visit = (id: number, start_time: string, end_time: string, status: TDeskVisit['status'] = 'booked') =>
    ({ id, date: DATE, start_time, end_time, status }) as TDeskVisit;

  it('gives visits that do not overlap the whole column', () => {
    const lanes = visitLanes([visit(1, '09:00', '09:30'), visit(2, '09:30', '10:00')]);
    expect(lanes.get(1)).toEqual({ lane: 0, lanes: 1 });
    expect(lanes.get(2)).toEqual({ lane: 0, lanes: 1 });
  });

  it('lays an overbook beside the visit it was squeezed into, and a third overlap in a third lane', () => {
    const lanes = visitLanes([visit(1, '10:00', '10:30'), visit(2, '10:00', '10:30'), visit(3, '10:15', '10:45')]);
    expect([lanes.get(1), lanes.get(2), lanes.get(3)]).toEqual([
      { lane: 0, lanes: 3 },
      { lane: 1, lanes: 3 },
      { lane: 2, lanes: 3 },
    ]);
  });

  it('reuses a lane freed inside a chain of overlaps, and starts afresh after it', () => {
    const lanes = visitLanes([
      visit(1, '09:00', '10:00'),
      visit(2, '09:00', '09:30'),
      visit(3, '09:30', '10:00'),
      visit(4, '10:00', '10:30'),
    ]);
    expect(lanes.get(3)).toEqual({ lane: 1, lanes: 2 });
    expect(lanes.get(4)).toEqual({ lane: 0, lanes: 1 });
  });

  it('leaves cancelled visits out of the lanes', () => {
    const lanes = visitLanes([visit(1, '09:00', '09:30'), visit(2, '09:00', '09:30', 'cancelled')]);
    expect(lanes.get(1)).toEqual({ lane: 0, lanes: 1 });
    expect(lanes.has(2)).toBe(false);
  });

  it('places a lane by logical sides, and the whole column alone', () => {
    expect(laneStyle({ lane: 0, lanes: 1 })).toEqual({});
    expect(laneStyle({ lane: 1, lanes: 2 })).toMatchObject({
      width: 'calc(100% / 2 - 0.25rem)',
      marginInlineStart: 'calc(100% * 1 / 2 + 0.125rem)',
    });
  });
});
