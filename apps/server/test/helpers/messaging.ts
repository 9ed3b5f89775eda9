import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type TOutboxResponse } from '@clinic/contract/identity/identity';
import type { Db } from '../../src/db/client';
import { customers, outboundMessages } from '../../src/db/schema';

/** A clock the test moves; the app reads it through `now`. */
export function testClock(start: string) {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    set: (iso: string) => {
      at = new Date(iso).getTime();
    },
    advance: (ms: number) => {
      at += ms;
    },
  };
}

/** The demo outbox of a phone (digits), newest first; `kind` keeps only those. */
export async function outbox(app: FastifyInstance, phone: string, kind?: string): Promise<TOutboxResponse> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone.replace(/^\+/, '')}` });
  const all = res.json() as TOutboxResponse;
  return kind ? all.filter((m) => m.kind === kind) : all;
}

/** Waits (real time) until `probe` answers something truthy: the queue's workers deliver in the background. */
export async function eventually<T>(probe: () => Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the outbox of `phone` holds `count` messages of `kind`. */
export const outboxWith = (app: FastifyInstance, phone: string, kind: string, count = 1) =>
  eventually(async () => {
    const found = await outbox(app, phone, kind);
    return found.length >= count ? found : undefined;
  });

/** The phone (E.164) of a customer. */
export async function phoneOf(db: Db, tenantId: number, customerId: number): Promise<string> {
  const [row] = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  return row!.phone;
}

/** The message rows of a visit. */
export const messagesOf = (db: Db, tenantId: number, appointmentId: number) =>
  db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.tenantId, tenantId), eq(outboundMessages.appointmentId, appointmentId)));

/** A body in Meta's webhook format, with one patient message. */
export function webhookBody(message: {
  id: string;
  from: string;
  text?: string;
  button?: { payload: string; text: string };
  contextId?: string;
}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: 'PN' },
              contacts: [{ profile: { name: 'Patient' }, wa_id: message.from }],
              messages: [
                {
                  from: message.from,
                  id: message.id,
                  timestamp: '1790000000',
                  ...(message.button
                    ? { type: 'button', button: message.button }
                    : { type: 'text', text: { body: message.text ?? '' } }),
                  ...(message.contextId ? { context: { from: '15550000000', id: message.contextId } } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** Posts a webhook body signed with `secret` (none: unsigned). */
export function postWebhook(app: FastifyInstance, body: unknown, secret?: string) {
  const payload = JSON.stringify(body);
  const signature = secret ? `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}` : undefined;
  return app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
  });
}

/** A webhook body of one delivery status of our message `id` to `recipient`; a failed one carries WhatsApp's error. */
export function statusWebhookBody(s: {
  id: string;
  recipient: string;
  status: string;
  error?: { code: number; title: string };
}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              statuses: [
                {
                  id: s.id,
                  status: s.status,
                  recipient_id: s.recipient,
                  ...(s.error ? { errors: [s.error] } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}
