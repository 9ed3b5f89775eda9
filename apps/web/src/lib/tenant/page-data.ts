/**
 * The server puts what a clinic page's first screen needs into the HTML as JSON data blocks
 * (apps/server/src/http/web-app.ts), which saves the round trips of asking for it: the tenant's /api/config
 * answer, and the answers of the screen's first calls in the clinic's own language. An answer is used only for
 * the tenant and language it was given for; anything else is asked for as usual.
 */
type DataBlock<T = unknown> = { value: T; attributes: Record<string, string | undefined> };

/** On the server, the blocks of the one page being drawn (its first screen, entry-server.tsx), by their id. */
let serverBlocks: Record<string, DataBlock> | undefined;

/** Draws `render` with these blocks standing for the page's: `render` must not await (one page at a time). */
export function withPageBlocks<T>(blocks: Record<string, DataBlock>, render: () => T): T {
  serverBlocks = blocks;
  try {
    return render();
  } finally {
    serverBlocks = undefined;
  }
}

function dataBlock<T>(id: string): DataBlock<T> | undefined {
  if (serverBlocks) return serverBlocks[id] as DataBlock<T> | undefined;
  if (typeof document === 'undefined') return undefined;
  try {
    const block = document.getElementById(id);
    const text = block?.textContent;
    return block && text ? { value: JSON.parse(text) as T, attributes: block.dataset } : undefined;
  } catch {
    return undefined;
  }
}

export const pageConfig = <T>() => dataBlock<T>('tenant-config')?.value;

/** The answer of `call` (an API path such as /api/treatments) that came with the page, if it was for this tenant and language. */
export function pageAnswer<T>(call: string, key?: string, lang?: string): T | undefined {
  const block = dataBlock<Record<string, unknown>>('page-answers');
  if (!block || (key !== undefined && block.attributes.user !== key)) return undefined;
  if (lang !== undefined && block.attributes.lang !== lang) return undefined;
  return (block.value[call] ?? undefined) as T | undefined;
}

/** The language the server wrote the page in for that tenant (the visitor's cookie, else the clinic's default). */
export function pageLanguage(key?: string): string | undefined {
  const block = dataBlock<unknown>('page-answers');
  return block && (key === undefined || block.attributes.user === key) ? block.attributes.lang : undefined;
}

/** When the page was loaded: the embedded answers are as fresh as that. */
export const pageLoadedAt = Date.now();

/** A query's initial data from the answer that came with the page, read as its fetcher reads the call's answer. */
export function initialAnswer<T>(call: string, key: string, lang: string, read: (answer: unknown) => T): T | undefined {
  const answer = pageAnswer<unknown>(call, key, lang);
  if (answer === undefined) return undefined;
  try {
    return read(answer);
  } catch {
    // Not what the call answers: let the query ask, and show its error as usual.
    return undefined;
  }
}
