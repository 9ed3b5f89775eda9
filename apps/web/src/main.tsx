import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Spinner } from './components/ui/spinner';
import { AppRouter, loadPageScreen } from './app/router';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { pageTenantLanguage, pageTenantLanguages } from './lib/tenant/get-template';

initI18n(pageTenantLanguage(), pageTenantLanguages());
const queryClient = createQueryClient();

// In a transition: React renders in slices, yielding to the browser between them, while the drawn screen shows.
const render = () =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<Spinner />}>
            <AppRouter />
          </Suspense>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );

// The server drew the page's first screen (entry-server.tsx): the first render waits for the page's own screen
// (its modules are preloaded beside this one), so that it takes the drawn screen's place with the same screen
// rather than a spinner. A screen that fails to load renders as it would have (the router shows the error).
void loadPageScreen(location.pathname)
  .catch(() => undefined)
  .then(render);
