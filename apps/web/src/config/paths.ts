import { PAGES, type PagePath } from '@clinic/contract/site/pages';
import { type PathParams, fillPath } from '@clinic/contract/core/path-params';

/** A clinic page's address: the clinic's key, then the page's path of PAGES with its parameters filled in. */
const page = <P extends PagePath>(
  key: string,
  path: P,
  ...[params]: [PathParams<P>] extends [never] ? [] : [Record<PathParams<P>, string | number>]
) => `/${key}/${fillPath(path, params)}`;

const withBranch = (address: string, branch: string | number) =>
  `${address}?branch=${encodeURIComponent(String(branch))}`;

/** Every address the site links or redirects to, in one typed map. */
export const paths = {
  /** With a reason, /404 says why the patient was sent there. */
  notFound: (reason?: 'config') => (reason ? `/404?reason=${reason}` : '/404'),
  home: (key: string) => page(key, ''),
  doctors: (key: string) => page(key, 'doctors'),
  doctor: (key: string, id: string | number) => page(key, 'doctors/:id', { id }),
  clinics: (key: string) => page(key, 'clinics'),
  clinic: (key: string, id: string | number) => page(key, 'clinics/:id', { id }),
  treatments: (key: string, branch?: string | number) =>
    branch === undefined ? page(key, 'treatments') : withBranch(page(key, 'treatments'), branch),
  treatment: (key: string, id: string | number) => page(key, 'treatments/:id', { id }),
  book: (key: string, treatmentId: string | number, branch: string | number) =>
    withBranch(page(key, 'treatments/:treatmentId/book', { treatmentId }), branch),
  /** Booking opened on a day with a time chosen (the booking page reads ?date= and ?time=). */
  bookAt: (key: string, treatmentId: string | number, branch: string | number, date: string, time: string) =>
    `${withBranch(page(key, 'treatments/:treatmentId/book', { treatmentId }), branch)}&date=${encodeURIComponent(date)}&time=${encodeURIComponent(time)}`,
  /** Booking with a doctor chosen (the booking page reads ?doctor=), opened on a day and time when given. */
  bookWith: (
    key: string,
    treatmentId: string | number,
    branch: string | number,
    doctor: string | number,
    at?: { date: string; time: string },
  ) =>
    `${withBranch(page(key, 'treatments/:treatmentId/book', { treatmentId }), branch)}&doctor=${encodeURIComponent(String(doctor))}${at ? `&date=${encodeURIComponent(at.date)}&time=${encodeURIComponent(at.time)}` : ''}`,
  contact: (key: string) => page(key, 'contact'),
  login: (key: string) => page(key, 'login'),
  myAppointments: (key: string) => page(key, 'my_appointments'),
} as const;

/** First path segments that are pages, not tenant keys: such a path is redirected to the default tenant. */
export const PAGE_SEGMENTS: readonly string[] = [
  ...new Set(Object.keys(PAGES).flatMap((path) => path.split('/')[0] || [])),
];
