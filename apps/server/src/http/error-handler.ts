import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

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

/** One place turns every error into the contract's envelope; 5xx texts never reach the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const request_id = String(request.id);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ success: 0, message: error.userMessage, request_id });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(error.validation as Issue[], error.validationContext);
      return reply.status(400).send({ success: 0, message, request_id });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type: send application/json'
              : error.message;
      return reply.status(status).send({ success: 0, message, request_id });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: 0, message: 'Something went wrong. Please try again.', request_id });
  });
}
