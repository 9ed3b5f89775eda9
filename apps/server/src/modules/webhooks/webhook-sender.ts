import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { AppError } from '../../errors';
import { type TargetPolicy, addressesOf, parseTarget } from './webhook-targets';

/** What one attempt came to: a 2xx, another answer, or none (refused address, timeout, no connection). */
export type SendOutcome = { ok: boolean; httpStatus: number | null; error: string | null };
export type WebhookPost = (url: string, body: string, headers: Record<string, string>) => Promise<SendOutcome>;

/** A receiver has this long to answer, headers and body. */
export const SEND_TIMEOUT_MS = 10_000;
/** Bytes of a receiver's answer read before it is dropped (its content is never stored). */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs a delivery to its endpoint. The host is resolved and every address checked at each attempt (a name that
 * pointed at a public address may point at a private one later), and the connection goes to the address checked,
 * never to a second lookup's. Redirects are not followed: a 3xx is a failed attempt.
 */
export function createWebhookSender(policy: TargetPolicy, timeoutMs = SEND_TIMEOUT_MS): WebhookPost {
  return async (raw, body, headers) => {
    let url: URL;
    let address: string;
    try {
      url = parseTarget(raw, policy);
      [address] = (await addressesOf(url, policy)) as [string];
    } catch (error) {
      const refused = error instanceof AppError && error.code === 'WEBHOOK_URL_PRIVATE';
      return { ok: false, httpStatus: null, error: refused ? 'address refused' : 'address not found' };
    }
    const family = isIP(address) === 6 ? 6 : 4;
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    };
    return new Promise<SendOutcome>((settle) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(
        url,
        {
          method: 'POST',
          lookup: pinned,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) response.destroy();
          });
          const status = response.statusCode ?? 0;
          const done = () => {
            clearTimeout(timer);
            const ok = status >= 200 && status < 300;
            settle({ ok, httpStatus: status, error: ok ? null : `answered ${status}` });
          };
          response.on('end', done);
          response.on('close', done);
        },
      );
      const timer = setTimeout(() => request.destroy(new Error('timeout')), timeoutMs);
      request.on('error', (error) => {
        clearTimeout(timer);
        settle({ ok: false, httpStatus: null, error: error.message === 'timeout' ? 'timed out' : 'no connection' });
      });
      request.end(body);
    });
  };
}
