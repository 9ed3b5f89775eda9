import { ERROR_STATUS, type TErrorCode, type TErrorParams, errorText } from '@clinic/contract/core/error-codes';
import { EN_ERROR_TEXTS } from '@clinic/contract/core/error-texts/en';

export type ErrorCode = TErrorCode;

/**
 * A failure a service reports: a code from the contract (which fixes the status), the values its text needs,
 * and, for developers' mistakes, a detail that replaces the text on the wire. The error handler writes the
 * message in the request's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly params: TErrorParams | undefined;
  readonly detail: string | undefined;
  constructor(code: ErrorCode, options: { params?: TErrorParams; detail?: string } = {}) {
    const statusCode = ERROR_STATUS[code];
    // A 4xx is an answer, not a fault: where it was thrown is never read, and capturing the stack was a
    // twentieth of a refused booking's time under load.
    const stackTraceLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    try {
      super(options.detail ?? errorText(EN_ERROR_TEXTS, code, options.params));
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'AppError';
    this.code = code;
    this.params = options.params;
    this.detail = options.detail;
    this.statusCode = statusCode;
  }
}
