import type { Page } from '@playwright/test';

/** Where to write screenshots; unset (as in CI), no screenshot is taken. */
const SHOTS = process.env.SCREENSHOT_DIR;

/**
 * A screenshot for people to look at, never an assertion: `${SCREENSHOT_DIR}/${name}-${width}.png` at each of
 * `widths` (a phone's 390 or a desktop's), or at the page's own width when none are given. Does nothing unless
 * SCREENSHOT_DIR is set. The page is given back at the size it had, so what the test does next is the same
 * with or without screenshots.
 */
export async function shoot(page: Page, name: string, options: { widths?: number[]; fullPage?: boolean } = {}) {
  if (!SHOTS) return;
  const before = page.viewportSize();
  const widths = options.widths ?? [before?.width ?? 1280];
  for (const width of widths) {
    if (options.widths) await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: options.fullPage ?? false });
  }
  if (options.widths && before) await page.setViewportSize(before);
}
