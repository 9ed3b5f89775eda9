import { TENANT_TOKEN_HEADER } from '@clinic/contract/headers';
import { STORAGE_KEYS, clearLogin, readStorage } from './storage';

/** A failed call: its status (0 when no answer came) and the server's own message, or '' when it sent none. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const SERVER_NOT_READY = 'Server not ready';

/**
 * What to tell the patient about a failed call: the server's own message when it sent one (the
 * specification prefers it), else the screen's fallback; `unanswered` when no answer came at all.
 */
export function failureMessage(error: unknown, fallback: string, unanswered = fallback): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return unanswered;
  return error.message || fallback;
}

/** Where a tenant's calls go and how they identify themselves (from /api/config). */
export type ApiTarget = { baseUrl: string; token: string; lang: string };

type RequestOptions = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Send the customer's session (Authorization: Bearer). */
  session?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export async function request<T>(baseUrl: string, path: string, options: RequestOptions & { target?: ApiTarget } = {}) {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {
    accept: 'application/json',
    // The legacy backends sit behind a tunnel that shows a warning page to browsers without this header.
    'ngrok-skip-browser-warning': 'true',
    ...options.headers,
  };
  if (options.target) {
    headers[TENANT_TOKEN_HEADER] = options.target.token;
    headers['accept-language'] = options.target.lang;
  }
  if (options.session) {
    const token = readStorage(STORAGE_KEYS.authToken);
    if (token) headers.authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(SERVER_NOT_READY, 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  const message = (payload as { message?: unknown } | null)?.message;
  // A refused session (expired or revoked) logs the patient out everywhere, as a logout would.
  if (response.status === 401 && options.session) clearLogin();
  if (!response.ok) {
    throw new ApiError(typeof message === 'string' ? message : '', response.status);
  }
  return payload as T;
}

/** A call to the tenant's own backend, with its token and the page language. */
export function tenantRequest<T>(target: ApiTarget, path: string, options: RequestOptions = {}) {
  return request<T>(target.baseUrl, path, { ...options, target });
}
