import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PAGES, type PagePath } from '@clinic/contract/site/pages';
import { NotFoundPage } from '../features/shell/components/not-found-page';
import { TenantLayout } from '../features/shell/components/tenant-layout';
import { rootLoader, tenantLoader } from '../features/shell/tenant-loader';
import { Spinner } from '../components/ui/spinner';
import { i18n } from '../lib/i18n';
import { PAGE_SCREENS } from './page-screens';
import { RouteError } from './route-error';

// Screens load on demand, each with its texts (PAGES), so the first visit carries only the shell and the
// page it asked for.
const page = (path: PagePath) => async () => {
  const [Component] = await Promise.all([PAGE_SCREENS[path](), i18n.loadNamespaces([...PAGES[path].namespaces])]);
  return { Component };
};

/** The staff workspace: its own shell, loaded only when a clinic's staff open it (never in the patient site's load). */
const staffPage = async () => {
  const [{ StaffPage }] = await Promise.all([
    import('../features/staff/components/staff-page'),
    i18n.loadNamespaces(['staff', 'setup', 'team']),
  ]);
  return { Component: StaffPage };
};

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    { path: '/', loader: rootLoader(queryClient), errorElement: <RouteError />, hydrateFallbackElement: <Spinner /> },
    { path: '/404', element: <NotFoundPage /> },
    { path: '/:userKey/staff', lazy: staffPage, errorElement: <RouteError />, hydrateFallbackElement: <Spinner /> },
    {
      path: '/:userKey',
      loader: tenantLoader(queryClient),
      hydrateFallbackElement: <Spinner />,
      element: <TenantLayout />,
      errorElement: <RouteError />,
      children: [
        // Every page of PAGES, in its order; '' is the clinic's home.
        ...(Object.keys(PAGES) as PagePath[]).map((path) =>
          path === '' ? { index: true, lazy: page(path) } : { path, lazy: page(path) },
        ),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
