import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { loginErrorMessage } from './login-errors';

const t = ((key: string, options?: { minutes?: string }) =>
  options?.minutes ? `${key}:${options.minutes}` : key) as unknown as TFunction<'login'>;

describe('login error messages', () => {
  it('shows known server answers in the page language', () => {
    const cases: [ApiError, string][] = [
      [new ApiError('Invalid verification code', 400), 'errors.invalidCode'],
      [new ApiError('Verification code expired. Please request a new code.', 400), 'errors.expired'],
      [new ApiError('Too many wrong attempts. Please request a new code.', 429), 'errors.locked'],
      [
        new ApiError('Too many verification codes requested. Please try again in 42 minutes.', 429),
        'errors.tooManySends:42',
      ],
      [new ApiError('Failed to send OTP', 502), 'errors.sendFailed'],
      [new ApiError('otp: Please enter a valid 6-digit verification code', 400), 'errors.invalidOtpRetry'],
      [new ApiError('Server not ready', 0), 'errors.network'],
    ];
    for (const [error, expected] of cases) expect(loginErrorMessage(error, t, 'fallback')).toBe(expected);
  });

  it('keeps other server messages, and hides 5xx texts behind the fallback', () => {
    expect(loginErrorMessage(new ApiError('Name is required', 400), t, 'fallback')).toBe('Name is required');
    expect(loginErrorMessage(new ApiError('Something odd', 500), t, 'fallback')).toBe('fallback');
    expect(loginErrorMessage(new Error('boom'), t, 'fallback')).toBe('errors.generic');
  });
});
