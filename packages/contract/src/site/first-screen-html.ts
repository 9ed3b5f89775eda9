// Types only: the server and the site's server-side entry share them, and neither loads the other's code.

/**
 * What the server knows of a clinic page when it answers the page's address: the same values it writes into the
 * page's data blocks (apps/server/src/http/web-app.ts), from which the site draws the page's first screen.
 */
export interface FirstScreenPage {
  /** The page's address with its query (`/central-clinic/treatments?page=2`). */
  url: string;
  /** The clinic's key, as in the address. */
  key: string;
  /** The language the page opens in. */
  lang: string;
  /** The tenant's /api/config answer. */
  config: unknown;
  /** The answers of the screen's first calls, by API path (/api/get_template, ...). */
  answers: Record<string, unknown>;
}

/**
 * The site's server-side entry (apps/web/src/entry-server.tsx, built to dist/.ssr/entry-server.js): the HTML of a
 * page's first screen, as the site's first render will draw it, or undefined when it cannot be drawn from the
 * page's data alone (the site then draws it when its script runs).
 */
export interface FirstScreenRenderer {
  renderFirstScreen(page: FirstScreenPage): Promise<string | undefined>;
}
