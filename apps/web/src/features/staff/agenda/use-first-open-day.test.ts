import { describe, expect, it } from 'vitest';
import { nextOpenDay } from './use-first-open-day';

const hours = [{ start: '09:00', end: '17:00' }];

describe('nextOpenDay', () => {
  it('is none when the branch opens today', () => {
    expect(nextOpenDay({ '2026-12-05': hours, '2026-12-06': hours }, '2026-12-05')).toBeNull();
  });

  it('is the first later day with hours when today is closed, whatever the order of the answer', () => {
    const opening = { '2026-12-08': hours, '2026-12-05': [], '2026-12-07': hours, '2026-12-06': [] };
    expect(nextOpenDay(opening, '2026-12-05')).toBe('2026-12-07');
  });

  it('is none when the whole week is closed', () => {
    expect(nextOpenDay({ '2026-12-05': [], '2026-12-06': [] }, '2026-12-05')).toBeNull();
  });
});
