import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

// Tab, line feed and carriage return are text; every other control character (NUL first) is not.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function holdsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => CONTROL.test(key) || holdsControlCharacter(item, depth + 1));
}

/** Text with control characters is refused with 400 before any route sees it (the database refuses NUL). */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      holdsControlCharacter(request.body) ||
      holdsControlCharacter(request.query) ||
      holdsControlCharacter(request.params)
    ) {
      throw new AppError('CONTROL_CHARACTERS');
    }
  });
}
