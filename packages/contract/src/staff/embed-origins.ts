import { z } from 'zod';

/** Web origins one clinic may list as allowed to frame its booking (`/{key}/embed`). */
export const EMBED_ORIGINS_MAX = 20;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether an origin (as embedOriginOf answers it) is this machine's: allowed over http in the demo only. */
export const isLoopbackOrigin = (origin: string) => {
  const host = new URL(origin).hostname;
  return LOOPBACK_HOSTS.has(host);
};

/**
 * The origin a text names (`https://Example.com/` → `https://example.com`), or undefined when it is not exactly an
 * origin: a path, query, fragment, user, wildcard, or a scheme other than https (http only on loopback hosts).
 */
export function embedOriginOf(text: string): string | undefined {
  // Scheme and host (and port), then at most the bare root "/": anything longer names a page.
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#@\s*\\]+\/?$/i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  // A host name (international ones as punycode) or an IPv6 literal: nothing a CSP header would read as syntax.
  if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(url.hostname)) return undefined;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
  return undefined;
}

/** The list an owner sends: each exactly an origin (EMBED_ORIGIN_INVALID); the server keeps them normalised, once each. */
export const ZEmbedOrigins = z
  .array(z.string().max(200, { error: 'an origin is at most 200 characters' }))
  .max(EMBED_ORIGINS_MAX, { error: `embed_origins holds at most ${EMBED_ORIGINS_MAX} origins` })
  .superRefine((list, ctx) => {
    list.forEach((text, index) => {
      if (embedOriginOf(text.trim()) !== undefined) return;
      ctx.addIssue({
        code: 'custom',
        message: 'each origin is https://host[:port] with no path (http only for localhost or 127.0.0.1)',
        path: [index],
        params: { errorCode: 'EMBED_ORIGIN_INVALID' },
      });
    });
  });

/** The origins of a valid list, normalised and each once. */
export const embedOriginsOf = (list: readonly string[]) => [
  ...new Set(list.map((text) => embedOriginOf(text.trim())).filter((o): o is string => o !== undefined)),
];
