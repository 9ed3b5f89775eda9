import { describe, expect, it } from 'vitest';
import { seriesDates } from './series-dates';

describe('seriesDates', () => {
  it('steps whole weeks of the calendar from the first date', () => {
    expect(seriesDates({ firstDate: '2026-03-17', everyWeeks: 1, count: 3 }, 26)).toEqual([
      '2026-03-17',
      '2026-03-24',
      '2026-03-31',
    ]);
  });

  it('skips weeks and crosses months and years', () => {
    expect(seriesDates({ firstDate: '2026-12-15', everyWeeks: 3, count: 3 }, 26)).toEqual([
      '2026-12-15',
      '2027-01-05',
      '2027-01-26',
    ]);
  });

  it('ends on the last date that is not after until', () => {
    expect(seriesDates({ firstDate: '2026-05-05', everyWeeks: 2, until: '2026-06-02' }, 26)).toEqual([
      '2026-05-05',
      '2026-05-19',
      '2026-06-02',
    ]);
    expect(seriesDates({ firstDate: '2026-05-05', everyWeeks: 2, until: '2026-06-01' }, 26)).toHaveLength(2);
  });

  it('never holds more than the most a series may', () => {
    expect(seriesDates({ firstDate: '2026-01-06', everyWeeks: 1, until: '2027-12-31' }, 26)).toHaveLength(26);
  });
});
