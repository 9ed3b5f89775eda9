import type { ComponentType } from 'react';
import type { PagePath } from '@clinic/contract/site/pages';

/**
 * Each page's screen, loaded when the page is first shown: one entry per page of PAGES (the type makes a page
 * without its screen, or a screen without its page, fail to build). Apart from PAGES because the build and the
 * server read that list, and must not load the screens.
 */
export const PAGE_SCREENS: Record<PagePath, () => Promise<ComponentType>> = {
  '': async () => (await import('../features/home/home-page')).HomePage,
  doctors: async () => (await import('../features/doctors/components/doctors-page')).DoctorsPage,
  'doctors/:id': async () => (await import('../features/doctors/components/doctor-detail-page')).DoctorDetailPage,
  clinics: async () => (await import('../features/clinics/components/clinics-page')).ClinicsPage,
  'clinics/:id': async () => (await import('../features/clinics/components/clinic-detail-page')).ClinicDetailPage,
  treatments: async () => (await import('../features/treatments/components/treatments-page')).TreatmentsPage,
  'treatments/:id': async () =>
    (await import('../features/treatments/components/treatment-detail-page')).TreatmentDetailPage,
  'treatments/:treatmentId/book': async () => (await import('../features/booking/components/booking-page')).BookingPage,
  contact: async () => (await import('../features/contact/components/contact-page')).ContactPage,
  login: async () => (await import('../features/login/components/login-page')).LoginPage,
  my_appointments: async () => (await import('../features/appointments/components/appointments-page')).AppointmentsPage,
};
