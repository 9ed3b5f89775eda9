import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundPage } from '../features/shell/components/not-found-page';
import { TenantLayout } from '../features/shell/components/tenant-layout';
import { rootLoader, tenantLoader } from '../features/shell/tenant-loader';
import { Spinner } from '../components/ui/spinner';
import { i18n } from '../lib/i18n';
import { RouteError } from './route-error';

// Screens load on demand, each with its texts, so the first visit carries only the shell and the page it asked for.
const page =
  (load: () => Promise<React.ComponentType>, namespaces: string[] = []) =>
  async () => {
    const [Component] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
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
        { index: true, lazy: page(async () => (await import('../features/home/home-page')).HomePage, ['home']) },
        {
          path: 'doctors',
          lazy: page(
            async () => (await import('../features/doctors/components/doctors-page')).DoctorsPage,
            ['doctors'],
          ),
        },
        {
          path: 'doctors/:id',
          lazy: page(
            async () => (await import('../features/doctors/components/doctor-detail-page')).DoctorDetailPage,
            ['doctors'],
          ),
        },
        {
          path: 'clinics',
          lazy: page(
            async () => (await import('../features/clinics/components/clinics-page')).ClinicsPage,
            ['clinics'],
          ),
        },
        {
          path: 'clinics/:id',
          lazy: page(
            async () => (await import('../features/clinics/components/clinic-detail-page')).ClinicDetailPage,
            ['clinics'],
          ),
        },
        {
          path: 'treatments',
          lazy: page(
            async () => (await import('../features/treatments/components/treatments-page')).TreatmentsPage,
            ['treatments'],
          ),
        },
        {
          path: 'treatments/:id',
          lazy: page(
            async () => (await import('../features/treatments/components/treatment-detail-page')).TreatmentDetailPage,
            ['treatments'],
          ),
        },
        {
          path: 'treatments/:treatmentId/book',
          lazy: page(
            async () => (await import('../features/booking/components/booking-page')).BookingPage,
            ['booking', 'forms', 'payment'],
          ),
        },
        {
          path: 'contact',
          lazy: page(
            async () => (await import('../features/contact/components/contact-page')).ContactPage,
            ['contact'],
          ),
        },
        {
          path: 'login',
          lazy: page(
            async () => (await import('../features/login/components/login-page')).LoginPage,
            ['login', 'forms'],
          ),
        },
        {
          path: 'my_appointments',
          lazy: page(
            async () => (await import('../features/appointments/components/appointments-page')).AppointmentsPage,
            ['appointments', 'payment'],
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
