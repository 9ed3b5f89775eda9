import { type ReactNode, StrictMode, Suspense, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Spinner } from './components/ui/spinner';
import { AppRouter, loadPageScreen } from './app/router';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { pageTenantLanguage, pageTenantLanguages } from './lib/tenant/get-template';

/** Calls `then` once its children are first on the page. */
function AfterFirstRender({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/**
 * Starts the site (boot.ts calls it once the page has painted). The server drew the page's first screen
 * (entry-server.tsx): the first render waits for the page's own screen (its modules are preloaded beside this one),
 * so that it takes the drawn screen's place with the same screen rather than a spinner, then `takenOver` gives it
 * what the visitor did on the drawn one. A screen that fails to load renders as it would have (the router shows the
 * error). The render is a transition: React renders in slices, yielding to the browser between them.
 */
export function startSite(takenOver: () => void) {
  initI18n(pageTenantLanguage(), pageTenantLanguages());
  const queryClient = createQueryClient();
  const render = () =>
    startTransition(() =>
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <AfterFirstRender then={takenOver}>
            <QueryClientProvider client={queryClient}>
              <Suspense fallback={<Spinner />}>
                <AppRouter />
              </Suspense>
            </QueryClientProvider>
          </AfterFirstRender>
        </StrictMode>,
      ),
    );
  void loadPageScreen(location.pathname)
    .catch(() => undefined)
    .then(render);
}
