import { AppError } from '../../errors';
import { addressBucket } from '../../lib/client-address';
import type { NormalizedPhone } from '../../lib/phone';
import type { RateLimiter } from '../../lib/rate-limiter';
import { OTP_MAX_ATTEMPTS, hashCode, isWellFormedCode, sameHash } from './otp-code';
import type { OtpCodesRepository } from './otp-codes.repository';

const VERIFY_WINDOW_MS = 15 * 60 * 1000;

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * Checks a code against the phone's newest one, within the per-address limit; success consumes it and answers its
 * row (with the registration kept beside it). Every failure is the code's AppError. Login and the confirmation of an
 * erasure both check codes this way.
 */
export function createCodeCheck(deps: {
  limiter: RateLimiter;
  otpCodes: OtpCodesRepository;
  secret: string;
  /** Code checks one client address may make per 15 minutes (OTP_VERIFIES_PER_IP). */
  verifiesPerIp: number;
}) {
  const { limiter, otpCodes, secret, verifiesPerIp } = deps;
  return async (tenantId: number, phone: NormalizedPhone, code: string, clientIp: string, now: Date) => {
    const rule = { key: `otp-verify:ip:${addressBucket(clientIp)}`, limit: verifiesPerIp };
    const byIp = await limiter.hit([{ ...rule, windowMs: VERIFY_WINDOW_MS }], now);
    if (!byIp.allowed) {
      throw new AppError('OTP_VERIFY_LIMIT', { params: { minutes: minutesOf(byIp.retryAfterSeconds) } });
    }
    if (!isWellFormedCode(code)) throw new AppError('OTP_INVALID');
    const open = await otpCodes.latestOpen(tenantId, phone.e164);
    if (!open) throw new AppError('OTP_INVALID');
    if (open.expiresAt.getTime() <= now.getTime()) throw new AppError('OTP_EXPIRED');
    if (open.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('OTP_LOCKED');
    const counted = await otpCodes.takeAttempt(tenantId, open.id, OTP_MAX_ATTEMPTS, now);
    if (!counted) throw new AppError('OTP_LOCKED');
    const expected = hashCode(secret, { tenantId, phone: phone.e164 }, code);
    if (!sameHash(expected, counted.codeHash)) throw new AppError('OTP_INVALID');
    if (!(await otpCodes.consume(tenantId, open.id, now))) throw new AppError('OTP_INVALID');
    return counted;
  };
}
