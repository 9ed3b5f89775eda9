import { type FirstScreenCallName, PAGES, type PageParams, type PagePath, SHELL_CALLS } from './pages';
import { fillPath, pathParamNames } from '../core/path-params';
import { ROUTES } from '../core/routes';

/** A call of a page's first screen, with its path parameters and the path it is asked at (its answer's key). */
export type FirstScreenCall = { name: FirstScreenCallName; params: PageParams; path: string };

/** The calls a page's first screen makes, the shell's first; without a page, the shell's alone. */
export function firstScreenCalls(page?: { path: PagePath; params: PageParams }): FirstScreenCall[] {
  type Spec = readonly (FirstScreenCallName | { call: FirstScreenCallName; params: PageParams })[];
  const own = page ? ((PAGES[page.path] as { calls?: Spec }).calls ?? []) : [];
  return [...SHELL_CALLS, ...own].map((call) => {
    const [name, from] = typeof call === 'string' ? [call, {} as PageParams] : [call.call, call.params];
    const pattern = ROUTES[name].path;
    const params = Object.fromEntries(pathParamNames(pattern).map((p) => [p, page?.params[from[p] ?? p] ?? '']));
    return { name, params, path: fillPath(pattern, params) };
  });
}
