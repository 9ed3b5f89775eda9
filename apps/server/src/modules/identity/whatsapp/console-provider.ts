import type { FastifyBaseLogger } from 'fastify';
import { type WhatsAppProvider, otpText } from './whatsapp-provider';

export type OutboxEntry = { to: string; text: string; code: string; sent_at: string };

const KEEP_PER_PHONE = 20;
const KEEP_PHONES = 10_000;

/**
 * Development delivery: logs the message and keeps it in an in-memory outbox that
 * GET /api/dev/outbox reads. In production it delivers nothing and never logs the code.
 */
export function createConsoleProvider(options: { log: FastifyBaseLogger; production: boolean }) {
  const outbox = new Map<string, OutboxEntry[]>();
  const provider: WhatsAppProvider & { outbox(phoneDigits: string): OutboxEntry[] } = {
    name: 'console',
    async sendOtp(message, now) {
      if (options.production) {
        options.log.warn({ to: message.to }, 'WhatsApp console provider in production: the code was not delivered');
        return;
      }
      const text = otpText(message.code, message.lang);
      options.log.info({ to: message.to }, `WhatsApp (console) to ${message.to}: ${text}`);
      const entries = outbox.get(message.to) ?? [];
      entries.unshift({ to: message.to, text, code: message.code, sent_at: now.toISOString() });
      entries.length = Math.min(entries.length, KEEP_PER_PHONE);
      outbox.delete(message.to);
      outbox.set(message.to, entries);
      // Oldest phones go first so a long-running dev server does not grow without end.
      if (outbox.size > KEEP_PHONES) outbox.delete(outbox.keys().next().value!);
    },
    outbox: (phoneDigits) => (options.production ? [] : [...(outbox.get(phoneDigits) ?? [])]),
  };
  return provider;
}
export type ConsoleProvider = ReturnType<typeof createConsoleProvider>;
