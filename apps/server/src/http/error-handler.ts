import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { loggableError } from '../lib/loggable-error';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** "branch must be a number; date must look like YYYY-MM-DD": names the fields so a developer can fix the call. */
function describeValidation(issues: Issue[], context: string | undefined): string {
  const parts = issues.map((issue) => {
    const field =
      issue.params?.issue?.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
      '';
    const message = issue.message ?? 'is invalid';
    if (!field || message.toLowerCase().includes(field.toLowerCase())) return message;
    return `${field}: ${message}`;
  });
  const unique = [...new Set(parts)];
  return unique.length ? unique.join('; ') : `Invalid ${context ?? 'request'}`;
}

/** The status and the message a client sees for any error; 5xx texts never reach it. */
function answerOf(error: FastifyError | AppError): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.statusCode, message: error.userMessage };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: describeValidation(error.validation as Issue[], error.validationContext) };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return { status: 500, message: 'Something went wrong. Please try again.' };
  const message =
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
      ? 'The request body is not valid JSON'
      : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request body is too large'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type: send application/json'
          : error.message;
  return { status, message };
}

/** One place turns every error into the contract's envelope. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, message } = answerOf(error);
    // A fault of ours (not an answer a service chose): logged with its stack, hidden from the client.
    if (status >= 500 && !(error instanceof AppError))
      request.log.error({ err: loggableError(error) }, 'request failed');
    // Sent, not returned: a returned reply is awaited as a promise (a listener on the response per error).
    void reply.status(status).send({ success: 0, message, request_id: String(request.id) });
  });
}
