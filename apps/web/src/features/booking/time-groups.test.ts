import { describe, expect, it } from 'vitest';
import { dayPartOf, groupTimes } from './time-groups';

const slot = (time: string) => ({ time, available: true });

describe('groupTimes', () => {
  it('groups the times into morning, afternoon and evening', () => {
    const day = [slot('11:55'), slot('12:00'), slot('16:55'), slot('17:00'), slot('19:30')];
    expect(groupTimes(day)).toEqual([
      { part: 'morning', slots: [slot('11:55')] },
      { part: 'afternoon', slots: [slot('12:00'), slot('16:55')] },
      { part: 'evening', slots: [slot('17:00'), slot('19:30')] },
    ]);
  });

  it('shows no empty part of the day, and puts the first time first', () => {
    expect(groupTimes([slot('18:00'), slot('17:30')])).toEqual([
      { part: 'evening', slots: [slot('17:30'), slot('18:00')] },
    ]);
  });

  it('names the part of the day of a time', () => {
    expect(['00:00', '11:59', '12:00', '16:59', '17:00', '23:55'].map(dayPartOf)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});
