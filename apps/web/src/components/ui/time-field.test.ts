import { describe, expect, it } from 'vitest';
import { timeOf, wallTimeOf } from './time-field';

describe('the time field’s wall times', () => {
  it('reads HH:MM and writes it back, 24:00 as midnight', () => {
    expect(timeOf('14:30')).toMatchObject({ hour: 14, minute: 30 });
    expect(wallTimeOf(timeOf('14:30'))).toBe('14:30');
    expect(wallTimeOf(timeOf('08:05'))).toBe('08:05');
    expect(timeOf('24:00')).toMatchObject({ hour: 0, minute: 0 });
  });

  it('writes midnight as 24:00 only where a range ends', () => {
    expect(wallTimeOf({ hour: 0, minute: 0 }, true)).toBe('24:00');
    expect(wallTimeOf({ hour: 0, minute: 0 })).toBe('00:00');
    expect(wallTimeOf({ hour: 23, minute: 55 }, true)).toBe('23:55');
  });

  it('has no time for what is not one, and answers nothing while the field is not whole', () => {
    for (const value of ['', '7:30', '24:30', '12:60', 'noon']) expect(timeOf(value)).toBeNull();
    expect(wallTimeOf(null)).toBe('');
  });
});
