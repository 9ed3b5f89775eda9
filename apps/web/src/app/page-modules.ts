/**
 * What each page of a clinic needs before it can show anything: its screen's module, the modules that screen
 * loads at once, and its texts (namespaces). The router loads them on the way to the page; the build lists
 * their files for the server (vite.config.ts), which names them in the page as modulepreload links, so that
 * they download beside the main script instead of after it. Keys are the router's paths below /:userKey.
 */
export const PAGE_MODULES = {
  '': { modules: ['src/features/home/home-page.tsx'], namespaces: ['home'] },
  doctors: { modules: ['src/features/doctors/components/doctors-page.tsx'], namespaces: ['doctors'] },
  'doctors/:id': { modules: ['src/features/doctors/components/doctor-detail-page.tsx'], namespaces: ['doctors'] },
  clinics: { modules: ['src/features/clinics/components/clinics-page.tsx'], namespaces: ['clinics'] },
  'clinics/:id': { modules: ['src/features/clinics/components/clinic-detail-page.tsx'], namespaces: ['clinics'] },
  treatments: { modules: ['src/features/treatments/components/treatments-page.tsx'], namespaces: ['treatments'] },
  'treatments/:id': {
    modules: ['src/features/treatments/components/treatment-detail-page.tsx'],
    namespaces: ['treatments'],
  },
  'treatments/:treatmentId/book': {
    // Not the calendar (date-time-pickers.tsx): it loads once the screen has painted.
    modules: ['src/features/booking/components/booking-page.tsx'],
    // The later steps load 'forms' and 'payment' with their code.
    namespaces: ['booking'],
  },
  contact: { modules: ['src/features/contact/components/contact-page.tsx'], namespaces: ['contact'] },
  login: { modules: ['src/features/login/components/login-page.tsx'], namespaces: ['login', 'forms'] },
  my_appointments: {
    modules: ['src/features/appointments/components/appointments-page.tsx'],
    namespaces: ['appointments', 'payment'],
  },
} as const satisfies Record<string, { modules: readonly string[]; namespaces: readonly string[] }>;

export type PagePath = keyof typeof PAGE_MODULES;
