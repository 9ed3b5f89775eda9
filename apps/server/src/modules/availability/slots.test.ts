import { describe, expect, it } from 'vitest';
import { type DayInput, buildDay, daySlots, freeDoctors, intersect, normalize, subtract } from './slots';
import { ZonedDay } from '../../lib/zoned-time';

const at = (isoUtc: string) => Date.parse(isoUtc);
const available = (input: DayInput) =>
  daySlots(buildDay(input))
    .filter((s) => s.available)
    .map((s) => s.time);
const listed = (input: DayInput) => daySlots(buildDay(input)).map((s) => s.time);

// 2026-06-01 is a Monday; Jerusalem is UTC+3 in summer.
const base: DayInput = {
  zone: 'Asia/Jerusalem',
  date: '2026-06-01',
  open: [{ start: '09:00', end: '10:00' }],
  doctors: [{ id: 1, work: [{ start: '09:00', end: '10:00' }], blocks: [], busy: [] }],
  notBefore: 0,
  bookable: true,
};

describe('interval algebra', () => {
  it('merges, intersects and subtracts half-open ranges', () => {
    expect(
      normalize([
        { start: 5, end: 8 },
        { start: 1, end: 3 },
        { start: 3, end: 4 },
        { start: 6, end: 6 },
      ]),
    ).toEqual([
      { start: 1, end: 4 },
      { start: 5, end: 8 },
    ]);
    expect(
      intersect(
        [{ start: 0, end: 10 }],
        [
          { start: 2, end: 4 },
          { start: 8, end: 12 },
        ],
      ),
    ).toEqual([
      { start: 2, end: 4 },
      { start: 8, end: 10 },
    ]);
    expect(
      subtract(
        [
          { start: 0, end: 10 },
          { start: 20, end: 30 },
        ],
        [
          { start: 2, end: 4 },
          { start: 8, end: 22 },
          { start: 25, end: 26 },
        ],
      ),
    ).toEqual([
      { start: 0, end: 2 },
      { start: 4, end: 8 },
      { start: 22, end: 25 },
      { start: 26, end: 30 },
    ]);
    expect(subtract([{ start: 0, end: 10 }], [{ start: -5, end: 15 }])).toEqual([]);
  });
});

describe('daySlots', () => {
  it('lists every 5 minutes of the open hours, end exclusive', () => {
    const times = listed(base);
    expect(times).toHaveLength(12);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('09:55');
    expect(available(base)).toEqual(times);
  });

  it('needs a doctor who works then and the branch open', () => {
    const input: DayInput = {
      ...base,
      open: [{ start: '09:00', end: '09:30' }],
      doctors: [{ id: 1, work: [{ start: '09:15', end: '12:00' }], blocks: [], busy: [] }],
    };
    expect(listed(input)).toEqual(['09:00', '09:05', '09:10', '09:15', '09:20', '09:25']);
    expect(available(input)).toEqual(['09:15', '09:20', '09:25']);
    expect(available({ ...base, doctors: [] })).toEqual([]);
  });

  it('removes blocks and busy time (a busy slot of one doctor is still free with another)', () => {
    const busy = { start: at('2026-06-01T06:10:00Z'), end: at('2026-06-01T06:20:00Z') }; // 09:10-09:20
    const input: DayInput = {
      ...base,
      doctors: [
        { id: 1, work: [{ start: '09:00', end: '10:00' }], blocks: [{ start: '09:40', end: '10:00' }], busy: [busy] },
      ],
    };
    expect(available(input)).toEqual(['09:00', '09:05', '09:20', '09:25', '09:30', '09:35']);
    const two: DayInput = {
      ...input,
      doctors: [...input.doctors, { id: 2, work: [{ start: '09:00', end: '09:15' }], blocks: [], busy: [] }],
    };
    expect(available(two)).toEqual(['09:00', '09:05', '09:10', '09:20', '09:25', '09:30', '09:35']);
  });

  it("lets a visit start only where one doctor is free for all of it (two doctors' free slots side by side are not)", () => {
    // Doctor 1 is free 09:00-09:10, doctor 2 09:10-09:20: every slot to 09:20 is free, but a 10-minute visit can
    // start only at 09:00 or 09:10, and a 15-minute one nowhere.
    const input: DayInput = {
      ...base,
      doctors: [
        { id: 1, work: [{ start: '09:00', end: '09:10' }], blocks: [], busy: [] },
        { id: 2, work: [{ start: '09:10', end: '09:20' }], blocks: [], busy: [] },
      ],
    };
    const startsOf = (visitMinutes: number) =>
      daySlots(buildDay({ ...input, visitMinutes }))
        .filter((slot) => slot.startsVisit)
        .map((slot) => slot.time);
    expect(available(input)).toEqual(['09:00', '09:05', '09:10', '09:15']);
    expect(startsOf(5)).toEqual(['09:00', '09:05', '09:10', '09:15']);
    expect(startsOf(10)).toEqual(['09:00', '09:10']);
    expect(startsOf(15)).toEqual([]);
    // Past starts are not offered either.
    const later = daySlots(buildDay({ ...input, visitMinutes: 10, notBefore: at('2026-06-01T06:05:00Z') }));
    expect(later.filter((slot) => slot.startsVisit).map((slot) => slot.time)).toEqual(['09:10']);
  });

  it('names the doctor a visit of any doctor gets at each start: the least booked free one, the lowest id among equals', () => {
    // Doctor 2 has one visit (09:00-09:20), doctor 3 none; doctor 3 works from 09:30 only.
    const input: DayInput = {
      ...base,
      visitMinutes: 10,
      doctors: [
        {
          id: 2,
          work: [{ start: '09:00', end: '10:00' }],
          blocks: [],
          busy: [{ start: at('2026-06-01T06:00:00Z'), end: at('2026-06-01T06:20:00Z') }],
        },
        {
          id: 1,
          work: [{ start: '09:00', end: '10:00' }],
          blocks: [],
          busy: [{ start: at('2026-06-01T06:40:00Z'), end: at('2026-06-01T06:50:00Z') }],
        },
        { id: 3, work: [{ start: '09:30', end: '10:00' }], blocks: [], busy: [] },
      ],
    };
    const named = Object.fromEntries(
      daySlots(buildDay(input))
        .filter((slot) => slot.startsVisit)
        .map((slot) => [slot.time, slot.doctorId]),
    );
    // 09:00: only doctor 1 is free; 09:20: doctors 1 and 2 are equally booked, so 1; from 09:30 doctor 3 has none.
    expect(named['09:00']).toBe(1);
    expect(named['09:20']).toBe(1);
    expect(named['09:30']).toBe(3);
    // 09:40-09:50 doctor 1 is busy: 09:35 cannot be theirs, doctor 3 is still the least booked.
    expect(named['09:35']).toBe(3);
    expect(daySlots(buildDay(input)).find((slot) => !slot.startsVisit)?.doctorId).toBeUndefined();
  });

  it('marks past slots and days outside the window unavailable', () => {
    expect(available({ ...base, notBefore: at('2026-06-01T06:42:00Z') })).toEqual(['09:45', '09:50', '09:55']);
    expect(available({ ...base, bookable: false })).toEqual([]);
    expect(listed({ ...base, bookable: false })).toHaveLength(12);
  });

  it('aligns odd opening times to the 5-minute grid', () => {
    expect(listed({ ...base, open: [{ start: '09:03', end: '09:22' }] })).toEqual(['09:05', '09:10', '09:15']);
  });
});

