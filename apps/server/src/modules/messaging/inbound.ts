import { createHmac, timingSafeEqual } from 'node:crypto';

/** A patient's message as the webhook brings it: who, which message, what it says or which button. */
export type InboundMessage = {
  id: string;
  /** Digits with the dial code. */
  from: string;
  /** The words typed, or the button's text. */
  text: string;
  /** A quick reply's payload (`confirm:…`, `cancel:…`) or an interactive reply's id. */
  payload: string | undefined;
  /** The id of our message it answers (a button reply), if any. */
  contextId: string | undefined;
};

/**
 * A delivery status of one of our messages: the provider's id, the recipient's digits, our reference, and for a
 * `failed` one WhatsApp's first error (its code and title).
 */
export type DeliveryStatus = {
  id: string;
  recipient: string;
  status: string;
  reference: string | undefined;
  error?: { code: number | undefined; title: string | undefined };
};

/** Meta's X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the raw body under the app secret. */
export function signatureValid(raw: Buffer, header: string | undefined, appSecret: string | undefined): boolean {
  if (!appSecret || !header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice(7), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const obj = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const list = (value: unknown) => (Array.isArray(value) ? value : []);

/** The patients' messages in a webhook body (delivery statuses and anything else are left out). */
export function inboundMessagesOf(body: unknown): InboundMessage[] {
  const found: InboundMessage[] = [];
  for (const entry of list(obj(body).entry)) {
    for (const change of list(obj(entry).changes)) {
      for (const raw of list(obj(obj(change).value).messages)) {
        const m = obj(raw);
        const id = str(m.id);
        const from = str(m.from)?.replace(/\D/g, '');
        if (!id || !from) continue;
        const button = obj(m.button);
        const reply = obj(obj(m.interactive).button_reply);
        found.push({
          id,
          from,
          text: str(obj(m.text).body) ?? str(button.text) ?? str(reply.title) ?? '',
          payload: str(button.payload) ?? str(reply.id),
          contextId: str(obj(m.context).id),
        });
      }
    }
  }
  return found;
}

/** The delivery statuses in a webhook body (sent, delivered, read, failed) of the messages we sent. */
export function deliveryStatusesOf(body: unknown): DeliveryStatus[] {
  const found: DeliveryStatus[] = [];
  for (const entry of list(obj(body).entry)) {
    for (const change of list(obj(entry).changes)) {
      for (const raw of list(obj(obj(change).value).statuses)) {
        const s = obj(raw);
        const id = str(s.id);
        const recipient = str(s.recipient_id)?.replace(/\D/g, '');
        const status = str(s.status);
        if (!id || !recipient || !status) continue;
        const error = obj(list(s.errors)[0]);
        const code = typeof error.code === 'number' ? error.code : undefined;
        found.push({
          id,
          recipient,
          status,
          reference: str(s.biz_opaque_callback_data),
          ...(status === 'failed' ? { error: { code, title: str(error.title)?.slice(0, 200) } } : {}),
        });
      }
    }
  }
  return found;
}
