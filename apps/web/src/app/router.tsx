import { type ComponentType, type ReactNode, Component, Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { PAGES, type PagePath, matchPage } from '@clinic/contract/site/pages';
import { Spinner } from '../components/ui/spinner';
import { TenantRoute, RootRedirect } from '../features/shell/tenant-route';
import { i18n } from '../lib/i18n';
import { loadErrorTexts } from '../lib/errors/error-texts';
import { PAGE_SCREENS } from './page-screens';
import { RouteError } from './route-error';

// Declarative routes: the data router's loaders and fetchers would add about 17 KB (gzipped) to every first load,
// and the pages' data comes with the page (the server puts it in) or from react-query.

/** A screen that can be loaded ahead of its first render, which then draws it at once rather than suspending. */
type Screen = ComponentType & { load: (language?: string) => Promise<void> };

/** A screen with its texts (and the error texts of its forms), loaded on demand as one. */
const screen = (load: () => Promise<ComponentType>, namespaces: readonly string[], errors = true): Screen => {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadCode = () =>
    (loading ??= load().then(
      (Loaded) => (loaded = Loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Its code, and its texts in a language (the page's by default).
  const loadAll = async (language = i18n.language) => {
    await Promise.all([
      loadCode(),
      i18n.loadNamespaces([...namespaces], language),
      errors ? loadErrorTexts(language) : undefined,
    ]);
  };
  const Lazy = lazy(async () => {
    await loadAll();
    return { default: loaded! };
  });
  const Drawn = () => {
    const Loaded = loaded;
    return Loaded && !i18n.mustLoad(namespaces) ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Drawn, { load: loadAll });
};

/** Pages whose first screen cannot fail: the home page has no form; My appointments' logged-in part brings them. */
const WITHOUT_ERROR_TEXTS: readonly PagePath[] = ['', 'my_appointments'];

// Every page of PAGES, made once; a page whose first screen cannot fail does not wait for the error texts.
const PAGE_COMPONENTS = Object.fromEntries(
  (Object.keys(PAGES) as PagePath[]).map((path) => [
    path,
    screen(PAGE_SCREENS[path], PAGES[path].namespaces, !WITHOUT_ERROR_TEXTS.includes(path)),
  ]),
) as unknown as Record<PagePath, Screen>;

/**
 * Loads the screen of the clinic page at `pathname` (`/central-clinic/treatments`) with its texts, so that the
 * first render draws it whole (in `language`, the page's by default): the page's server-drawn first screen then
 * gives way to the same screen, not to a spinner. Other addresses (the staff workspace, the embed) load as they
 * render.
 */
export function loadPageScreen(pathname: string, language?: string): Promise<void> {
  const page = matchPage(pathname.split('/').slice(2).join('/').replace(/\/$/, ''));
  return page ? PAGE_COMPONENTS[page.path].load(language) : Promise.resolve();
}

/**
 * The staff workspace: its own shell, loaded only when a clinic's staff open it (never in the patient site's load).
 * Only its own texts come with it; a section's (setup, team, webhooks) load when that section first shows.
 */
const StaffPage = screen(
  async () => (await import('../features/staff/workspace/components/staff-page')).StaffPage,
  ['staff'],
);
/** The booking framed by a clinic's own site (/embed.js): its own bare shell, loaded only there. */
const EmbedPage = screen(
  async () => (await import('../features/booking/embed/embed-page')).EmbedPage,
  ['booking', 'family'],
);
const NotFoundPage = screen(
  async () => (await import('../features/shell/components/not-found-page')).NotFoundPage,
  [],
  false,
);

/** A screen that fails to render or whose code fails to load shows RouteError; another address starts afresh. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The site's routes, under the browser's router here and under the server's for a page's first screen. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/:userKey/staff" element={<StaffPage />} />
          <Route path="/:userKey/embed" element={<EmbedPage />} />
          <Route path="/:userKey" element={<TenantRoute />}>
            {(Object.keys(PAGES) as PagePath[]).map((path) => {
              const Page = PAGE_COMPONENTS[path];
              return path === '' ? (
                <Route key="home" index element={<Page />} />
              ) : (
                <Route key={path} path={path} element={<Page />} />
              );
            })}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
