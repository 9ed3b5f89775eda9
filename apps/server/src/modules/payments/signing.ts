import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in hex: links to the sandbox page and its callbacks carry it so nobody can forge a payment. */
export const hmacHex = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
