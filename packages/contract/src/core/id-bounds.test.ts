import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './calls';
import type { CallDefinition } from './define-call';

// Every id a request carries (path, query or body, nested ones too) is refused above the database's integer range
// with 400 by the contract, before any SQL could answer 500 with "out of range" (issue #31).

const ABOVE_INT4 = 2 ** 31;
/** Field names that carry a record's id. */
const ID_NAME = /(^|_)ids?$|Ids?$|^(branch|doctor|treatment|appointment_type|appointments_type_id|before)$/;
/** Names that are not the database's ids: the clinic's key, and the payment setup's opaque names (spec section 8). */
const NOT_IDS = new Set(['user', 'clinic', 'invoice_setting_id', 'paymentDetailId', 'invoiceSettingId']);

type Path = (string | number)[];
type IdField = { path: Path; list: boolean };

/** The schema inside optional, default, nullable, pipe and similar wrappers. */
function unwrap(schema: unknown): unknown {
  let current = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    if (current instanceof z.ZodObject || current instanceof z.ZodArray) return current;
    const def = (current as { def?: { innerType?: unknown; in?: unknown } } | undefined)?.def;
    const inner = def?.innerType ?? def?.in;
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/** The id fields of a request schema, with their paths (into lists: their first item). */
function idFieldsOf(schema: unknown, path: Path = []): IdField[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return idFieldsOf(inner.element, [...path, 0]);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape).flatMap(([name, field]) => {
    const value = unwrap(field);
    if (ID_NAME.test(name) && !NOT_IDS.has(name) && !(value instanceof z.ZodObject)) {
      return [{ path: [...path, name], list: value instanceof z.ZodArray }];
    }
    return idFieldsOf(field, [...path, name]);
  });
}

/** An input holding only `value` at `path`. */
function inputAt(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [inputAt(rest, value)] : { [head!]: inputAt(rest, value) };
}

const cases = calls.flatMap((call) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = (call as CallDefinition)[part];
    return schema
      ? idFieldsOf(schema).map((field) => ({
          label: `${call.method} ${call.path} ${part}.${field.path.join('.')}`,
          schema,
          field,
        }))
      : [];
  }),
);

describe("the contract's ids", () => {
  it('finds the id fields of the calls, nested ones included', () => {
    expect(cases.length).toBeGreaterThan(60);
  });

  it.each(cases.map((c) => [c.label, c] as const))('%s refuses an id above the database integer range', (_l, c) => {
    for (const big of [ABOVE_INT4, String(ABOVE_INT4), Number.MAX_SAFE_INTEGER + 2]) {
      const parsed = c.schema.safeParse(inputAt(c.field.path, c.field.list ? [big] : big));
      const at = c.field.path.join('.');
      const issues = parsed.error?.issues.filter((issue) => issue.path.join('.').startsWith(at)) ?? [];
      expect(issues.length, `${at} = ${JSON.stringify(big)} was taken`).toBeGreaterThan(0);
    }
  });
});
