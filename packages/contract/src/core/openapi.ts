import { z } from 'zod';
import { calls } from './calls';
import { TENANT_TOKEN_HEADER, ZErrorEnvelope } from './common';
import type { CallDefinition } from './define-call';
import { ROUTES } from './routes';

type JsonNode = Record<string, unknown>;

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`: zod writes a nullable union as `{ nullable, anyOf }`, so the
 * flag moves into each member of the union instead (the same values).
 */
function nullableOnMembers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableOnMembers);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as JsonNode).map(([key, value]) => [key, nullableOnMembers(value)] as const);
  const fixed: JsonNode = Object.fromEntries(entries);
  const members = fixed.anyOf ?? fixed.oneOf;
  if (fixed.nullable === true && fixed.type === undefined && Array.isArray(members)) {
    delete fixed.nullable;
    const key = fixed.anyOf ? 'anyOf' : 'oneOf';
    fixed[key] = (members as JsonNode[]).map((member) => ({ ...member, nullable: true }));
  }
  return fixed;
}

const toJson = (schema: z.ZodType, io: 'input' | 'output') =>
  nullableOnMembers(z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' })) as JsonNode;

const parametersOf = (schema: z.ZodType | undefined, where: 'query' | 'path') => {
  if (!schema) return [];
  const json = toJson(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
};

/** A call's name in ROUTES: the operationId generators name their methods after. */
function operationIdOf(call: { method: string; path: string }): string {
  const name = Object.entries(ROUTES).find(
    ([, route]) => route.method === call.method && route.path === call.path,
  )?.[0];
  if (!name) throw new Error(`${call.method} ${call.path} has no entry in ROUTES`);
  return name;
}

/** The request body: JSON by its schema, or raw bytes of the media types a call takes (an uploaded picture). */
function requestBodyOf(call: CallDefinition) {
  if (call.body) return { required: true, content: { 'application/json': { schema: toJson(call.body, 'input') } } };
  if (!call.bodyTypes) return undefined;
  const bytes = { schema: { type: 'string', format: 'binary' } };
  return { required: true, content: Object.fromEntries(call.bodyTypes.map((type) => [type, bytes])) };
}

/** The OpenAPI 3 document of the contract, built from the same zod schemas both sides use. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  // Every failure is one envelope, described once in components; its code lists every error the API answers.
  const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } };
  for (const call of calls as readonly CallDefinition[]) {
    const path = call.path.replace(/:(\w+)/g, '{$1}');
    const security = {
      public: [],
      tenant: [{ tenantToken: [] }],
      customer: [{ tenantToken: [], session: [] }],
      staff: [{ staffSession: [] }],
    }[call.auth];
    const requestBody = requestBodyOf(call);
    // A call answering a file, a calendar or a stream still answers its errors as the JSON envelope.
    const answer = { [call.responseType ?? 'application/json']: { schema: toJson(call.response, 'output') } };
    paths[path] ??= {};
    paths[path][call.method.toLowerCase()] = {
      operationId: operationIdOf(call),
      summary: call.summary,
      security,
      parameters: [...parametersOf(call.params, 'path'), ...parametersOf(call.query, 'query')],
      ...(requestBody ? { requestBody } : {}),
      responses: {
        200: { description: 'Success', content: answer },
        400: { description: 'Invalid input', ...error },
        401: { description: 'Missing or unknown tenant token or session', ...error },
        403: { description: 'Not yours', ...error },
        404: { description: 'Not found', ...error },
        409: { description: 'Conflict (time taken meanwhile)', ...error },
        ...(call.bodyTypes
          ? {
              413: { description: 'Body too large', ...error },
              415: { description: 'Body not of an accepted media type', ...error },
            }
          : {}),
        429: { description: 'Too many requests', ...error },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Clinic booking API', version: '1.0.0', license: { name: 'Proprietary' } },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: {
      schemas: { ErrorEnvelope: toJson(ZErrorEnvelope, 'output') },
      securitySchemes: {
        tenantToken: { type: 'apiKey', in: 'header', name: TENANT_TOKEN_HEADER },
        session: { type: 'http', scheme: 'bearer' },
        staffSession: { type: 'http', scheme: 'bearer', description: 'A token from POST /api/staff/login' },
      },
    },
    paths,
  };
}
