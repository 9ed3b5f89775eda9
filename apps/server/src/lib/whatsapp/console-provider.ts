import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import { type MessageKind, type WhatsAppProvider, otpText } from './whatsapp-provider';

export type OutboxEntry = {
  id: string;
  to: string;
  kind: MessageKind;
  text: string;
  /** A one-time code's digits (kind otp only). */
  code?: string;
  appointment_id?: number;
  sent_at: string;
};

const KEEP_PER_PHONE = 50;
const KEEP_PHONES = 10_000;

/**
 * Demo delivery: keeps every message in an in-memory outbox that GET /api/dev/outbox reads (from this machine
 * only). It delivers nothing, and logs neither the text nor the phone.
 */
export function createConsoleProvider(options: { log: Logger }) {
  const outbox = new Map<string, OutboxEntry[]>();
  const keep = (entry: OutboxEntry) => {
    const entries = outbox.get(entry.to) ?? [];
    entries.unshift(entry);
    entries.length = Math.min(entries.length, KEEP_PER_PHONE);
    outbox.delete(entry.to);
    outbox.set(entry.to, entries);
    // Oldest phones go first so a long-running dev server does not grow without end.
    if (outbox.size > KEEP_PHONES) outbox.delete(outbox.keys().next().value!);
  };
  const provider: WhatsAppProvider & { outbox(phoneDigits: string): OutboxEntry[] } = {
    name: 'console',
    async sendOtp(message, now) {
      options.log.info('WhatsApp (console): a code was kept in the demo outbox, not delivered');
      keep({
        id: `console.${randomUUID()}`,
        to: message.to,
        kind: 'otp',
        text: otpText(message.code, message.lang),
        code: message.code,
        sent_at: now.toISOString(),
      });
    },
    async send(message, now) {
      options.log.info({ kind: message.kind }, 'WhatsApp (console): a message was kept in the demo outbox');
      const id = `console.${randomUUID()}`;
      keep({
        id,
        to: message.to,
        kind: message.kind,
        text: message.text,
        ...(message.appointmentId === null ? {} : { appointment_id: message.appointmentId }),
        sent_at: now.toISOString(),
      });
      return { providerMessageId: id };
    },
    outbox: (phoneDigits) => [...(outbox.get(phoneDigits) ?? [])],
  };
  return provider;
}
export type ConsoleProvider = ReturnType<typeof createConsoleProvider>;
