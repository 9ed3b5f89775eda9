// Types only: the site's build config loads this file, and must not load the contract's code with it.
import type { PathParams } from '../core/path-params';
import type { CallName, ROUTES } from '../core/routes';

type Route = typeof ROUTES;

/** The calls whose answers a page's HTML can carry: the tenant's GET calls (a page request has no session). */
export type PageCallName = {
  [N in CallName]: Route[N] extends { method: 'GET'; auth: 'tenant' } ? N : never;
}[CallName];

/**
 * One call of a page's first screen: its name when the page has each of the call's path parameters under the
 * same name, else `{ call, params }` with the page parameter that fills each of the call's.
 */
type PageCall<Page extends string> =
  | { [N in PageCallName]: [PathParams<Route[N]['path']>] extends [PathParams<Page>] ? N : never }[PageCallName]
  | {
      [N in PageCallName]: { call: N; params: Record<PathParams<Route[N]['path']>, PathParams<Page>> };
    }[PageCallName];

export interface PageSpec<Path extends string> {
  /** The screen's module and the modules it loads at once (files of apps/web): preloaded with the page. */
  modules: readonly string[];
  /** Its texts (namespaces of apps/web/src/locales): loaded with the screen, and preloaded. */
  namespaces: readonly string[];
  /** The calls its first screen makes besides the shell's: the server puts their answers into the page. */
  calls?: readonly PageCall<Path>[];
}

const definePages = <const T extends { [Path in keyof T]: PageSpec<Path & string> }>(pages: T): T => pages;

/** The calls every clinic page's shell (the tenant layout) makes on its first screen. */
export const SHELL_CALLS = ['getTemplate'] as const satisfies readonly PageCallName[];

/**
 * The pages of a clinic's site, by their path below /:userKey ('' is the clinic's home). The site's router makes
 * a route of each (apps/web/src/app/router.tsx, with the screen of apps/web/src/app/page-screens.ts) and its
 * links from the paths (config/paths.ts); the site's build lists each page's built modules and texts
 * (apps/web/vite.config.ts); the server names those files in the page's HTML as modulepreload links and puts
 * the answers of its first-screen calls into it (apps/server/src/http/web-app.ts), so that they download beside
 * the main script instead of after it.
 */
export const PAGES = definePages({
  '': { modules: ['src/features/home/home-page.tsx'], namespaces: ['home'] },
  doctors: {
    modules: ['src/features/doctors/components/doctors-page.tsx'],
    namespaces: ['doctors'],
    calls: ['getDoctors'],
  },
  'doctors/:id': { modules: ['src/features/doctors/components/doctor-detail-page.tsx'], namespaces: ['doctors'] },
  clinics: {
    modules: ['src/features/clinics/components/clinics-page.tsx'],
    namespaces: ['clinics'],
    calls: ['getClinics'],
  },
  'clinics/:id': { modules: ['src/features/clinics/components/clinic-detail-page.tsx'], namespaces: ['clinics'] },
  treatments: {
    modules: ['src/features/treatments/components/treatments-page.tsx'],
    namespaces: ['treatments'],
    calls: ['getTreatments'],
  },
  'treatments/:id': {
    modules: ['src/features/treatments/components/treatment-detail-page.tsx'],
    namespaces: ['treatments'],
    calls: ['getTreatment'],
  },
  'treatments/:treatmentId/book': {
    // Not the calendar (date-time-pickers.tsx): it loads once the screen has painted.
    modules: ['src/features/booking/components/booking-page.tsx'],
    // The later steps load 'forms' and 'payment' with their code.
    namespaces: ['booking', 'family'],
    // The doctors: the time step's choice of doctor is drawn with it, not after it (nothing moves).
    calls: [{ call: 'getTreatment', params: { id: 'treatmentId' } }, 'getClinics', 'getDoctors'],
  },
  contact: {
    modules: ['src/features/contact/components/contact-page.tsx'],
    namespaces: ['contact'],
    // The opening hours are the branches' own.
    calls: ['getClinics'],
  },
  login: { modules: ['src/features/login/components/login-page.tsx'], namespaces: ['login', 'forms'] },
  my_appointments: {
    modules: ['src/features/appointments/components/appointments-page.tsx'],
    namespaces: ['appointments', 'payment', 'family', 'forms'],
  },
});

export type PagePath = keyof typeof PAGES;

type NameOf<Call> = Call extends { call: infer N } ? N : Call;
type CallsOf<Spec> = Spec extends { calls: readonly (infer Call)[] } ? NameOf<Call> : never;
/** The calls some page's first screen makes: the server answers each of them itself. */
export type FirstScreenCallName = (typeof SHELL_CALLS)[number] | CallsOf<(typeof PAGES)[PagePath]>;

/** A page's path parameters, as the address carries them. */
export type PageParams = Record<string, string>;

/** The page of the list that an address below the clinic's key (`treatments/5`) shows, with its parameters. */
export function matchPage(address: string): { path: PagePath; params: PageParams } | undefined {
  const segments = address.split('/');
  for (const path of Object.keys(PAGES) as PagePath[]) {
    const parts = path.split('/');
    if (parts.length !== segments.length) continue;
    const params: PageParams = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (matches) return { path, params };
  }
  return undefined;
}
