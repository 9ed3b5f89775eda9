import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

/** Six uniformly random digits from the operating system's CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Codes are stored as an HMAC bound to tenant and phone: a database leak alone does not reveal a live code
 * (six digits are too few for a plain hash), and a hash cannot be replayed for another phone.
 */
export function hashCode(secret: string, scope: { tenantId: number; phone: string }, code: string): string {
  return createHmac('sha256', secret).update(`${scope.tenantId}:${scope.phone}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export const isWellFormedCode = (code: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
