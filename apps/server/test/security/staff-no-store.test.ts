import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { addStaff, staffCalls, staffLogin } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

let database: Database;
let app: FastifyInstance;
let clinic: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const tenant = await createTenant(database.db);
  clinic = tenant.key;
  await addStaff(database.db, tenant, { email: 'owner@no-store.example', role: 'owner' });
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('staff answers are never stored', () => {
  it('no-store on the login (its token), on reads, on refusals', async () => {
    const login = await staffLogin(app, { clinic, email: 'owner@no-store.example' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const owner = staffCalls(app, login.json().token as string);
    for (const url of ['/api/staff/me', '/api/staff/clinic', '/api/staff/patients?q=a', '/api/staff/members']) {
      const res = await owner.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const wrong = await staffLogin(app, { clinic, email: 'owner@no-store.example', password: 'wrong' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
    const anonymous = await app.inject({ method: 'GET', url: '/api/staff/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});
