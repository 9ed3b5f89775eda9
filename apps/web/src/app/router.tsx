import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundPage } from '../features/shell/components/not-found-page';
import { TenantLayout } from '../features/shell/components/tenant-layout';
import { rootLoader, tenantLoader } from '../features/shell/tenant-loader';
import { RouteError } from './route-error';

// Screens load on demand so the first visit carries only the shell and the page it asked for.
const page = (load: () => Promise<React.ComponentType>) => async () => ({ Component: await load() });

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    { path: '/', loader: rootLoader(queryClient), errorElement: <RouteError /> },
    { path: '/404', element: <NotFoundPage /> },
    {
      path: '/:userKey',
      loader: tenantLoader(queryClient),
      element: <TenantLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, lazy: page(async () => (await import('../features/home/home-page')).HomePage) },
        { path: 'doctors', lazy: page(async () => (await import('./placeholder-routes')).DoctorsPlaceholder) },
        { path: 'doctors/:id', lazy: page(async () => (await import('./placeholder-routes')).DoctorsPlaceholder) },
        { path: 'clinics', lazy: page(async () => (await import('./placeholder-routes')).ClinicsPlaceholder) },
        { path: 'clinics/:id', lazy: page(async () => (await import('./placeholder-routes')).ClinicsPlaceholder) },
        { path: 'treatments', lazy: page(async () => (await import('./placeholder-routes')).TreatmentsPlaceholder) },
        {
          path: 'treatments/:id',
          lazy: page(async () => (await import('./placeholder-routes')).TreatmentsPlaceholder),
        },
        {
          path: 'treatments/:treatmentId/book',
          lazy: page(async () => (await import('./placeholder-routes')).TreatmentsPlaceholder),
        },
        { path: 'contact', lazy: page(async () => (await import('./placeholder-routes')).ContactPlaceholder) },
        { path: 'login', lazy: page(async () => (await import('./placeholder-routes')).LoginPlaceholder) },
        {
          path: 'my_appointments',
          lazy: page(async () => (await import('./placeholder-routes')).AppointmentsPlaceholder),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
