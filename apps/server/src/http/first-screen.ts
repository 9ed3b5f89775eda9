import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenPage, FirstScreenRenderer } from '@clinic/contract/site/first-screen-html';

/** The site's server-side entry, as the web build writes it beside the site (apps/web/vite.config.ts). */
const RENDERER = '.ssr/entry-server.js';

/** The site's own root element and what stands in it until the script runs (index.html's boot shell). */
const ROOT_CONTENT = /(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/;

export type DrawFirstScreen = (html: string, page: FirstScreenPage) => Promise<string>;

/**
 * Draws a clinic page's first screen into its HTML, with the site's own code (its server-side build), so that
 * a browser paints the page before the script has arrived; the script's first render then takes its place.
 * Without that build (a site built before it existed) the page keeps its boot shell. The code loads with the
 * first page asked for, not at start: a process that serves only the API never holds it.
 */
export function firstScreenDrawer(webRoot: string): DrawFirstScreen | undefined {
  const file = join(webRoot, RENDERER);
  if (!existsSync(file)) return undefined;
  let renderer: Promise<FirstScreenRenderer> | undefined;
  return async (html, page) => {
    renderer ??= import(pathToFileURL(file).href) as Promise<FirstScreenRenderer>;
    const screen = await (await renderer).renderFirstScreen(page);
    return screen ? html.replace(ROOT_CONTENT, (_all, open: string, close: string) => open + screen + close) : html;
  };
}
