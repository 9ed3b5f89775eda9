import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium-path';

/** An idle browser holds memory: close it after a minute without documents. */
const IDLE_CLOSE_MS = 60_000;

/**
 * A page draws one document at a time and then the next (a new page costs about 300 ms of CPU, a new context
 * about 750 ms, the drawing itself about 70 ms). It is retired after this many documents, or at its first error.
 */
const PAGE_USES = 200;
/** Pages kept between documents; more are opened while documents are drawn at the same time. */
const IDLE_PAGES = 2;

type Pool = { browser: Browser; context: BrowserContext; idle: Page[]; uses: WeakMap<Page, number> };

let pool: Promise<Pool> | undefined;
let active = 0;
let idleTimer: NodeJS.Timeout | undefined;

function launch(): Promise<Pool> {
  const launching = (async (): Promise<Pool> => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--disable-gpu', '--disable-extensions', '--no-first-run', '--disable-background-networking'],
    });
    // Offline and without script: a page shows only the HTML it is given, and keeps nothing that runs.
    const context = await browser.newContext({ offline: true, javaScriptEnabled: false });
    return { browser, context, idle: [], uses: new WeakMap() };
  })();
  pool = launching;
  const forget = () => {
    if (pool === launching) pool = undefined;
  };
  launching.then(({ browser }) => browser.on('disconnected', forget), forget);
  return launching;
}

/** Keeps a page that drew its document well for the next one, or closes it. */
function release(current: Pool, page: Page, healthy: boolean): void {
  const uses = (current.uses.get(page) ?? 0) + 1;
  current.uses.set(page, uses);
  const keep = healthy && uses < PAGE_USES && current.idle.length < IDLE_PAGES && !page.isClosed();
  if (keep) current.idle.push(page);
  else void page.close().catch(() => undefined);
}

/**
 * Runs `use` on a page of the shared browser (launched on first need) that draws nothing else meanwhile.
 * `use` must replace the page's whole content (`setContent`), so nothing of an earlier document remains.
 */
export async function withPdfPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  active += 1;
  clearTimeout(idleTimer);
  try {
    const current = await (pool ?? launch());
    const page = current.idle.pop() ?? (await current.context.newPage());
    let healthy = false;
    try {
      const result = await use(page);
      healthy = true;
      return result;
    } finally {
      release(current, page, healthy);
    }
  } finally {
    active -= 1;
    if (active === 0) idleTimer = setTimeout(() => void closePdfBrowser(), IDLE_CLOSE_MS).unref();
  }
}

/** Closes the shared browser now (idle, server shutdown, end of a test file); the next render launches another. */
export async function closePdfBrowser(): Promise<void> {
  clearTimeout(idleTimer);
  const closing = pool;
  pool = undefined;
  const current = await closing?.catch(() => undefined);
  await current?.browser.close();
}
