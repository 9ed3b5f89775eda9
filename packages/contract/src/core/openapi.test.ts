import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { ERROR_CODES } from './error-codes';
import { buildOpenApiDocument } from './openapi';
import { ROUTES } from './routes';
import { IMAGE_TYPES } from '../staff/staff-content';

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

  it('describes answers that are not JSON by their media type, and uploads by the types of their bytes', () => {
    const paths = document.paths as Record<string, Record<string, Operation & { requestBody?: unknown }>>;
    const answerTypes = (path: string, method = 'get') =>
      Object.keys((paths[path]?.[method]?.responses['200'] as { content: object }).content);
    expect(answerTypes('/api/staff/payments.csv')).toEqual(['text/csv']);
    expect(answerTypes('/api/staff/insights.csv')).toEqual(['text/csv']);
    expect(answerTypes('/api/calendar/{token}')).toEqual(['text/calendar']);
    expect(answerTypes('/api/staff/agenda/events')).toEqual(['text/event-stream']);
    expect(answerTypes('/api/images/{name}')).toEqual(['image/webp']);
    const upload = paths['/api/staff/clinic/logo']?.post;
    expect(Object.keys((upload?.requestBody as { content: object }).content)).toEqual([...IMAGE_TYPES]);
    expect(Object.keys(upload?.responses ?? {})).toEqual(expect.arrayContaining(['413', '415']));
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
