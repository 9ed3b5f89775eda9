import { describe, expect, it } from 'vitest';
import { ZonedDay, addDays, wallOf, weekdayOf } from './zoned-time';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('ZonedDay', () => {
  it('converts an ordinary day by a fixed offset', () => {
    const day = new ZonedDay('Asia/Jerusalem', '2026-06-01');
    expect(iso(day.instantOf(9 * 60))).toBe('2026-06-01T06:00:00.000Z');
    expect(iso(day.instantOf(24 * 60))).toBe('2026-06-01T21:00:00.000Z');
  });

  it.each([
    // zone, spring-forward date, first missing wall minute, last existing before, first after (UTC)
    ['Asia/Jerusalem', '2026-03-27', '2026-03-26T23:55:00.000Z', '2026-03-27T00:00:00.000Z'],
    ['America/New_York', '2026-03-08', '2026-03-08T06:55:00.000Z', '2026-03-08T07:00:00.000Z'],
  ])('in %s on %s the hour 02:00-02:59 does not exist', (zone, date, before, after) => {
    const day = new ZonedDay(zone, date);
    expect(iso(day.instantOf(1 * 60 + 55))).toBe(before);
    for (let m = 120; m < 180; m += 5) expect(day.instantOf(m)).toBeNull();
    expect(iso(day.instantOf(180))).toBe(after);
    // A range boundary in the gap means where the clock resumes.
    expect(iso(day.boundaryOf(150))).toBe(new Date(Date.parse(after) + 30 * 60_000).toISOString());
    // The day is 23 hours long.
    expect(day.instantOf(1440)! - day.instantOf(0)!).toBe(23 * 3_600_000);
  });

  it.each([
    ['Asia/Jerusalem', '2026-10-25', '2026-10-24T22:30:00.000Z', '2026-10-25T00:00:00.000Z'],
    ['America/New_York', '2026-11-01', '2026-11-01T05:30:00.000Z', '2026-11-01T07:00:00.000Z'],
  ])('in %s on %s a repeated wall time means its first occurrence', (zone, date, first130, at0200) => {
    const day = new ZonedDay(zone, date);
    expect(iso(day.instantOf(90))).toBe(first130);
    expect(iso(day.instantOf(120))).toBe(at0200);
    expect(day.instantOf(1440)! - day.instantOf(0)!).toBe(25 * 3_600_000);
  });
});

describe('calendar helpers', () => {
  it('reads wall time, weekdays and adds days across month ends', () => {
    expect(wallOf('Asia/Jerusalem', Date.parse('2026-03-26T23:59:00Z'))).toEqual({ date: '2026-03-27', time: '01:59' });
    expect(wallOf('Asia/Jerusalem', Date.parse('2026-03-27T00:00:00Z'))).toEqual({ date: '2026-03-27', time: '03:00' });
    expect(weekdayOf('2026-03-27')).toBe(5);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', 30)).toBe('2026-03-31');
  });
});
