import type { z } from 'zod';
import type { calls } from '@clinic/contract/core/calls';
import { fillPath } from '@clinic/contract/core/path-params';
import { type CallName, ROUTES } from '@clinic/contract/core/routes';
import { type ApiTarget, request } from './api-client';

/** The contract's call objects by name (types only: the site's first load carries no schemas). */
type CallsByName = {
  [N in CallName]: Extract<
    (typeof calls)[number],
    { method: (typeof ROUTES)[N]['method']; path: (typeof ROUTES)[N]['path'] }
  >;
};
type CallOf<N extends CallName> = CallsByName[N];
type Part<C, K extends string> = C extends { [key in K]: z.ZodType } ? { [key in K]: z.input<C[K]> } : unknown;
/** What a call takes: its path parameters, query and body, each only where the contract has one. */
export type CallInput<N extends CallName> = Part<CallOf<N>, 'params'> &
  Part<CallOf<N>, 'query'> &
  Part<CallOf<N>, 'body'>;
/** What a call answers when it succeeds. */
export type CallAnswer<N extends CallName> = z.output<CallOf<N>['response']>;

/** Where a call goes: the tenant's backend (with its token and language), or the site's own origin. */
export type CallTarget = ApiTarget | { baseUrl: string };

/**
 * Makes one call of the contract by name: its method, path and auth come from the contract, the session is sent
 * to customer calls, and the answer has the contract's type. The only way the site reaches the API.
 */
export function callApi<N extends CallName>(
  target: CallTarget,
  name: N,
  input: CallInput<N>,
  /** `session`: send the patient's session (when there is one) to a call that reads it only if it comes. */
  options: { signal?: AbortSignal; headers?: Record<string, string>; session?: boolean } = {},
): Promise<CallAnswer<N>> {
  const route = ROUTES[name];
  const parts = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return request<CallAnswer<N>>(target.baseUrl, callPath(name, parts.params), {
    method: route.method,
    query: parts.query as Record<string, string | number | undefined> | undefined,
    body: parts.body,
    session: route.auth === 'customer' || options.session === true,
    ...('token' in target && route.auth !== 'public' ? { target } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** A call's path with its parameters filled in (`/api/treatments/5`): also the key of its answer in the page. */
export function callPath(name: CallName, params: Record<string, unknown> = {}): string {
  return fillPath(ROUTES[name].path, params);
}
