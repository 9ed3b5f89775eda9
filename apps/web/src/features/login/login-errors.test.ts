import type { TFunction } from '../../lib/translator';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { loginErrorMessage } from './login-errors';

const t = ((key: string, options?: { minutes?: number }) =>
  options?.minutes ? `${key}:${options.minutes}` : key) as unknown as TFunction<'login'>;

describe('login error messages', () => {
  it('shows known server codes in the page language, whatever the message says', () => {
    const cases: [ApiError, string][] = [
      [new ApiError('Invalid verification code', 400, 'OTP_INVALID'), 'errors.invalidCode'],
      [new ApiError('קוד האימות שגוי', 400, 'OTP_INVALID'), 'errors.invalidCode'],
      [new ApiError('Verification code expired. Please request a new code.', 400, 'OTP_EXPIRED'), 'errors.expired'],
      [new ApiError('Too many wrong attempts. Please request a new code.', 429, 'OTP_LOCKED'), 'errors.locked'],
      [
        new ApiError('Too many verification codes requested. Please try again in 42 minutes.', 429, 'OTP_SEND_LIMIT', {
          minutes: 42,
        }),
        'errors.tooManySends:42',
      ],
      [new ApiError('…', 429, 'OTP_VERIFY_LIMIT', { minutes: 3 }), 'errors.tooManyVerifies:3'],
      [new ApiError('Failed to send OTP', 502, 'OTP_SEND_FAILED'), 'errors.sendFailed'],
      [new ApiError('Please enter a valid phone number', 400, 'PHONE_INVALID'), 'errors.invalidPhone'],

      [new ApiError('Server not ready', 0), 'errors.network'],
    ];
    for (const [error, expected] of cases) expect(loginErrorMessage(error, t, 'fallback')).toBe(expected);
  });

  it('reads a refused request as a bad code on the code step only', () => {
    const refused = new ApiError('otp: Please enter a valid 6-digit verification code', 400, 'BAD_REQUEST');
    expect(loginErrorMessage(refused, t, 'fallback', 'verify')).toBe('errors.invalidOtpRetry');
    // On the phone step (a number too long, a name too long) it is not about a code.
    expect(loginErrorMessage(refused, t, 'fallback', 'send')).not.toBe('errors.invalidOtpRetry');
  });

  it('keeps other messages of a backend without codes, and hides 5xx texts behind the fallback', () => {
    expect(loginErrorMessage(new ApiError('Name is required', 400), t, 'fallback')).toBe('Name is required');
    expect(loginErrorMessage(new ApiError('Something odd', 500), t, 'fallback')).toBe('fallback');
    expect(loginErrorMessage(new Error('boom'), t, 'fallback')).toBe('errors.generic');
  });
});
