import { describe, expect, it } from 'vitest';
import { refundIdempotencyKey, retryDelayMs } from './refunds.service';

describe('refund retries', () => {
  it('wait longer after each failure, the last past the day a provider keeps an idempotent answer', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 9].map((n) => retryDelayMs(n) / 60_000);
    expect(minutes).toEqual([1, 5, 30, 120, 1500, 1500, 1500]);
    expect(retryDelayMs(5)).toBeGreaterThan(24 * 3_600_000);
  });

  it('send one idempotency key per payment', () => {
    expect(refundIdempotencyKey({ tenantId: 3, id: 41 })).toBe('clinic-refund-3-41');
  });
});
