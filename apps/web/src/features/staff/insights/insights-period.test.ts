import { describe, expect, it } from 'vitest';
import { daysOf, monthOf, periodFor, rangeProblem, weekOf } from './insights-period';

describe("the insights screen's periods", () => {
  it("takes the clinic's week that holds today, from the clinic's first day", () => {
    // Wednesday 2 December 2026.
    expect(weekOf('2026-12-02', 0)).toEqual({ from: '2026-11-29', to: '2026-12-05' });
    expect(weekOf('2026-12-02', 1)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(weekOf('2026-12-02', 6)).toEqual({ from: '2026-11-28', to: '2026-12-04' });
    // Today is the week's first day, and its last.
    expect(weekOf('2026-11-29', 0)).toEqual({ from: '2026-11-29', to: '2026-12-05' });
    expect(weekOf('2026-12-05', 0)).toEqual({ from: '2026-11-29', to: '2026-12-05' });
  });

  it('takes the calendar month that holds today, leap years included', () => {
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2027-02-01')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('counts both ends of a period', () => {
    expect(daysOf({ from: '2026-12-01', to: '2026-12-01' })).toBe(1);
    expect(daysOf({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
  });

  it('refuses dates of my own that are missing, reversed, or longer than a year', () => {
    expect(rangeProblem({ from: '', to: '2026-12-01' })).toBe('missing');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('missing');
    expect(rangeProblem({ from: '2026-12-02', to: '2026-12-01' })).toBe('order');
    expect(rangeProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('tooLong');
  });

  it('shows the chosen period, and none while my own dates make none', () => {
    const custom = { from: '2026-10-05', to: '2026-10-20' };
    expect(periodFor('week', '2026-12-02', 1, custom)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(periodFor('month', '2026-12-02', 1, custom)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodFor('custom', '2026-12-02', 1, custom)).toEqual(custom);
    expect(periodFor('custom', '2026-12-02', 1, { from: '2026-10-20', to: '2026-10-05' })).toBeNull();
  });
});
