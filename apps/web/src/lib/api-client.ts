import {
  type TErrorCode,
  type TErrorParams,
  type TSeriesConflict,
  isErrorCode,
} from '@clinic/contract/core/error-codes';
import type { CallMethod } from '@clinic/contract/core/define-call';
import { TENANT_TOKEN_HEADER } from '@clinic/contract/core/headers';
import { STORAGE_KEYS, clearLogin, readStorage } from './storage';

/**
 * A failed call: its status (0 when no answer came), the server's error code and the values its text needs
 * (lib/errors/failure-text.ts turns them into a sentence in the page language), and the server's message.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: TErrorCode,
    readonly params?: TErrorParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const SERVER_NOT_READY = 'Server not ready';

/** The contract's error envelope, read without trusting it: an unknown code or odd params count as none. */
function errorOf(payload: unknown, status: number): ApiError {
  const envelope = (payload ?? {}) as { message?: unknown; code?: unknown; params?: unknown };
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  const params: TErrorParams = {};
  if (envelope.params && typeof envelope.params === 'object') {
    for (const [key, value] of Object.entries(envelope.params)) {
      const count = key === 'seconds' || key === 'minutes' || key === 'count' || key === 'hours' || key === 'doctor_id';
      if (count && Number.isInteger(value)) {
        params[key] = value as number;
      }
      // A doctor's name, shown as text (never markup).
      if (key === 'doctor' && typeof value === 'string' && value.length <= 200) params.doctor = value;
      // The request field a refusal is about (`schedule.1.end`), so a form can show it there.
      if (key === 'field' && typeof value === 'string' && /^[\w.]{1,100}$/.test(value)) params.field = value;
      if (key === 'conflicts') params.conflicts = seriesConflictsOf(value);
    }
  }
  return new ApiError(message, status, isErrorCode(envelope.code) ? envelope.code : undefined, params);
}

/** The dates a series could not take (SERIES_CONFLICT), kept only when each looks as the contract says. */
function seriesConflictsOf(value: unknown): TSeriesConflict[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is TSeriesConflict =>
      typeof item === 'object' &&
      item !== null &&
      /^\d{4}-\d{2}-\d{2}$/.test(String((item as TSeriesConflict).date)) &&
      ((item as TSeriesConflict).nearest_time === null ||
        /^\d{2}:\d{2}$/.test(String((item as TSeriesConflict).nearest_time))),
  );
}

/** Where a tenant's calls go and how they identify themselves (from /api/config). */
export type ApiTarget = { baseUrl: string; token: string; lang: string };

type RequestOptions = {
  method?: CallMethod;
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
  // A file (an uploaded picture) goes as its own bytes; anything else as JSON.
  const file = options.body instanceof Blob ? options.body : undefined;
  if (file) headers['content-type'] = file.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(SERVER_NOT_READY, 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  // A refused session (expired or revoked) logs the patient out everywhere, as a logout would.
  if (response.status === 401 && options.session) clearLogin();
  if (!response.ok) throw errorOf(payload, response.status);
  return payload as T;
}
