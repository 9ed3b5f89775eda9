import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, retryDelaySeconds } from './webhook-schedule';

describe('webhook retry schedule', () => {
  it('retries the first failure within a minute and backs off to every four hours', () => {
    expect(retryDelaySeconds(1)).toBe(30);
    const delays = Array.from({ length: 12 }, (_, i) => retryDelaySeconds(i + 1));
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(retryDelaySeconds(50)).toBe(4 * 3600);
  });

  it('fits about a dozen tries into the 24 hours', () => {
    let elapsed = 0;
    let tries = 1;
    while (elapsed + retryDelaySeconds(tries) * 1000 < GIVE_UP_AFTER_MS) elapsed += retryDelaySeconds(tries++) * 1000;
    expect(tries).toBeGreaterThanOrEqual(10);
    expect(tries).toBeLessThanOrEqual(14);
  });
});
