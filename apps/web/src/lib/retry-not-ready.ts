import { ApiError } from './api-client';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 'Server not ready': the call got no answer at all (status 0). */
export const isServerNotReady = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The treatments and doctors calls wait 50 ms first, then retry once when the server did not answer
 * (spec section 7); any other failure, or a second silence, is the caller's to show.
 */
export async function retryNotReady<T>(call: () => Promise<T>, delayMs = 50): Promise<T> {
  await wait(delayMs);
  try {
    return await call();
  } catch (error) {
    if (!isServerNotReady(error)) throw error;
    await wait(delayMs);
    return call();
  }
}
