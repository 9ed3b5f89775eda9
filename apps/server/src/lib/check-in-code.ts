import { createHmac, timingSafeEqual } from 'node:crypto';
import { shortCheckInCode } from '@clinic/contract/appointments/check-in-code';

/** Bytes of the HMAC kept in a code: 128 bits, 22 base64url characters. */
const SIGNATURE_BYTES = 16;
const CODE = /^CI1-(\d{1,12})-(\d{1,12})-([A-Za-z0-9_-]{22})$/;

/**
 * A visit's check-in code: `CI1-<clinic>-<visit>-<signature>`. The clinic and visit ids are in the clear so a
 * code of another clinic is told apart (404) from a forged one (400); the signature makes both unforgeable.
 */
export function createCheckInCodes(secret: string) {
  // A key of its own, so a check-in code never signs or reveals anything of the secret's other use.
  const key = createHmac('sha256', secret).update('check-in codes v1').digest();
  const signatureOf = (tenantId: number, appointmentId: number) =>
    createHmac('sha256', key).update(`${tenantId}:${appointmentId}`).digest().subarray(0, SIGNATURE_BYTES);

  return {
    sign(tenantId: number, appointmentId: number): string {
      return `CI1-${tenantId}-${appointmentId}-${signatureOf(tenantId, appointmentId).toString('base64url')}`;
    },
    /** The short code of a visit (shortCheckInCode of its signed code), as its patient reads it under the QR. */
    short(tenantId: number, appointmentId: number): string {
      return shortCheckInCode(this.sign(tenantId, appointmentId))!;
    },
    /** The clinic and visit a code names, or null when it is not one this server signed. */
    read(code: string): { tenantId: number; appointmentId: number } | null {
      const match = CODE.exec(code);
      if (!match) return null;
      const tenantId = Number(match[1]);
      const appointmentId = Number(match[2]);
      const given = Buffer.from(match[3]!, 'base64url');
      const expected = signatureOf(tenantId, appointmentId);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { tenantId, appointmentId };
    },
  };
}
export type CheckInCodes = ReturnType<typeof createCheckInCodes>;
