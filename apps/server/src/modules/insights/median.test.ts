import { describe, expect, it } from 'vitest';
import { medianOfHistogram } from './insights.repository';

describe('medianOfHistogram', () => {
  it('is the middle value of an odd count, the mean of the two middle ones of an even count', () => {
    expect(
      medianOfHistogram([
        { value: 1, count: 2 },
        { value: 3, count: 1 },
      ]),
    ).toBe(1);
    expect(
      medianOfHistogram([
        { value: 1, count: 2 },
        { value: 3, count: 2 },
      ]),
    ).toBe(2);
    expect(
      medianOfHistogram([
        { value: 0.5, count: 1 },
        { value: 7, count: 5 },
        { value: 9, count: 1 },
      ]),
    ).toBe(7);
  });

  it('is null without values', () => {
    expect(medianOfHistogram([])).toBeNull();
  });
});
