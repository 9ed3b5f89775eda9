import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createConsoleProvider } from './console-provider';

function recordingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  const log = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('console WhatsApp provider', () => {
  const at = new Date('2026-03-01T10:00:00Z');

  it('logs the message and keeps it in the outbox, newest first, outside production', async () => {
    const { log, lines } = recordingLog();
    const provider = createConsoleProvider({ log, production: false });
    await provider.sendOtp({ to: '972501234567', code: '111111', lang: 'en' }, at);
    await provider.sendOtp({ to: '972501234567', code: '222222', lang: 'he' }, new Date(at.getTime() + 1000));
    const outbox = provider.outbox('972501234567');
    expect(outbox.map((m) => m.code)).toEqual(['222222', '111111']);
    expect(outbox[1]).toEqual({
      to: '972501234567',
      code: '111111',
      text: 'Your verification code is 111111. It expires in 5 minutes. Do not share it with anyone.',
      sent_at: at.toISOString(),
    });
    expect(outbox[0]!.text).toContain('קוד האימות שלך');
    expect(lines.join('\n')).toContain('111111');
  });

  it('never logs or keeps the code in production', async () => {
    const { log, lines } = recordingLog();
    const provider = createConsoleProvider({ log, production: true });
    await provider.sendOtp({ to: '972501234567', code: '987654', lang: 'en' }, at);
    expect(lines.join('\n')).not.toContain('987654');
    expect(provider.outbox('972501234567')).toEqual([]);
  });
});
