import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

// Tab, line feed and carriage return are text; every other control character (NUL first) is not.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A UTF-16 surrogate standing alone (no pair): not text; PostgreSQL's JSON refuses it, so an audit entry would fail.
const LONE_SURROGATE = /\p{Cs}/u;

function holds(pattern: RegExp, value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => pattern.test(key) || holds(pattern, item, depth + 1));
}

const holdsAnywhere = (pattern: RegExp, request: FastifyRequest) =>
  holds(pattern, request.body) || holds(pattern, request.query) || holds(pattern, request.params);

/**
 * Text with control characters or lone surrogates is refused with 400 before any route sees it (the database
 * refuses NUL, and lone surrogates in JSON), so no change is saved whose audit entry could not be written.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsAnywhere(CONTROL, request)) throw new AppError('CONTROL_CHARACTERS');
    if (holdsAnywhere(LONE_SURROGATE, request)) throw new AppError('TEXT_NOT_WELL_FORMED');
  });
}
