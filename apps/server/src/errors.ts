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
  /** A patient's cancel or move later than the clinic's notice before the visit. */
  TOO_LATE_TO_CHANGE: 409,
  /** The patient already holds a visit overlapping the one asked for. */
  PATIENT_BUSY: 409,
  TOO_MANY_REQUESTS: 429,
  /** A patient's booking past MAX_UPCOMING_PER_PATIENT upcoming visits at one clinic. */
  TOO_MANY_UPCOMING: 429,
  /** A patient's booking that would hold a third visit waiting for payment. */
  TOO_MANY_UNPAID: 429,
  UPSTREAM_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly userMessage: string;
  constructor(code: ErrorCode, userMessage: string) {
    const statusCode = ERRORS[code];
    // A 4xx is an answer, not a fault: where it was thrown is never read, and capturing the stack was a
    // twentieth of a refused booking's time under load.
    const stackTraceLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    try {
      super(userMessage);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'AppError';
    this.code = code;
    this.userMessage = userMessage;
    this.statusCode = statusCode;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
