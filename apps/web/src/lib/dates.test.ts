import { describe, expect, it } from 'vitest';
import { longDate, shortDate } from './dates';

describe('the two dates a patient is shown', () => {
  it('writes the long date in each language, weekday and year included', () => {
    expect(longDate('2026-12-06', 'en')).toBe('Sunday, 6 December 2026');
    expect(longDate('2026-12-06', 'he')).toBe('יום ראשון, 6 בדצמבר 2026');
    expect(longDate('2026-12-06', 'ru')).toMatch(/^воскресенье, 6 декабря 2026/);
    // Arabic with Western digits, as the rest of the site.
    expect(longDate('2026-12-06', 'ar')).toMatch(/^الأحد، 6 ديسمبر 2026/);
  });

  it('keeps the clinic’s calendar date in any browser time zone, and reads only the date of a timestamp', () => {
    expect(longDate('2026-12-06T23:30:00+14:00', 'en')).toBe('Sunday, 6 December 2026');
  });

  it('writes the short date as dd.mm.yyyy in every language', () => {
    expect(shortDate('2026-12-06')).toBe('06.12.2026');
    expect(shortDate('2027-01-31T00:00:00Z')).toBe('31.01.2027');
  });

  it('leaves what is not a date as it is', () => {
    expect(longDate('soon', 'en')).toBe('soon');
    expect(shortDate('soon')).toBe('soon');
  });
});
