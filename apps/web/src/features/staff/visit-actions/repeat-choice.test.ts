import { describe, expect, it } from 'vitest';
import { EVERY_WEEKS_CHOICES, NO_REPEAT, seriesEndOf } from './repeat-choice';

describe('the repeat choice of the booking dialog', () => {
  it('offers every 1 to 4 weeks', () => {
    expect(EVERY_WEEKS_CHOICES).toEqual([1, 2, 3, 4]);
  });

  it('sends the count or the last date, never both', () => {
    expect(seriesEndOf({ ...NO_REPEAT, on: true, count: 8 })).toEqual({ count: 8 });
    expect(seriesEndOf({ ...NO_REPEAT, on: true, ends: 'until', until: '2027-02-02' })).toEqual({
      until: '2027-02-02',
    });
  });
});
