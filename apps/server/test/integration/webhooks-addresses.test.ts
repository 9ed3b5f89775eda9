import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createWebhooksModule } from '../../src/modules/webhooks/webhooks.module';
import { type Resolve, isPublicAddress, systemResolve } from '../../src/modules/webhooks/webhook-targets';
import { createTenant } from '../helpers/factories';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { createTestDatabase } from '../helpers/test-db';
import { startReceiver } from '../helpers/webhook-receiver';
import { deliveryRow, endpointDeliveryRows } from '../helpers/webhook-rows';

// Production's rule: endpoints are https on public addresses only, checked when an owner adds one and again at
// each delivery (a name may later resolve elsewhere), unless WEBHOOK_ALLOW_PRIVATE_TARGETS=true.

/** Names the test controls; any other name resolves as the system resolves it (localhost: 127.0.0.1). */
const names = new Map<string, string[]>([
  ['hooks.clinic.example', ['93.184.215.14']],
  ['mixed.clinic.example', ['93.184.215.14', '10.1.2.3']],
  ['compatible.clinic.example', ['::7f00:1']],
  ['nat64.clinic.example', ['2606:4700::1111', '64:ff9b::a00:1']],
]);
const resolve: Resolve = async (hostname) => names.get(hostname) ?? systemResolve(hostname);
const NOW = new Date('2026-12-07T07:00:00Z');
const production = { allowPrivateTargets: false, requireHttps: true, worker: false };

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let owner: StaffCalls;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildApp({ config: testConfig({ webhooks: production }), database, resolve, now: () => NOW });
  await addStaff(database.db, tenant, { email: 'owner@addr.example', role: 'owner' });
  owner = await staffClient(app, tenant.key, 'owner@addr.example');
  receiver = await startReceiver();
});
afterAll(async () => {
  await app.close();
  await receiver.close();
  await database.close();
});

const add = (url: string) => owner.post('/api/staff/webhooks', { url, events: ['appointment.booked'] });

describe('webhook addresses in production', () => {
  it.each([
    'https://127.0.0.1/hooks',
    `https://localhost:${0}/hooks`,
    'https://10.0.0.5/hooks',
    'https://192.168.1.20/hooks',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hooks',
    'https://[fe80::1]/hooks',
    'https://[fd00::5]/hooks',
    'https://[::ffff:127.0.0.1]/hooks',
    'https://100.64.0.1/hooks',
    'https://mixed.clinic.example/hooks',
    // IPv6 that is not global unicast, or carries a private IPv4 address inside.
    'https://[::]/hooks',
    'https://[::7f00:1]/hooks',
    'https://[::127.0.0.1]/hooks',
    'https://[::a00:5]/hooks',
    'https://[::8.8.8.8]/hooks',
    'https://[::ffff:10.0.0.5]/hooks',
    'https://[::ffff:0:7f00:1]/hooks',
    'https://[64:ff9b::a9fe:a9fe]/hooks',
    'https://[64:ff9b:1::a00:1]/hooks',
    'https://[2002:7f00:1::1]/hooks',
    'https://[2002:a00:1::1]/hooks',
    'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hooks',
    'https://[2001:db8::1]/hooks',
    'https://[3fff::1]/hooks',
    'https://[fc00::1]/hooks',
    'https://[fec0::1]/hooks',
    'https://[ff02::1]/hooks',
    'https://[ff0e::1]/hooks',
    'https://[100::1]/hooks',
    'https://[5f00::1]/hooks',
    'https://[1::1]/hooks',
    'https://compatible.clinic.example/hooks',
    'https://nat64.clinic.example/hooks',
  ])('refuses %s', async (url) => {
    const res = await add(url.replace(':0/', `:${receiver.port}/`));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_URL_PRIVATE');
  });

  it('refuses plain http and names that do not resolve', async () => {
    expect((await add('http://hooks.clinic.example/x')).json().code).toBe('WEBHOOK_URL_INVALID');
    expect((await add('https://user:pw@hooks.clinic.example/x')).json().code).toBe('WEBHOOK_URL_INVALID');
    expect((await add('https://nowhere.invalid/x')).json().code).toBe('WEBHOOK_URL_INVALID');
    expect((await add('https://[fe80::1%25eth0]/x')).json().code).toBe('WEBHOOK_URL_INVALID');
  });

  it('checks again at delivery: a name that now resolves to 127.0.0.1 is not connected to', async () => {
    const made = await add(`https://hooks.clinic.example:${receiver.port}/hooks`);
    expect(made.statusCode, made.body).toBe(200);
    const { id } = made.json() as { id: number };
    await addStaff(database.db, tenant, { email: 'desk@addr.example', role: 'reception' });
    const desk = await staffClient(app, tenant.key, 'desk@addr.example');
    const patient = await createCustomerSession(database.db, tenant, NOW);
    const booked = await desk.post('/api/staff/appointments', {
      patient_id: patient.customerId,
      branch_id: 38,
      treatment_id: 11,
      doctor_id: 1,
      date: '2026-12-08',
      start_time: '10:00',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const [delivery] = await endpointDeliveryRows(database.db, tenant.id, id);

    names.set('hooks.clinic.example', ['127.0.0.1']);
    const webhooks = createWebhooksModule({
      config: production,
      database,
      now: () => NOW,
      log: pino({ level: 'silent' }),
      resolve,
    });
    await webhooks.start();
    try {
      await webhooks.deliver({ tenantId: tenant.id, deliveryId: delivery!.id, attempt: 0 });
    } finally {
      await webhooks.stop();
    }
    const row = await deliveryRow(database.db, tenant.id, delivery!.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastHttpStatus: null, lastError: 'address refused' });
    expect(receiver.received).toHaveLength(0);
  });
});

describe('isPublicAddress', () => {
  it('passes public unicast addresses only', () => {
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('::ffff:93.184.215.14')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '169.254.1.1',
      '::',
      '::1',
      'fc00::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::7f00:1',
      '::a00:1',
      '::808:808',
      '64:ff9b::7f00:1',
      '2002:c0a8:101::1',
      '2001:db8::1',
      'fe80::1',
      'nonsense',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
