import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthHooks, customerOf } from '../../src/http/auth';
import { assertOwnCustomer } from '../../src/lib/customer-session';
import { createSessionsRepository, createTenantsRepository } from '../helpers/repositories';
import { identityClient, uniquePhone } from '../helpers/identity';
import { identityAppForFile } from '../helpers/identity-app';

const { file, now, advance, extraApp, api } = identityAppForFile();

describe('sessions', () => {
  it('logout revokes the session', async () => {
    const { token } = await api().login(uniquePhone());
    const res = await api().logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: 'Logged out successfully' });
    const again = await api().logout(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Customer ID not found. Please login again.');
  });

  it('requires a session on customer calls', async () => {
    const res = await file.app.inject({
      method: 'POST',
      url: '/api/bull36/logout',
      headers: { 'x-tenant-token': file.tenant.token },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('No customer ID found. Please login first.');
  });

  it("refuses one tenant's session on another tenant", async () => {
    const { token } = await api().login(uniquePhone());
    const res = await identityClient(file.app, file.other.token).logout(token);
    expect(res.statusCode).toBe(401);
    // Still valid at home.
    expect((await api().logout(token)).statusCode).toBe(200);
  });

  it('expires after 30 days', async () => {
    const { token } = await api().login(uniquePhone());
    advance(30 * 24 * 60 * 60 * 1000);
    expect((await api().logout(token)).statusCode).toBe(401);
  });
});

describe('customer calls', () => {
  let guarded: FastifyInstance;
  beforeAll(async () => {
    // A customer route as the appointment calls use it: session hook plus the cust_id check.
    guarded = await extraApp({});
    const { requireCustomer } = createAuthHooks({
      tenants: createTenantsRepository(file.database.db),
      sessions: createSessionsRepository(file.database.db),
      now,
    });
    guarded.get('/api/test/own', { preHandler: requireCustomer }, async (req) => {
      const custId = (req.query as { cust_id?: string }).cust_id;
      assertOwnCustomer(customerOf(req), custId === undefined ? undefined : Number(custId));
      return { success: 1, customer: customerOf(req).customerId };
    });
  });

  it("answers 403 when cust_id is not the session's customer", async () => {
    const me = await identityClient(guarded, file.tenant.token).login(uniquePhone());
    const someoneElse = await identityClient(guarded, file.tenant.token).login(uniquePhone());
    const call = (custId: number) =>
      guarded.inject({
        method: 'GET',
        url: `/api/test/own?cust_id=${custId}`,
        headers: { 'x-tenant-token': file.tenant.token, authorization: `Bearer ${me.token}` },
      });
    expect((await call(me.cust_id)).statusCode).toBe(200);
    const forbidden = await call(someoneElse.cust_id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: 0, message: 'You can only access your own appointments' });
  });
});
