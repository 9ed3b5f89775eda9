import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import type { FirstScreenPage } from '@clinic/contract/site/first-screen-html';
import { Spinner } from './components/ui/spinner';
import { AppRoutes, loadPageScreen } from './app/router';
import { i18n, setUpTexts } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { withPageBlocks } from './lib/tenant/page-data';

// The server draws a clinic page's first screen from the answers it puts into the page, and asks for nothing:
// a query whose answer is not among them waits (paused, as when offline) and its screen shows what it shows
// while loading, as the browser's first render does.
onlineManager.setOnline(false);
setUpTexts();

/**
 * The HTML of a clinic page's first screen, as the site's first render draws it from the same data blocks
 * (main.tsx): the browser paints it before the script has arrived, and the script's render then takes its place.
 */
export async function renderFirstScreen(page: FirstScreenPage): Promise<string | undefined> {
  const { pathname } = new URL(page.url, 'http://page');
  // Everything the render needs in the page's language, loaded first: the render itself must not wait.
  await Promise.all([i18n.loadNamespaces(['common', 'shell'], page.lang), loadPageScreen(pathname, page.lang)]);
  const blocks = {
    'tenant-config': { value: page.config, attributes: {} },
    'page-answers': { value: page.answers, attributes: { user: page.key, lang: page.lang } },
  };
  const queryClient = createQueryClient();
  // React Router warns of a <Navigate> drawn on the server: that page goes elsewhere at once, and is left to the
  // script. The render is synchronous, so the warnings caught are this page's own.
  const warn = console.warn;
  let redirects = false;
  console.warn = (message: unknown, ...rest: unknown[]) => {
    if (String(message).startsWith('<Navigate>')) redirects = true;
    else warn(message, ...rest);
  };
  try {
    const html = withPageBlocks(blocks, () => {
      i18n.language = page.lang;
      return renderToString(
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<Spinner />}>
            <StaticRouter location={page.url}>
              <AppRoutes />
            </StaticRouter>
          </Suspense>
        </QueryClientProvider>,
      );
    });
    return redirects ? undefined : html;
  } finally {
    console.warn = warn;
    queryClient.clear();
  }
}
