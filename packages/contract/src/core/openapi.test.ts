import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { ERROR_CODES } from './error-codes';
import { buildOpenApiDocument } from './openapi';
import { ROUTES } from './routes';

type Operation = { operationId?: string; responses: Record<string, unknown> };

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();
  const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod) as Operation[]);

  it('names every operation once, after its route', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids).toHaveLength(calls.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('describes the error envelope once, with every error code', () => {
    const envelope = document.components.schemas.ErrorEnvelope as {
      properties: { code: { enum: string[] } };
    };
    expect(envelope.properties.code.enum).toEqual(ERROR_CODES);
    for (const operation of operations) {
      expect(JSON.stringify(operation.responses['409'])).toContain('#/components/schemas/ErrorEnvelope');
    }
  });
});
