import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { sqlStateOf } from '../../src/db/driver-errors';
import { rowsOf } from '../../src/db/rows';
import { createTenant } from '../helpers/factories';
import { withMigrationsBefore } from '../helpers/migrations-before';
import { testClock } from '../helpers/messaging';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { endpointRow as storedEndpoint } from '../helpers/webhook-rows';

// A removed endpoint's signing secret is deleted with it; the migration that brought this deletes the secrets of
// endpoints removed before it.

const clock = testClock('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let owner: StaffCalls;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildTestApp(database, { now: clock.now });
  await addStaff(database.db, tenant, { email: 'owner@secrets.example', role: 'owner' });
  owner = await staffClient(app, tenant.key, 'owner@secrets.example');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const endpointRow = async (db: Database['db'], tenantId: number, id: number) =>
  (await storedEndpoint(db, tenantId, id))!;

describe('a removed webhook endpoint keeps no secret', () => {
  it('deletes the secret when the owner removes the endpoint, and keeps the endpoint for its history', async () => {
    const made = await owner.post('/api/staff/webhooks', {
      url: 'http://127.0.0.1:9/in',
      events: ['appointment.booked'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const { id, secret } = made.json() as { id: number; secret: string };
    expect((await endpointRow(database.db, tenant.id, id)).secret).toBe(secret);

    expect((await owner.post(`/api/staff/webhooks/${id}/remove`)).statusCode).toBe(200);
    const removed = await endpointRow(database.db, tenant.id, id);
    expect(removed).toMatchObject({ status: 'removed', secret: null, url: 'http://127.0.0.1:9/in' });
    expect(removed.removedAt).toEqual(clock.now());
  });

  it('refuses, in the database, an endpoint still in use without a secret', async () => {
    const insert = database.db.execute(sql`
      insert into webhook_endpoints (tenant_id, url, events, secret, created_by)
      values (${tenant.id}, 'https://hooks.example/none', '{appointment.booked}', null, 1)`);
    const refusal = await insert.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(sqlStateOf(refusal)).toBe('23514');
    expect(refusal).toMatchObject({ cause: { constraint: 'webhook_endpoints_secret_unless_removed' } });
  });

  it('migration 0030 deletes the secrets of endpoints removed before it, and keeps the others', async () => {
    // The migrations up to 0029 only, as a clinic had them before this one.
    await withMigrationsBefore(30, async (old) => {
      const clinic = await createTenant(old.db);
      const rows = rowsOf<{ id: number }>(
        await old.db.execute(sql`
        insert into webhook_endpoints (tenant_id, url, events, secret, created_by, status, removed_at)
        values (${clinic.id}, 'https://a.example/', '{appointment.booked}', 'whsec_removed', 1, 'removed', now()),
               (${clinic.id}, 'https://b.example/', '{appointment.booked}', 'whsec_kept', 1, 'active', null)
        returning id`),
      );

      await old.migrate();
      expect((await endpointRow(old.db, clinic.id, rows[0]!.id)).secret).toBeNull();
      expect((await endpointRow(old.db, clinic.id, rows[1]!.id)).secret).toBe('whsec_kept');
    });
  }, 120_000);
});
