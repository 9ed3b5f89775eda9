import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
const sameHex = (a: string, b: string) =>
  /^[0-9a-f]+$/i.test(a) && a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** How long a patient's link to a document works. */
export const DOCUMENT_LINK_DAYS = 30;

const payloadOf = (tenantId: number, documentId: number, expires: number) =>
  `document:${tenantId}:${documentId}:${expires}`;

/**
 * Links to a document's PDF that work without logging in (the confirmation page, My appointments, the WhatsApp
 * payment message): the clinic, the document and an expiry, signed with HMAC-SHA256.
 */
export function createDocumentLinks(secret: string, now: () => Date) {
  return {
    /** The link's path and query, and when it stops working. */
    linkTo(tenantId: number, documentId: number) {
      const expires = Math.floor(now().getTime() / 1000) + DOCUMENT_LINK_DAYS * 86_400;
      const signature = hmacHex(secret, payloadOf(tenantId, documentId, expires));
      return {
        path: `/api/documents/${tenantId}/${documentId}/pdf?expires=${expires}&signature=${signature}`,
        expiresAt: new Date(expires * 1000),
      };
    },

    /** Whether a link is ours, unchanged: 'expired' once its time has passed. */
    check(tenantId: number, documentId: number, expires: number, signature: string): 'valid' | 'invalid' | 'expired' {
      if (!sameHex(signature, hmacHex(secret, payloadOf(tenantId, documentId, expires)))) return 'invalid';
      return expires * 1000 < now().getTime() ? 'expired' : 'valid';
    },
  };
}
export type DocumentLinks = ReturnType<typeof createDocumentLinks>;
