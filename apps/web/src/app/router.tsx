import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundPage } from '../features/shell/components/not-found-page';
import { TenantLayout } from '../features/shell/components/tenant-layout';
import { rootLoader, tenantLoader } from '../features/shell/tenant-loader';
import { Spinner } from '../components/ui/spinner';
import { i18n } from '../lib/i18n';
import { PAGE_MODULES, type PagePath } from './page-modules';
import { RouteError } from './route-error';

// Screens load on demand, each with its texts (PAGE_MODULES), so the first visit carries only the shell and the
// page it asked for.
const page = (path: PagePath, load: () => Promise<React.ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), i18n.loadNamespaces([...PAGE_MODULES[path].namespaces])]);
  return { Component };
};

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    { path: '/', loader: rootLoader(queryClient), errorElement: <RouteError />, hydrateFallbackElement: <Spinner /> },
    { path: '/404', element: <NotFoundPage /> },
    {
      path: '/:userKey',
      loader: tenantLoader(queryClient),
      hydrateFallbackElement: <Spinner />,
      element: <TenantLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, lazy: page('', async () => (await import('../features/home/home-page')).HomePage) },
        {
          path: 'doctors',
          lazy: page('doctors', async () => (await import('../features/doctors/components/doctors-page')).DoctorsPage),
        },
        {
          path: 'doctors/:id',
          lazy: page(
            'doctors/:id',
            async () => (await import('../features/doctors/components/doctor-detail-page')).DoctorDetailPage,
          ),
        },
        {
          path: 'clinics',
          lazy: page('clinics', async () => (await import('../features/clinics/components/clinics-page')).ClinicsPage),
        },
        {
          path: 'clinics/:id',
          lazy: page(
            'clinics/:id',
            async () => (await import('../features/clinics/components/clinic-detail-page')).ClinicDetailPage,
          ),
        },
        {
          path: 'treatments',
          lazy: page(
            'treatments',
            async () => (await import('../features/treatments/components/treatments-page')).TreatmentsPage,
          ),
        },
        {
          path: 'treatments/:id',
          lazy: page(
            'treatments/:id',
            async () => (await import('../features/treatments/components/treatment-detail-page')).TreatmentDetailPage,
          ),
        },
        {
          path: 'treatments/:treatmentId/book',
          lazy: page(
            'treatments/:treatmentId/book',
            async () => (await import('../features/booking/components/booking-page')).BookingPage,
          ),
        },
        {
          path: 'contact',
          lazy: page('contact', async () => (await import('../features/contact/components/contact-page')).ContactPage),
        },
        {
          path: 'login',
          lazy: page('login', async () => (await import('../features/login/components/login-page')).LoginPage),
        },
        {
          path: 'my_appointments',
          lazy: page(
            'my_appointments',
            async () => (await import('../features/appointments/components/appointments-page')).AppointmentsPage,
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
