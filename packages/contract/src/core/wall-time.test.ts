import { describe, expect, it } from 'vitest';
import { minutesOf, plusMinutes, timeOf } from './wall-time';

describe('wall time', () => {
  it('counts minutes since midnight, whatever the padding or seconds', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:05')).toBe(545);
    expect(minutesOf('9:5')).toBe(545);
    expect(minutesOf('09:05:30')).toBe(545);
    expect(minutesOf('24:00')).toBe(1440);
  });

  it('writes minutes as HH:MM', () => {
    expect(timeOf(0)).toBe('00:00');
    expect(timeOf(545)).toBe('09:05');
    expect(timeOf(1440)).toBe('24:00');
  });

  it('adds minutes to a time, stopping at the end of the day', () => {
    expect(plusMinutes('09:55', 10)).toBe('10:05');
    expect(plusMinutes('23:50', 15)).toBe('24:00');
    expect(plusMinutes('10:00', 0)).toBe('10:00');
  });
});
