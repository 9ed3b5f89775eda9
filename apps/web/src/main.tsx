import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Spinner } from './components/ui/spinner';
import { AppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { pageTenantLanguage, pageTenantLanguages } from './lib/tenant/get-template';
import './index.css';

initI18n(pageTenantLanguage(), pageTenantLanguages());
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Spinner />}>
        <AppRouter />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
