import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's Chromium package (`apt-get install chromium`), the one the machines and CI install. The server's
 * config has no browser setting; change this constant where the binary lives elsewhere.
 */
const CHROMIUM_PATH = '/usr/bin/chromium';

/** An idle browser holds memory: close it after a minute without documents. */
const IDLE_CLOSE_MS = 60_000;

/** The shared browser and a fresh page opened ahead of the next render (opening one costs more than drawing). */
type Pool = { browser: Browser; spare: Promise<Page> | undefined };

let pool: Promise<Pool> | undefined;
let active = 0;
let idleTimer: NodeJS.Timeout | undefined;

function launch(): Promise<Pool> {
  const launching = chromium
    .launch({
      executablePath: CHROMIUM_PATH,
      args: ['--disable-gpu', '--disable-extensions', '--no-first-run', '--disable-background-networking'],
    })
    .then((browser): Pool => ({ browser, spare: undefined }));
  pool = launching;
  const forget = () => {
    if (pool === launching) pool = undefined;
  };
  launching.then(({ browser }) => browser.on('disconnected', forget), forget);
  return launching;
}

/** A page in its own context: offline, no script; it shows only the HTML it is given. */
async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ offline: true, javaScriptEnabled: false });
  return context.newPage();
}

/** Opens the next render's page in the background, once the browser is otherwise idle. */
function prepareSpare(current: Pool): void {
  if (current.spare || !current.browser.isConnected()) return;
  const spare = openPage(current.browser);
  spare.catch(() => {
    if (current.spare === spare) current.spare = undefined;
  });
  current.spare = spare;
}

/**
 * Runs `use` on a fresh page of the shared browser (launched on first need) and closes the page after;
 * no page serves two documents.
 */
export async function withPdfPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  active += 1;
  clearTimeout(idleTimer);
  try {
    const current = await (pool ?? launch());
    const opening = current.spare ?? openPage(current.browser);
    current.spare = undefined;
    const page = await opening;
    try {
      return await use(page);
    } finally {
      await page.context().close();
      if (active === 1) prepareSpare(current);
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
