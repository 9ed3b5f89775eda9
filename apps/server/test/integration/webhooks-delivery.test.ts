import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createWebhooksModule } from '../../src/modules/webhooks/webhooks.module';
import { createTenant } from '../helpers/factories';
import { testClock } from '../helpers/messaging';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { startReceiver, verifySignature } from '../helpers/webhook-receiver';
import { endpointDeliveryRows, endpointRow } from '../helpers/webhook-rows';

// Retries, back-off and pausing, on a fixed clock the test moves: the app queues deliveries without working them,
// and the test runs each attempt itself, as the queue's worker would, against a real receiver on 127.0.0.1.

const HOUR = 3_600_000;
const clock = testClock('2026-12-07T06:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let owner: StaffCalls;
let desk: StaffCalls;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let webhooks: ReturnType<typeof createWebhooksModule>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  const config = testConfig();
  app = await buildTestApp(database, { now: clock.now, config: { webhooks: { ...config.webhooks, worker: false } } });
  webhooks = createWebhooksModule({
    config: { ...config.webhooks, worker: false },
    database,
    now: clock.now,
    log: pino({ level: 'silent' }),
  });
  await webhooks.start();
  await addStaff(database.db, tenant, { email: 'owner@retry.example', role: 'owner' });
  await addStaff(database.db, tenant, { email: 'desk@retry.example', role: 'reception' });
  owner = await staffClient(app, tenant.key, 'owner@retry.example');
  desk = await staffClient(app, tenant.key, 'desk@retry.example');
  receiver = await startReceiver();
});
afterAll(async () => {
  await webhooks.stop();
  await app.close();
  await receiver.close();
  await database.close();
});

async function endpoint(events: string[] = ['appointment.booked']) {
  const res = await owner.post('/api/staff/webhooks', { url: receiver.url, events });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; secret: string };
}

async function bookAt(time: string) {
  const patient = await createCustomerSession(database.db, tenant, clock.now());
  const res = await desk.post('/api/staff/appointments', {
    patient_id: patient.customerId,
    branch_id: 38,
    treatment_id: 11,
    doctor_id: 2,
    date: '2026-12-09',
    start_time: time,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const deliveriesOf = (endpointId: number) => endpointDeliveryRows(database.db, tenant.id, endpointId);

/** The queued job of an attempt, with its delay on the database's clock. */
async function queuedJob(deliveryId: number, attempt: number) {
  const result = await database.db.execute(
    sql`select extract(epoch from (start_after - created_on))::float8 as delay from pgboss.job
        where name = 'webhook-deliver' and (data->>'deliveryId')::int = ${deliveryId} and (data->>'attempt')::int = ${attempt}`,
  );
  const rows = (result as unknown as { rows: Array<{ delay: number }> }).rows ?? result;
  return (rows as Array<{ delay: number }>)[0];
}

describe('webhook delivery', () => {
  it('retries a failing receiver with back-off and the same event id, then delivers', async () => {
    const { id, secret } = await endpoint();
    await bookAt('10:00');
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await queuedJob(delivery!.id, 0)).toBeDefined();

    receiver.state.status = 503;
    const before = receiver.received.length;
    await webhooks.deliver({ tenantId: tenant.id, deliveryId: delivery!.id, attempt: 0 });
    let [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastHttpStatus: 503, lastError: 'answered 503' });
    // The first retry within a minute, on the app's clock and on the queue's.
    expect(row!.nextAttemptAt!.getTime() - row!.lastAttemptAt!.getTime()).toBe(30_000);
    expect((await queuedJob(delivery!.id, 1))!.delay).toBeCloseTo(30, 0);

    // A late duplicate of the first job sends nothing.
    await webhooks.deliver({ tenantId: tenant.id, deliveryId: delivery!.id, attempt: 0 });
    expect(receiver.received.length - before).toBe(1);

    clock.advance(30_000);
    await webhooks.deliver({ tenantId: tenant.id, deliveryId: delivery!.id, attempt: 1 });
    [row] = await deliveriesOf(id);
    expect(row!.nextAttemptAt!.getTime() - row!.lastAttemptAt!.getTime()).toBe(120_000);
    expect((await queuedJob(delivery!.id, 2))!.delay).toBeCloseTo(120, 0);

    receiver.state.status = 204;
    clock.advance(120_000);
    await webhooks.deliver({ tenantId: tenant.id, deliveryId: delivery!.id, attempt: 2 });
    [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, lastHttpStatus: 204, nextAttemptAt: null });

    const hits = receiver.received.slice(before);
    expect(hits).toHaveLength(3);
    expect(new Set(hits.map((hit) => hit.json.id)).size).toBe(1);
    expect(new Set(hits.map((hit) => hit.body)).size).toBe(1);
    for (const hit of hits) expect(verifySignature(secret, hit.signature, hit.body)).toBe(true);
    const stored = await endpointRow(database.db, tenant.id, id);
    expect(stored!.failingSince).toBeNull();
    await owner.post(`/api/staff/webhooks/${id}/remove`);
  });

  it('counts a receiver that does not answer in 10 seconds as failed', async () => {
    const { id } = await endpoint();
    await bookAt('11:00');
    const [delivery] = await deliveriesOf(id);
    receiver.state.hang = true;
    const started = Date.now();
    await webhooks.deliver({ tenantId: tenant.id, deliveryId: delivery!.id, attempt: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
    receiver.state.hang = false;
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastHttpStatus: null, lastError: 'timed out' });
    await owner.post(`/api/staff/webhooks/${id}/remove`);
  }, 20_000);

  it('pauses an endpoint that failed for 24 hours and tells the owner through its list', async () => {
    const { id } = await endpoint();
    await bookAt('12:00');
    const [delivery] = await deliveriesOf(id);
    receiver.state.status = 500;
    const start = clock.now().getTime();
    const before = receiver.received.length;
    let attempt = 0;
    for (;;) {
      await webhooks.deliver({ tenantId: tenant.id, deliveryId: delivery!.id, attempt });
      const [row] = await deliveriesOf(id);
      attempt += 1;
      if (!row!.nextAttemptAt) break;
      clock.set(row!.nextAttemptAt.toISOString());
      expect(attempt).toBeLessThan(20);
    }
    expect(clock.now().getTime() - start).toBe(24 * HOUR);
    expect(attempt).toBeGreaterThanOrEqual(10);
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: attempt });
    expect(new Set(receiver.received.slice(before).map((hit) => hit.json.id)).size).toBe(1);

    // A day later: the staff log in again.
    owner = await staffClient(app, tenant.key, 'owner@retry.example');
    desk = await staffClient(app, tenant.key, 'desk@retry.example');
    const list = (await owner.get('/api/staff/webhooks')).json() as {
      endpoints: Array<{ id: number; status: string; paused_at: string | null }>;
    };
    expect(list.endpoints.find((e) => e.id === id)).toMatchObject({
      status: 'paused',
      paused_at: clock.now().toISOString(),
    });

    // Paused: new events are not even queued to it, until the owner resumes it.
    await bookAt('13:00');
    expect(await deliveriesOf(id)).toHaveLength(1);
    expect((await owner.post(`/api/staff/webhooks/${id}/resume`)).statusCode).toBe(200);
    receiver.state.status = 200;
    await bookAt('14:00');
    const fresh = (await deliveriesOf(id)).find((d) => d.id !== delivery!.id)!;
    await webhooks.deliver({ tenantId: tenant.id, deliveryId: fresh.id, attempt: 0 });
    expect((await deliveriesOf(id)).find((d) => d.id === fresh.id)).toMatchObject({ status: 'delivered' });
  });
});
