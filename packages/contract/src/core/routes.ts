import type { CallAuth, CallMethod } from './define-call';
import { SITE_ROUTES } from './routes-site';
import { WORKSPACE_ROUTES } from './routes-workspace';

/**
 * Where each call of the contract lives, without its schemas: the site's client reads these (no zod in the first
 * load), and each call object spreads its own entry. The key is the call's operationId.
 */
export const ROUTES = { ...SITE_ROUTES, ...WORKSPACE_ROUTES } as const satisfies Record<
  string,
  { method: CallMethod; path: string; auth: CallAuth }
>;

export type CallName = keyof typeof ROUTES;
