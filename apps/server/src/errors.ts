/** Every failure a service can report, with the status it maps to and the message a user sees. */
export const ERRORS = {
  BAD_REQUEST: 400,
  TENANT_TOKEN_MISSING: 401,
  TENANT_TOKEN_UNKNOWN: 401,
  SESSION_MISSING: 401,
  SESSION_INVALID: 401,
  FORBIDDEN: 403,
  TENANT_NOT_FOUND: 404,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  TOO_MANY_REQUESTS: 429,
  UPSTREAM_FAILED: 502,
} as const;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
  ) {
    super(userMessage);
    this.name = 'AppError';
    this.statusCode = ERRORS[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
