import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { body: string; json: Record<string, unknown>; signature: string; at: number };

/**
 * A clinic's receiver on 127.0.0.1: keeps every POST and answers the status `answer` gives (200 unless told),
 * or never answers while `hang` is set.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200, hang: false };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        body,
        json: JSON.parse(body) as Record<string, unknown>,
        signature: String(req.headers['x-clinic-signature'] ?? ''),
        at: Date.now(),
      });
      if (state.hang) return;
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a receiver does with X-Clinic-Signature (the README's snippet): recompute and compare in constant time. */
export function verifySignature(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
