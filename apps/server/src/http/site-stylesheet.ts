import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The site's one stylesheet, as the web build links it from index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;

export interface SiteStylesheet {
  /** index.html's link to the stylesheet, which `style` replaces. */
  link: string;
  /** The stylesheet as a style element of the page. */
  style: string;
  /** Its CSP source ('sha256-…'), which allows exactly that style element. */
  cspSource: string;
}

/**
 * The site's stylesheet, to be written into each page: the browser paints the page's first screen (drawn on the
 * server) from the HTML alone, with no request for the stylesheet before it. Undefined without a built site.
 */
export function readSiteStylesheet(webDist: string | undefined): SiteStylesheet | undefined {
  if (!webDist) return undefined;
  const indexFile = join(resolve(webDist), 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const link = STYLESHEET_LINK.exec(readFileSync(indexFile, 'utf8'));
  if (!link) return undefined;
  const css = readFileSync(join(resolve(webDist), link[1]!), 'utf8');
  // Nothing in a stylesheet can close the element early but this: Tailwind writes none.
  if (css.includes('</style')) return undefined;
  return {
    link: link[0],
    style: `<style>${css}</style>`,
    cspSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  };
}
