import { describe, expect, it } from 'vitest';
import { ApiError, SERVER_NOT_READY, failureMessage } from './api-client';

describe('failureMessage', () => {
  it("tells the server's own words when it sent some", () => {
    expect(failureMessage(new ApiError('This time is no longer available.', 409), 'Failed')).toBe(
      'This time is no longer available.',
    );
  });

  it('falls back when the answer carried no message (a proxy error page, a crash)', () => {
    expect(failureMessage(new ApiError('', 502), 'Failed to cancel appointment')).toBe('Failed to cancel appointment');
  });

  it('says that no answer came when the call got none, else the fallback', () => {
    const unanswered = new ApiError(SERVER_NOT_READY, 0);
    expect(failureMessage(unanswered, 'Failed', 'Network error. Please try again.')).toBe(
      'Network error. Please try again.',
    );
    expect(failureMessage(unanswered, 'Failed')).toBe('Failed');
  });

  it('never shows what is not an answer of the API', () => {
    expect(failureMessage(new TypeError('x is undefined'), 'Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
