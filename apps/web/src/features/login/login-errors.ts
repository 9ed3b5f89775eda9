import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/**
 * The server answers in English; known answers are shown in the page language,
 * anything else as the server wrote it (spec: server messages are used when present).
 */
export function loginErrorMessage(error: unknown, t: TFunction<'login'>, fallback: string): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  const message = error.message;
  const minutes = /in (\d+) minutes?/.exec(message)?.[1] ?? '1';
  if (message === 'Invalid verification code') return t('errors.invalidCode');
  if (message.startsWith('Verification code expired')) return t('errors.expired');
  if (message.startsWith('Too many wrong attempts')) return t('errors.locked');
  if (message.startsWith('Too many verification codes requested')) return t('errors.tooManySends', { minutes });
  if (message.startsWith('Too many verification attempts')) return t('errors.tooManyVerifies', { minutes });
  if (message === 'Failed to send OTP') return t('errors.sendFailed');
  if (message === 'Please enter a valid phone number') return t('errors.invalidPhone');
  if (message.includes('valid 6-digit verification code')) return t('errors.invalidOtpRetry');
  if (error.status >= 500) return fallback;
  return message || fallback;
}
