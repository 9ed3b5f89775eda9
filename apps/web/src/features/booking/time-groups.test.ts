import { describe, expect, it } from 'vitest';
import { dayPartOf, groupTimes } from './time-groups';

const slot = (time: string, available = true) => ({ time, available });

describe('groupTimes', () => {
  it('groups the free times into morning, afternoon and evening, and leaves out the taken ones', () => {
    const day = [
      slot('08:00', false),
      slot('08:05', false),
      slot('11:55'),
      slot('12:00'),
      slot('13:00', false),
      slot('16:55'),
      slot('17:00'),
      slot('19:30'),
    ];
    expect(groupTimes(day)).toEqual({
      groups: [
        { part: 'morning', slots: [slot('11:55')] },
        { part: 'afternoon', slots: [slot('12:00'), slot('16:55')] },
        { part: 'evening', slots: [slot('17:00'), slot('19:30')] },
      ],
      hidden: 3,
    });
  });

  it('shows no empty part of the day, and puts the first free time first', () => {
    const { groups } = groupTimes([slot('18:00'), slot('09:00', false), slot('17:30')]);
    expect(groups).toEqual([{ part: 'evening', slots: [slot('17:30'), slot('18:00')] }]);
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
