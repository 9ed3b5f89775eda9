import { describe, expect, it } from 'vitest';
import type { TScheduleEntry } from '@clinic/contract/catalog/entities';
import { dayLabel, padTime, weeklyHours } from './format-hours';

const entry = (day_name: TScheduleEntry['day_name'], start_time: string, end_time: string) => ({
  day_name,
  start_time,
  end_time,
});

describe('weeklyHours', () => {
  it('lists Sunday to Saturday with "-" for closed days', () => {
    const week = weeklyHours([entry('Monday', '08:00', '20:00')], 'en');
    expect(week.map((d) => d.day)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(week.map((d) => d.hours)).toEqual(['-', '08:00 - 20:00', '-', '-', '-', '-', '-']);
    expect(week[0]!.closed).toBe(true);
  });

  it('joins several ranges of a day in time order', () => {
    const week = weeklyHours([entry('Sunday', '15:00', '19:00'), entry('Sunday', '08:00', '13:00')], 'en');
    expect(week[0]!.hours).toBe('08:00 - 13:00, 15:00 - 19:00');
  });

  it('zero-pads times to 5 characters', () => {
    expect(padTime('8:00')).toBe('08:00');
    expect(padTime('08:00:00')).toBe('08:00');
    expect(padTime('9:5')).toBe('09:05');
    expect(weeklyHours([entry('Friday', '8:30', '13:00')], 'en')[5]!.hours).toBe('08:30 - 13:00');
  });

  it("starts the week on the clinic's first day (Monday in Britain) and keeps each day's number", () => {
    const week = weeklyHours([entry('Monday', '08:00', '20:00')], 'en', 1);
    expect(week.map((d) => d.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week[0]).toMatchObject({ index: 1, hours: '08:00 - 20:00' });
    expect(week[6]).toMatchObject({ index: 0, closed: true });
  });

  it('names the days in the page language', () => {
    expect(dayLabel(0, 'en')).toBe('Sunday');
    expect(dayLabel(6, 'en')).toBe('Saturday');
    expect(dayLabel(0, 'he')).toBe('יום ראשון');
    expect(weeklyHours([], 'he')[6]!.label).toBe('יום שבת');
  });
});
