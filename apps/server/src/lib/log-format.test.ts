import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { prettyLogStream, wantsPrettyLogs } from './log-format';

describe('log format', () => {
  it('is JSON in production whatever is asked, readable in a demo at a terminal', () => {
    expect(wantsPrettyLogs({ demo: false, format: 'pretty', isTTY: true })).toBe(false);
    expect(wantsPrettyLogs({ demo: false, format: 'auto', isTTY: true })).toBe(false);
    expect(wantsPrettyLogs({ demo: true, format: 'auto', isTTY: true })).toBe(true);
    expect(wantsPrettyLogs({ demo: true, format: 'auto', isTTY: false })).toBe(false);
    expect(wantsPrettyLogs({ demo: true, format: 'pretty', isTTY: false })).toBe(true);
    expect(wantsPrettyLogs({ demo: true, format: 'json', isTTY: true })).toBe(false);
  });

  it('writes one readable line per entry that keeps the request id', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const log = pino({}, await prettyLogStream(out, false));
    log.info({ reqId: 'req-42', res: { statusCode: 201 } }, 'request completed');
    await new Promise((resolve) => setImmediate(resolve));
    const text = chunks.join('');
    expect(text.trim().split('\n')).toHaveLength(1);
    expect(text).toMatch(/INFO.*request completed/);
    expect(text).toContain('"reqId":"req-42"');
    expect(() => JSON.parse(text) as unknown).toThrow();
  });
});
