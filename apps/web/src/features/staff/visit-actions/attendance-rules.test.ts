import { describe, expect, it } from 'vitest';
import { minutesOf } from '@clinic/contract/core/wall-time';
import { markWaits } from './attendance-rules';

const visit = { date: '2026-12-16', start_time: '10:30' };
const at = (date: string, time: string) => ({ date, minutes: minutesOf(time) });

describe('markWaits', () => {
  it('a visit on a later day: arrived waits for its day, completed and no-show for its start', () => {
    expect(markWaits(visit, at('2026-12-15', '23:59'))).toEqual({
      arrived: 'day',
      completed: 'start',
      no_show: 'start',
      none: 'dayOver',
    });
  });

  it('earlier on its day: arrived may be marked, completed and no-show wait for the start', () => {
    expect(markWaits(visit, at('2026-12-16', '10:29'))).toEqual({
      arrived: null,
      completed: 'start',
      no_show: 'start',
      none: null,
    });
  });

  it('from its start minute on, every mark may be made', () => {
    const all = { arrived: null, completed: null, no_show: null, none: null };
    expect(markWaits(visit, at('2026-12-16', '10:30'))).toEqual(all);
    expect(markWaits(visit, at('2026-12-16', '18:00'))).toEqual(all);
  });

  it('after its day, marks may be made but no longer undone', () => {
    expect(markWaits(visit, at('2026-12-17', '08:00'))).toEqual({
      arrived: null,
      completed: null,
      no_show: null,
      none: 'dayOver',
    });
  });

  it('an unpaid hold: arrived, completed and no-show wait for its payment, on its day and after its start too', () => {
    const unpaid = { ...visit, status: 'awaiting_payment' };
    const waiting = { arrived: 'payment', completed: 'payment', no_show: 'payment' };
    expect(markWaits(unpaid, at('2026-12-16', '10:30'))).toEqual({ ...waiting, none: null });
    expect(markWaits(unpaid, at('2026-12-15', '09:00'))).toEqual({ ...waiting, none: 'dayOver' });
    expect(markWaits({ ...visit, status: 'paid' }, at('2026-12-16', '10:30')).arrived).toBeNull();
  });
});
