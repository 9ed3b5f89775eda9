import { type ComponentType, type ReactNode, Component, Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { PAGES, type PagePath } from '@clinic/contract/site/pages';
import { Spinner } from '../components/ui/spinner';
import { TenantRoute, RootRedirect } from '../features/shell/tenant-route';
import { i18n } from '../lib/i18n';
import { loadErrorTexts } from '../lib/errors/error-texts';
import { PAGE_SCREENS } from './page-screens';
import { RouteError } from './route-error';

// Declarative routes: the data router's loaders and fetchers would add about 17 KB (gzipped) to every first load,
// and the pages' data comes with the page (the server puts it in) or from react-query.

/** A screen with its texts (and the error texts of its forms), loaded on demand as one. */
const screen = (load: () => Promise<ComponentType>, namespaces: readonly string[], errors = true) =>
  lazy(async () => {
    const [Screen] = await Promise.all([
      load(),
      i18n.loadNamespaces([...namespaces]),
      errors ? loadErrorTexts(i18n.language) : undefined,
    ]);
    return { default: Screen };
  });

// Every page of PAGES, made once; the home page has no form, so it does not wait for the error texts.
const PAGE_COMPONENTS = Object.fromEntries(
  (Object.keys(PAGES) as PagePath[]).map((path) => [
    path,
    screen(PAGE_SCREENS[path], PAGES[path].namespaces, path !== ''),
  ]),
) as unknown as Record<PagePath, ComponentType>;

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

function AppRoutes() {
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
