import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { deliveryStatusesOf, inboundMessagesOf, signatureValid } from './inbound';
import type { Replies } from './replies';

export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Meta's WhatsApp webhook: the GET verification handshake, and signed posts of patients' messages. The signature
 * covers the raw bytes, so this route keeps the body unparsed until it is checked; unsigned or badly signed posts
 * are 401 and change nothing.
 */
export function whatsappWebhookRoutes(deps: {
  replies: Replies;
  appSecret: string | undefined;
  verifyToken: string | undefined;
}) {
  return async (instance: FastifyInstance) => {
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    instance.get(
      WHATSAPP_WEBHOOK_PATH,
      {
        schema: {
          querystring: z.object({
            'hub.mode': z.string().max(50).optional(),
            'hub.verify_token': z.string().max(500).optional(),
            'hub.challenge': z.string().max(500).optional(),
          }),
        },
      },
      async (req, reply) => {
        const q = req.query as Record<string, string | undefined>;
        const token = q['hub.verify_token'] ?? '';
        if (q['hub.mode'] !== 'subscribe' || !deps.verifyToken || !sameText(token, deps.verifyToken)) {
          throw new AppError('WEBHOOK_VERIFY_REFUSED');
        }
        return reply.type('text/plain').send(q['hub.challenge'] ?? '');
      },
    );

    instance.post(WHATSAPP_WEBHOOK_PATH, async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['x-hub-signature-256'];
      if (!signatureValid(raw, typeof header === 'string' ? header : undefined, deps.appSecret)) {
        req.log.warn('WhatsApp webhook: signature missing or wrong');
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('INVALID_JSON');
      }
      const results = [];
      for (const message of inboundMessagesOf(body)) results.push(await deps.replies.receive(message));
      let settled = 0;
      for (const status of deliveryStatusesOf(body)) if (await deps.replies.status(status)) settled++;
      req.log.info({ results, settled }, 'WhatsApp webhook applied');
      return { received: true };
    });
  };
}
