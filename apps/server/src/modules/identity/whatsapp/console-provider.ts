import type { Logger } from '../../../lib/logger';
import { type WhatsAppProvider, otpText } from './whatsapp-provider';

export type OutboxEntry = { to: string; text: string; code: string; sent_at: string };

const KEEP_PER_PHONE = 20;
const KEEP_PHONES = 10_000;

/**
 * Demo delivery: keeps the message in an in-memory outbox that GET /api/dev/outbox reads (from this machine
 * only). It delivers nothing, and logs neither the code nor the phone.
 */
export function createConsoleProvider(options: { log: Logger }) {
  const outbox = new Map<string, OutboxEntry[]>();
  const provider: WhatsAppProvider & { outbox(phoneDigits: string): OutboxEntry[] } = {
    name: 'console',
    async sendOtp(message, now) {
      const text = otpText(message.code, message.lang);
      options.log.info('WhatsApp (console): a code was kept in the demo outbox, not delivered');
      const entries = outbox.get(message.to) ?? [];
      entries.unshift({ to: message.to, text, code: message.code, sent_at: now.toISOString() });
      entries.length = Math.min(entries.length, KEEP_PER_PHONE);
      outbox.delete(message.to);
      outbox.set(message.to, entries);
      // Oldest phones go first so a long-running dev server does not grow without end.
      if (outbox.size > KEEP_PHONES) outbox.delete(outbox.keys().next().value!);
    },
    outbox: (phoneDigits) => [...(outbox.get(phoneDigits) ?? [])],
  };
  return provider;
}
export type ConsoleProvider = ReturnType<typeof createConsoleProvider>;
