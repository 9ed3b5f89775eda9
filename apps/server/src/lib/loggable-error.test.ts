import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it("keeps a failed query's kind, SQL and codes, never its parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const failed = new Error(
      'Failed query: insert into "customers" ("name", "phone") values ($1, $2)\nparams: Noa Levi,+972501234567',
      { cause },
    );
    failed.name = 'DrizzleQueryError';
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toMatch(/Noa Levi|972501234567/);
    expect(loggableError(failed)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "customers" ("name", "phone") values ($1, $2)',
      cause: { code: '22021' },
    });
    expect(String(loggableError(failed).stack)).toMatch(/^\s+at /);
  });
});
