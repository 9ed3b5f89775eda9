import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryOfClinic, dayInZone, firstDayOfWeek, weekOrder } from './clinic-week';

describe('the first day of the week', () => {
  const saved = Object.fromEntries(
    ['getWeekInfo', 'weekInfo'].map((k) => [k, Object.getOwnPropertyDescriptor(Intl.Locale.prototype, k)]),
  );
  afterEach(() => {
    for (const [key, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(Intl.Locale.prototype, key, descriptor);
      else delete (Intl.Locale.prototype as unknown as Record<string, unknown>)[key];
    }
  });

  it("follows the clinic's country: Sunday in Israel and the US, Monday in Britain", () => {
    expect(firstDayOfWeek('IL')).toBe(0);
    expect(firstDayOfWeek('US')).toBe(0);
    expect(firstDayOfWeek('GB')).toBe(1);
    expect(firstDayOfWeek(undefined)).toBe(1);
  });

  it("takes the browser's week data when it has it, and a list of countries when it has none", () => {
    const weekInfo = vi.fn<() => { firstDay: number } | undefined>(() => ({ firstDay: 7 }));
    // Browsers name it getWeekInfo() (newer) or weekInfo (older); the test answers both.
    Object.defineProperty(Intl.Locale.prototype, 'getWeekInfo', { value: weekInfo, configurable: true });
    Object.defineProperty(Intl.Locale.prototype, 'weekInfo', { get: weekInfo, configurable: true });
    expect(firstDayOfWeek('FR')).toBe(0);
    weekInfo.mockReturnValue(undefined);
    expect(firstDayOfWeek('IL')).toBe(0);
    expect(firstDayOfWeek('EG')).toBe(6);
    expect(firstDayOfWeek('FR')).toBe(1);
  });

  it("reads the clinic's country from its template, else from its time zone", () => {
    expect(countryOfClinic({ country: 'GB', time_zone: 'Asia/Jerusalem' })).toBe('GB');
    expect(countryOfClinic({ time_zone: 'Asia/Jerusalem' })).toBe('IL');
    expect(countryOfClinic(undefined)).toBeUndefined();
  });

  it('draws the week from its first day', () => {
    expect(weekOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });
});

describe("the clinic's today", () => {
  it("is the day in the clinic's time zone, not the browser's", () => {
    // Saturday 23:30 in New York is already Sunday in Jerusalem.
    const moment = new Date('2026-11-29T04:30:00Z');
    expect(dayInZone('America/New_York', moment)).toBe(6);
    expect(dayInZone('Asia/Jerusalem', moment)).toBe(0);
  });
});
