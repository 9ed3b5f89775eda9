import type { TFunction } from '../../lib/translator';
import { ApiError } from '../../lib/api-client';
import { failureMessage } from '../../lib/errors/failure-text';

/**
 * The login screen's words for a failed call: its own texts for the codes the specification names for this
 * screen, the server code's text for any other, and the fallback when the server could not say.
 */
export function loginErrorMessage(
  error: unknown,
  t: TFunction<'login'>,
  fallback: string,
  during: 'send' | 'verify' = 'send',
): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  const minutes = error.params?.minutes ?? 1;
  switch (error.code) {
    case 'OTP_INVALID':
      return t('errors.invalidCode');
    case 'OTP_EXPIRED':
      return t('errors.expired');
    case 'OTP_LOCKED':
      return t('errors.locked');
    case 'OTP_SEND_LIMIT':
      return t('errors.tooManySends', { minutes });
    case 'OTP_VERIFY_LIMIT':
      return t('errors.tooManyVerifies', { minutes });
    case 'OTP_SEND_FAILED':
      return t('errors.sendFailed');
    case 'PHONE_INVALID':
      return t('errors.invalidPhone');
    case 'BAD_REQUEST':
      // On the code step the only thing the patient can get wrong is the code's shape.
      if (during === 'verify') return t('errors.invalidOtpRetry');
      return failureMessage(error, fallback);
    default:
      if (error.status >= 500) return fallback;
      return failureMessage(error, fallback);
  }
}
