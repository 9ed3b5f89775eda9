import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type TErrorParams, errorText, isErrorCode } from '@clinic/contract/core/error-codes';
import { ERROR_TEXTS } from '@clinic/contract/core/error-texts/all';
import { AppError, type ErrorCode } from '../errors';
import { requestLanguage } from './request-language';
import { loggableError } from '../lib/loggable-error';

type Issue = {
  instancePath?: string;
  message?: string;
  /** The zod issue's own fields; a custom issue's params (errorCode) sit in params.params. */
  params?: { issue?: { path?: PropertyKey[] }; params?: { errorCode?: unknown } };
};

/** The field an issue is about, as a dotted path (`schedule.1.end`); '' for the request as a whole. */
const fieldOf = (issue: Issue) =>
  issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '';

/**
 * A schema refusal as a person reads it: the first issue's sentence, and the field it concerns apart
 * (params.field), so a form can show the sentence beside that field.
 */
function describeValidation(issues: Issue[], context: string | undefined): Pick<Answer, 'params' | 'detail'> {
  const first = issues[0];
  if (!first) return { detail: `Invalid ${context ?? 'request'}` };
  const field = fieldOf(first);
  const detail = first.message ?? (field ? `${field} is invalid` : `Invalid ${context ?? 'request'}`);
  return { detail, ...(field ? { params: { field } } : {}) };
}

type Answer = { status: number; code: ErrorCode; params?: TErrorParams | undefined; detail?: string | undefined };

/** What a client learns of any error: status, code, the text's values or a detail; 5xx details never reach it. */
function answerOf(error: FastifyError | AppError): Answer {
  if (error instanceof AppError) {
    const detail = error.statusCode < 500 ? error.detail : undefined;
    return { status: error.statusCode, code: error.code, params: error.params, detail };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation as Issue[];
    // A rule of the contract's schema can name its own code (params.errorCode), as the service would.
    const issue = issues.find((i) => isErrorCode(i.params?.params?.errorCode));
    const named = issue?.params?.params?.errorCode as ErrorCode | undefined;
    if (issue && named && ERROR_STATUS[named] === 400) {
      const field = fieldOf(issue);
      return { status: 400, code: named, ...(field ? { params: { field } } : {}) };
    }
    return { status: 400, code: 'BAD_REQUEST', ...describeValidation(issues, error.validationContext) };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return { status: 500, code: 'INTERNAL_ERROR' };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status, code: 'INVALID_JSON' };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status, code: 'BODY_TOO_LARGE' };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status, code: 'UNSUPPORTED_MEDIA_TYPE' };
  return { status, code: CODE_OF_STATUS[status] ?? 'BAD_REQUEST', detail: error.message };
}

/** The code of a framework's own 4xx (a route not found, a body too large), by its status. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** The contract's error envelope, its message in the request's language (a detail stays as written). */
export function errorEnvelope(request: FastifyRequest, answer: Omit<Answer, 'status'>) {
  const message = answer.detail ?? errorText(ERROR_TEXTS[requestLanguage(request)], answer.code, answer.params);
  return {
    success: 0 as const,
    message,
    code: answer.code,
    ...(answer.params ? { params: answer.params } : {}),
    request_id: String(request.id),
  };
}

/** One place turns every error into the contract's envelope. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, ...answer } = answerOf(error);
    // A fault of ours (not an answer a service chose): logged with its stack, hidden from the client.
    if (status >= 500 && !(error instanceof AppError))
      request.log.error({ err: loggableError(error) }, 'request failed');
    // A refusal that says how long to wait says it to clients and proxies too.
    const waitSeconds = answer.params?.seconds ?? (answer.params?.minutes ?? 0) * 60;
    if (status === 429 && waitSeconds > 0) void reply.header('retry-after', String(waitSeconds));
    // Sent, not returned: a returned reply is awaited as a promise (a listener on the response per error).
    void reply.status(status).send(errorEnvelope(request, answer));
  });
}
