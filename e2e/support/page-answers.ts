import type { Page } from '@playwright/test';

/**
 * A clinic page comes with the answers its first screen needs (a JSON data block the server writes, see
 * apps/server/src/http/web-app.ts) and that screen drawn from them. Tests that stand in for the API (an error,
 * an empty or odd answer) remove both, as a server that could not write them would send the page, so that the
 * site asks the API itself.
 */
export async function withoutPageAnswers(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script id="page-answers"[^>]*>[^<]*<\/script>/, '')
        .replace(/(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/, '$1$2');
      return route.fulfill({ response, body: html });
    },
  );
}
