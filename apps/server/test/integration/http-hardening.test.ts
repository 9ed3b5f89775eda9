import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

let database: Database;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  token = (await createTenant(database.db)).token;
  app = await buildTestApp(database, { config: { corsOrigins: ['https://partner.example'] } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual protections', async () => {
    const res = await app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const allowed = await app.inject({ url: '/api/tenants', headers: { origin: 'https://partner.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await app.inject({ url: '/api/tenants', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('caching of catalog answers', () => {
  it('carries an ETag and a CDN-fit Cache-Control, and a repeat visit gets 304', async () => {
    // As a browser asks: compressed answers must carry the tag too.
    const headers = { 'x-tenant-token': token, 'accept-encoding': 'gzip, deflate, br' };
    for (const url of ['/api/treatments', '/api/doctors', '/api/clinics', '/api/clinics/38', '/api/get_template']) {
      const first = await app.inject({ url, headers });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
      expect(first.headers.vary).toMatch(/X-Tenant-Token/i);
      const tag = first.headers.etag;
      expect(tag, url).toBeTruthy();
      const again = await app.inject({ url, headers: { ...headers, 'if-none-match': String(tag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('revalidates against any of the tags a client holds, and answers in full when it asks for no cache', async () => {
    const headers = { 'x-tenant-token': token };
    const tag = String((await app.inject({ url: '/api/treatments', headers })).headers.etag);
    const held = await app.inject({
      url: '/api/treatments',
      headers: { ...headers, 'if-none-match': `W/"older", ${tag}` },
    });
    expect(held.statusCode).toBe(304);
    const reload = await app.inject({
      url: '/api/treatments',
      headers: { ...headers, 'if-none-match': tag, 'cache-control': 'no-cache' },
    });
    expect(reload.statusCode).toBe(200);
    expect(reload.json()).toMatchObject({ success: 1 });
  });

  it('tags neither errors nor answers to POSTs, which no cache reuses', async () => {
    const missing = await app.inject({ url: '/api/treatments/999', headers: { 'x-tenant-token': token } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const post = await app.inject({
      method: 'POST',
      url: '/api/bull36/create_customer_message',
      headers: { 'x-tenant-token': token },
      payload: { name: 'Dana', email: 'dana@example.com', phone: '972501234567', message: 'Hello' },
    });
    expect(post.statusCode).toBe(200);
    expect(post.headers.etag).toBeUndefined();
  });

  it('never lets a cache keep failures', async () => {
    const res = await app.inject({ url: '/api/treatments/999', headers: { 'x-tenant-token': token } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await app.inject({
      url: '/api/get_template',
      headers: { 'x-tenant-token': token, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
