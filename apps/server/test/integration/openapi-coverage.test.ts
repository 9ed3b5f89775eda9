import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOpenApiDocument } from '@clinic/contract/core/openapi';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Every route the app registers, seen as it is registered: Fastify lists routes only as a printed tree.
const { registered } = vi.hoisted(() => ({ registered: [] as RouteOptions[] }));
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof Fastify>();
  const make = fastify.default as (options?: unknown) => FastifyInstance;
  const recording = ((options?: unknown) => {
    const app = make(options);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: recording };
});

/**
 * What the server answers that is deliberately not a call of its API, so not in the OpenAPI document. The site's
 * built files are left out by their metrics label (`static`, http/metrics.ts), whatever their names.
 */
const NOT_API_CALLS = [
  // For the machine's operators: the orchestrator's probes and Prometheus.
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
  // The document itself.
  'GET /api/openapi.json',
  // Providers' callbacks, in the shapes the providers document (Meta's WhatsApp Cloud API, Stripe), signed by them.
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
  'POST /api/payments/webhook/stripe',
  // Pages for a browser: the payment sandbox's card page and the page a hosted payment returns to, with its styles.
  'GET /pay/sandbox/:tenantId/:paymentId',
  'POST /pay/sandbox/:tenantId/:paymentId',
  'GET /pay/return',
  'GET /pay/assets/pay.css',
  // The script other sites include to embed the booking, and the site's pages (index.html with their data).
  'GET /embed.js',
  'GET /*',
  // CORS preflight, for every address.
  'OPTIONS *',
];

let database: Database;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  // A built site and Stripe, so that the routes they bring are registered too.
  webDist = mkdtempSync(join(tmpdir(), 'coverage-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head></head></html>');
  writeFileSync(join(webDist, 'assets/index-a1b2.js'), 'export {};');
  const stripe = { secretKey: 'sk_test_coverage', webhookSecret: 'whsec_coverage', apiBase: 'http://127.0.0.1:9' };
  database = await createTestDatabase();
  app = await buildTestApp(database, { config: { webDist, payments: { ...testConfig().payments, stripe } } });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** `METHOD /path/:param` of each route; HEAD comes with every GET, so it is not a call of its own. */
function routesOf(routes: RouteOptions[]) {
  const site = routes.filter((route) => (route.config as { metricsRoute?: string })?.metricsRoute !== 'static');
  return site.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => `${method} ${route.url}`),
  );
}

function documented(): string[] {
  const { paths } = buildOpenApiDocument();
  return Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

describe('the OpenAPI document', () => {
  it('lists every route the server answers, but for those listed as not calls of the API', () => {
    const routes = routesOf(registered);
    // The record works: it holds a contract call, a file call and the site's built file.
    expect(routes).toContain('POST /api/bull36/create_appointment');
    expect(routes).toContain('GET /api/staff/payments.csv');
    expect(registered.map((route) => route.url)).toContain('/assets/index-a1b2.js');
    const listed = new Set([...documented(), ...NOT_API_CALLS]);
    expect(routes.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('lists no call the server does not answer, and the exceptions are all still routes', () => {
    const routes = new Set(routesOf(registered));
    expect(documented().filter((call) => !routes.has(call))).toEqual([]);
    expect(NOT_API_CALLS.filter((route) => !routes.has(route))).toEqual([]);
  });
});