describe('daylight-saving days', () => {
  const allNight = (zone: string, date: string): DayInput => ({
    zone,
    date,
    open: [{ start: '00:00', end: '05:00' }],
    doctors: [{ id: 1, work: [{ start: '00:00', end: '05:00' }], blocks: [], busy: [] }],
    notBefore: 0,
    bookable: true,
  });

  it.each([
    ['Asia/Jerusalem', '2026-03-27'],
    ['America/New_York', '2026-03-08'],
  ])('%s spring-forward (%s): the missing hour is not offered', (zone, date) => {
    const slots = daySlots(buildDay(allNight(zone, date)));
    expect(slots.map((s) => s.time)).not.toContain('02:00');
    expect(slots.filter((s) => s.time.startsWith('02:'))).toEqual([]);
    expect(slots).toHaveLength(60 - 12 + 0); // 5 wall hours, one of which does not exist
    expect(slots.every((s) => s.available)).toBe(true);
    const i = slots.findIndex((s) => s.time === '01:55');
    expect(slots[i + 1]!.time).toBe('03:00');
    expect(slots[i + 1]!.start - slots[i]!.start).toBe(5 * 60_000);
  });

  it.each([
    ['Asia/Jerusalem', '2026-10-25'],
    ['America/New_York', '2026-11-01'],
  ])('%s fall-back (%s): each wall time is offered once, busy time is read in real time', (zone, date) => {
    const day = new ZonedDay(zone, date);
    const first0130 = day.instantOf(90)!;
    // A visit during the second 01:30-01:45 (after the change) leaves the first 01:30 free.
    const secondPass = { start: first0130 + 3_600_000, end: first0130 + 3_600_000 + 15 * 60_000 };
    const input = allNight(zone, date);
    input.doctors[0]!.busy = [secondPass];
    const slots = daySlots(buildDay(input));
    expect(slots.map((s) => s.time)).toHaveLength(60);
    expect(new Set(slots.map((s) => s.time)).size).toBe(60);
    expect(slots.find((s) => s.time === '01:30')!.available).toBe(true);
    // The first 01:30 is busy when the visit is booked then.
    input.doctors[0]!.busy = [{ start: first0130, end: first0130 + 5 * 60_000 }];
    expect(daySlots(buildDay(input)).find((s) => s.time === '01:30')!.available).toBe(false);
    // Open 00:00-05:00 is six hours of real time, all bookable for one long visit.
    const model = buildDay(allNight(zone, date));
    expect(freeDoctors(model, day.instantOf(0)!, day.instantOf(0)! + 6 * 3_600_000)).toEqual([1]);
  });
});

describe('freeDoctors', () => {
  it('answers doctors free for the whole range only, across touching work ranges', () => {
    const input: DayInput = {
      ...base,
      open: [{ start: '08:00', end: '12:00' }],
      doctors: [
        {
          id: 1,
          work: [
            { start: '08:00', end: '09:00' },
            { start: '09:00', end: '10:00' },
          ],
          blocks: [],
          busy: [],
        },
        {
          id: 2,
          work: [{ start: '08:00', end: '12:00' }],
          blocks: [],
          busy: [{ start: at('2026-06-01T05:50:00Z'), end: at('2026-06-01T06:05:00Z') }],
        },
      ],
    };
    const model = buildDay(input);
    expect(freeDoctors(model, at('2026-06-01T05:45:00Z'), at('2026-06-01T06:15:00Z'))).toEqual([1]);
    expect(freeDoctors(model, at('2026-06-01T06:45:00Z'), at('2026-06-01T07:15:00Z'))).toEqual([2]);
    expect(freeDoctors(model, at('2026-06-01T08:55:00Z'), at('2026-06-01T09:05:00Z'))).toEqual([]);
    expect(
      freeDoctors(
        { ...model, notBefore: at('2026-06-01T07:00:00Z') },
        at('2026-06-01T06:45:00Z'),
        at('2026-06-01T07:15:00Z'),
      ),
    ).toEqual([]);
  });
});
