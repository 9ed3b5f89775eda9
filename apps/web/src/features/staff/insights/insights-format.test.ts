import { describe, expect, it } from 'vitest';
import { formatChange, formatMoney, formatNumber, formatPeriod, formatRate, weekdayName } from './insights-format';
import { hoursOf, weekdayRows } from './insights-rows';

// Intl may put narrow or non-breaking spaces and direction marks in; the tests read the visible characters.
const plain = (text: string | null) => text?.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ');

describe("the insights screen's figures as people read them", () => {
  it('writes shares as percentages, and no share as a dash', () => {
    expect(formatRate(0.25, 'en')).toBe('25%');
    expect(formatRate(0.1234, 'en')).toBe('12.3%');
    expect(plain(formatRate(0.5, 'he'))).toBe('50%');
    expect(formatRate(null, 'en')).toBe('—');
  });

  it("writes money in the clinic's currency, cents only when there are some", () => {
    expect(formatMoney(1250, 'GBP', 'en')).toBe('£1,250');
    expect(formatMoney(12.5, 'GBP', 'en')).toBe('£12.50');
    expect(plain(formatMoney(1250, 'ILS', 'he'))).toMatch(/^1,250 ₪$|^₪ ?1,250$/);
  });

  it('writes counts and days to a tenth, Arabic with Western digits', () => {
    expect(formatNumber(2.25, 'en')).toBe('2.3');
    expect(formatNumber(1234, 'ar')).toBe('1,234');
    expect(formatNumber(null, 'ru')).toBe('—');
  });

  it("writes a period in the page language's way", () => {
    expect(plain(formatPeriod({ from: '2026-12-01', to: '2026-12-07' }, 'en'))).toMatch(/^1 ?– ?7 Dec 2026$/);
    expect(plain(formatPeriod({ from: '2026-12-01', to: '2026-12-01' }, 'en'))).toBe('1 Dec 2026');
    expect(formatPeriod({ from: '2026-11-29', to: '2026-12-05' }, 'he')).toContain('2026');
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(6, 'he')).toBe('יום שבת');
  });

  it('gives a change with its sign, rates in points, and none when nothing moved', () => {
    expect(formatChange(12, 9, 'en')).toBe('+3');
    expect(plain(formatChange(9, 12, 'en'))).toBe('-3');
    expect(formatChange(0.3, 0.25, 'en', true)).toBe('+5');
    expect(formatChange(4, 4, 'en')).toBeNull();
    expect(formatChange(null, 4, 'en')).toBeNull();
  });

  it("lists all seven days in the clinic's week order, a quiet day as zeros", () => {
    const rows = weekdayRows([{ weekday: 2, visits: 4, no_shows: 1 }], 1);
    expect(rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(rows[1]).toEqual({ weekday: 2, visits: 4, no_shows: 1 });
    expect(rows[0]).toEqual({ weekday: 1, visits: 0, no_shows: 0 });
    expect(hoursOf(90)).toBe(1.5);
  });
});
