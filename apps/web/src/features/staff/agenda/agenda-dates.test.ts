import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, longDate, minutesOf, shortDate, timeOf } from './agenda-dates';

describe('agenda dates', () => {
  it('counts days across month, year and leap-day ends without time zones', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 7)).toBe('2026-04-05');
  });

  it('takes only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-12-07')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('7.12.2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('turns wall times into minutes and back', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:05')).toBe(545);
    expect(minutesOf('24:00')).toBe(1440);
    expect(timeOf(545)).toBe('09:05');
    expect(timeOf(0)).toBe('00:00');
  });

  it('writes dates for people in the page language, the same day in every time zone', () => {
    expect(longDate('2026-12-07', 'en')).toContain('Monday');
    expect(longDate('2026-12-07', 'en')).toContain('2026');
    expect(shortDate('2026-12-07', 'en')).toContain('7');
    expect(shortDate('2026-12-07', 'he')).not.toBe(shortDate('2026-12-07', 'en'));
  });
});
