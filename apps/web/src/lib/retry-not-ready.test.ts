import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SERVER_NOT_READY } from './api-client';
import { retryNotReady } from './retry-not-ready';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retryNotReady', () => {
  it('waits 50 ms before the first call', async () => {
    const call = vi.fn().mockResolvedValue('ok');
    const result = retryNotReady(call);
    await vi.advanceTimersByTimeAsync(49);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('retries once when the server did not answer', async () => {
    const call = vi.fn().mockRejectedValueOnce(new ApiError(SERVER_NOT_READY, 0)).mockResolvedValue('ok');
    const result = retryNotReady(call);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second silence', async () => {
    const call = vi.fn().mockRejectedValue(new ApiError(SERVER_NOT_READY, 0));
    const result = retryNotReady(call);
    const assertion = expect(result).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(200);
    await assertion;
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not retry answers that are errors', async () => {
    const call = vi.fn().mockRejectedValue(new ApiError('Boom', 500));
    const result = retryNotReady(call);
    const assertion = expect(result).rejects.toMatchObject({ status: 500 });
    await vi.advanceTimersByTimeAsync(200);
    await assertion;
    expect(call).toHaveBeenCalledTimes(1);
  });
});
