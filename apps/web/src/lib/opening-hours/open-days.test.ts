import { describe, expect, it } from 'vitest';
import type { TScheduleEntry } from '@clinic/contract/catalog/entities';
import { weeklyHours } from './format-hours';
import { hoursLines, openDays } from './open-days';

const day = (day_name: TScheduleEntry['day_name'], start_time = '08:00', end_time = '20:00') => ({
  day_name,
  start_time,
  end_time,
});
const dizengoff = [
  ...(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'] as const).map((d) => day(d)),
  day('Friday', '08:00', '13:00'),
];

describe('openDays', () => {
  it('says an Israeli branch opens Sunday to Friday, in the language of the page', () => {
    expect(openDays(dizengoff, 'en-GB', 0)).toEqual({ kind: 'range', from: 'Sunday', to: 'Friday' });
    expect(openDays(dizengoff, 'he-IL', 0)).toEqual({ kind: 'range', from: 'יום ראשון', to: 'יום שישי' });
  });

  it('lists days that do not follow each other in the week', () => {
    const days = [day('Monday'), day('Wednesday'), day('Friday')];
    expect(openDays(days, 'en-GB', 1)).toEqual({ kind: 'list', days: 'Monday, Wednesday and Friday' });
    // Sunday and Monday follow each other only when the week starts on Sunday; two days are always listed.
    expect(openDays([day('Sunday'), day('Monday')], 'en-GB', 0)).toEqual({ kind: 'list', days: 'Sunday and Monday' });
    const weekend = [day('Friday'), day('Saturday'), day('Sunday')];
    expect(openDays(weekend, 'en-GB', 1)).toEqual({ kind: 'range', from: 'Friday', to: 'Sunday' });
    expect(openDays(weekend, 'en-GB', 0)).toEqual({ kind: 'list', days: 'Sunday, Friday and Saturday' });
  });

  it('says every day, or nothing when the hours are not known', () => {
    const all = (['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const).map((d) =>
      day(d),
    );
    expect(openDays(all, 'en-GB', 0)).toEqual({ kind: 'everyDay' });
    expect(openDays([], 'en-GB', 0)).toBeNull();
  });
});

describe('hoursLines', () => {
  it('folds days with the same hours into one line, closed days too', () => {
    expect(hoursLines(weeklyHours(dizengoff, 'en-GB', 0), 'en-GB')).toEqual([
      { days: 'Sun – Thu', hours: '08:00 - 20:00', closed: false, indexes: [0, 1, 2, 3, 4] },
      { days: 'Fri', hours: '08:00 - 13:00', closed: false, indexes: [5] },
      { days: 'Sat', hours: '-', closed: true, indexes: [6] },
    ]);
  });

  it('starts from the week of the clinic, and writes the days in Hebrew', () => {
    const lines = hoursLines(weeklyHours([day('Monday'), day('Tuesday')], 'he-IL', 1), 'he-IL');
    expect(lines.map((l) => l.days)).toEqual(['יום ב׳ – יום ג׳', 'יום ד׳ – יום א׳']);
  });
});
