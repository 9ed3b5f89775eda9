import { type ReactNode, StrictMode, Suspense, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Spinner } from './components/ui/spinner';
import { AppRouter, loadPageScreen } from './app/router';
import { i18n, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { pageTenantLanguage, pageTenantLanguages } from './lib/tenant/get-template';

/** The texts of the page's shell (its header, menus and footer), which every page shows. */
const SHELL_NAMESPACES = ['common', 'shell'];

/** Calls `then` once its children are first on the page (not a fallback while they load). */
function AfterFirstRender({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/**
 * Starts the site (boot.ts calls it once the page has painted). The server drew the page's first screen
 * (entry-server.tsx): the first render waits for the page's own screen (its modules are preloaded beside this one)
 * and the shell's texts, so that it takes the drawn screen's place with the same screen rather than a spinner
 * (which would also drop what was typed on the drawn one). Then `takenOver` gives it what the visitor did on the
 * drawn screen. A screen that fails to load renders as it would have (the router shows the error). The render is
 * a transition: React renders in slices, yielding to the browser between them.
 */
export function startSite(takenOver: () => void) {
  initI18n(pageTenantLanguage(), pageTenantLanguages());
  const queryClient = createQueryClient();
  const render = () =>
    startTransition(() =>
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<Spinner />}>
              <AfterFirstRender then={takenOver}>
                <AppRouter />
              </AfterFirstRender>
            </Suspense>
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  void Promise.all([loadPageScreen(location.pathname), i18n.loadNamespaces(SHELL_NAMESPACES)])
    .catch(() => undefined)
    .then(render);
}
