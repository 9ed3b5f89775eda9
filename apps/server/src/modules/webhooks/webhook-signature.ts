import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint's signing secret: 32 random bytes, prefixed so a leaked one is recognisable. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The X-Clinic-Signature header: `t=UNIX,v1=HEX`, HEX the HMAC-SHA256 of `t + "." + body` under the secret. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const hex = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${hex}`;
}
