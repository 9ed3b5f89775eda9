import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@clinic/contract/core/calls';
import type { CallDefinition } from '@clinic/contract/core/define-call';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { databaseFingerprint } from '../helpers/fingerprint';
import { createCustomerSession } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Thousands of malformed and hostile requests against every call of the contract:
// never a 500, and a rejected request never changes a row.

const NOW = new Date('2026-11-23T08:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenantToken: string;
let session: { customerId: number; token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const tenant = await createTenant(database.db);
  tenantToken = tenant.token;
  session = await createCustomerSession(database.db, tenant, NOW);
  app = await buildTestApp(database, { now: () => NOW });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const PAYLOADS = [
  "' OR 1=1 --",
  '"; DROP TABLE appointments; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '\u0000',
  '%00%0d%0a',
  '${jndi:ldap://127.0.0.1/x}',
  '9'.repeat(400),
  'x'.repeat(5000),
  '2026-02-30',
  '9999-12-31',
  '0001-01-01',
  '1900-01-01',
  '24:01',
  '23:59',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '١٢٣',
  'שלום',
  '🙂🙂',
  '0x10',
  ' 1',
  '[]',
  '{}',
];
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...PAYLOADS),
);
// Values that look right, so requests also get past validation into the rules.
const plausible = fc.constantFrom(
  1,
  10,
  12,
  38,
  39,
  2_147_483_647,
  '38',
  '1',
  '2026-11-24',
  '2026-11-23',
  '09:00',
  '09:30',
  '972501234567',
  'sandbox',
  'upcoming',
  'my_booking',
  '5',
  'a@b.co',
  '123456',
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  plausible,
  fc.integer(),
  fc.double(),
  fc.bigInt().map(String),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 2 }),
);

const fieldsOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

const recordFor = (schema: unknown) => {
  const fields = fieldsOf(schema);
  return fc.record(
    { ...Object.fromEntries(fields.map((f) => [f, hostileValue])), extra: hostileValue },
    { requiredKeys: [] },
  );
};

function requestArbitrary(call: CallDefinition) {
  return fc.record({
    params: fc.record(
      Object.fromEntries(fieldsOf(call.params).map((f) => [f, fc.oneof(hostileString, plausible.map(String))])),
    ),
    query: recordFor(call.query),
    body: fc.oneof(
      { weight: 8, arbitrary: recordFor(call.body).map((b) => JSON.stringify(b)) },
      { weight: 1, arbitrary: fc.constantFrom('{"a":', '[1,2', 'null', '"text"', '12', '{"__proto__":{"x":1}}') },
    ),
    withSession: fc.boolean(),
  });
}

const toQuery = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
  ).toString();

describe.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', (_name, call) => {
  it('never answers 500 and never writes on a rejected request', async () => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(call as CallDefinition), async (input) => {
        const path = call.path.replace(/:(\w+)/g, (_m, name: string) =>
          encodeURIComponent(String((input.params as Record<string, unknown>)[name] ?? 'x')),
        );
        const query = toQuery(input.query);
        const headers: Record<string, string> = { 'x-tenant-token': tenantToken };
        if (input.withSession) headers.authorization = `Bearer ${session.token}`;
        const before = call.method === 'POST' ? await databaseFingerprint(database.db) : '';
        const res = await app.inject({
          method: call.method,
          url: query ? `${path}?${query}` : path,
          headers: call.method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(call.method === 'POST' ? { payload: input.body } : {}),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json()).toMatchObject({ success: 0, message: expect.any(String) });
          if (call.method === 'POST') expect(await databaseFingerprint(database.db)).toBe(before);
        }
      }),
      { numRuns: 120 },
    );
  });
});
