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

  it('keeps the message in the outbox, newest first, and logs neither the code nor the phone', async () => {
    const { log, lines } = recordingLog();
    const provider = createConsoleProvider({ log });
    await provider.sendOtp({ to: '972501234567', code: '111111', lang: 'en' }, at);
    await provider.sendOtp({ to: '972501234567', code: '222222', lang: 'he' }, new Date(at.getTime() + 1000));
    const outbox = provider.outbox('972501234567');
    expect(outbox.map((m) => m.code)).toEqual(['222222', '111111']);
    expect(outbox[1]).toEqual({
      id: expect.stringMatching(/^console\./),
      to: '972501234567',
      kind: 'otp',
      code: '111111',
      text: 'Your verification code is 111111. It expires in 5 minutes. Do not share it with anyone.',
      sent_at: at.toISOString(),
    });
    expect(outbox[0]!.text).toContain('קוד האימות שלך');
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/111111|222222|501234567/);
  });

  it('keeps patient messages beside the codes with their kind and visit, and logs no text', async () => {
    const { log, lines } = recordingLog();
    const provider = createConsoleProvider({ log });
    await provider.sendOtp({ to: '972501234567', code: '333333', lang: 'en' }, at);
    const sent = await provider.send(
      { to: '972501234567', kind: 'reminder', lang: 'en', text: 'See you tomorrow', appointmentId: 7 },
      new Date(at.getTime() + 1000),
    );
    const [newest, older] = provider.outbox('972501234567');
    expect(newest).toMatchObject({
      id: sent.providerMessageId,
      kind: 'reminder',
      text: 'See you tomorrow',
      appointment_id: 7,
    });
    expect(newest).not.toHaveProperty('code');
    expect(older).toMatchObject({ kind: 'otp', code: '333333' });
    expect(lines.join('\n')).not.toMatch(/See you|501234567/);
  });
});
