import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { announceMissingPdfBrowser } from './start-log';

/** A logger that keeps what was warned. */
function warnings() {
  const said: string[] = [];
  const log = { warn: (message: string) => said.push(message) } as unknown as FastifyBaseLogger;
  return { log, said };
}

describe('the start log', () => {
  it('says where Chromium should be when the PDFs of receipts cannot be drawn', () => {
    const { log, said } = warnings();
    announceMissingPdfBrowser(log, '/nowhere/chromium');
    expect(said).toEqual([
      expect.stringContaining("Debian's Chromium at /nowhere/chromium (apt-get install chromium)"),
    ]);
  });

  it('says nothing when the browser is there', () => {
    const { log, said } = warnings();
    announceMissingPdfBrowser(log, process.execPath);
    expect(said).toEqual([]);
  });
});
