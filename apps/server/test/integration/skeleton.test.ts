import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { contactMessageCount } from '../helpers/message-rows';
import { createTenantDatabaseFixture } from '../helpers/suite';
import { buildTestApp } from '../helpers/test-app';

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenantDatabaseFixture>>['tenant'];
let other: Awaited<ReturnType<typeof createTenantDatabaseFixture>>['other'];

beforeAll(async () => {
  ({ database, app, tenant, other } = await createTenantDatabaseFixture());
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(token ? { 'x-tenant-token': token } : {}), ...headers } });

describe('health', () => {
  it('answers liveness and readiness with the database reachable', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the Redis that REDIS_URL names is down (the limits need it), and says which', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const withRedis = await buildTestApp(database, { config: { redisUrl: `redis://127.0.0.1:${closedPort}` } });
    try {
      const ready = await withRedis.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'rate-limit store unreachable' });
      expect((await withRedis.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await withRedis.close();
    }
  });
});

describe('GET /api/config', () => {
  it("answers the tenant's token, key and the origin the request reached", async () => {
    const res = await get(`/api/config?user=${tenant.key}`, undefined, { host: 'clinic.test:8080' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      active_token: tenant.token,
      active_user: tenant.key,
      api_url: 'http://clinic.test:8080',
      demo: true,
    });
  });

  it('in production answers PUBLIC_URL whatever Host or X-Forwarded-Host the request carries, and no demo flag', async () => {
    const production = await buildTestApp(database, {
      config: { env: 'production', demo: false, publicUrl: 'https://clinic.example' },
    });
    try {
      const res = await production.inject({
        method: 'GET',
        url: `/api/config?user=${tenant.key}`,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.json()).toEqual({
        success: 1,
        active_token: tenant.token,
        active_user: tenant.key,
        api_url: 'https://clinic.example',
      });
    } finally {
      await production.close();
    }
  });

  it('answers 404 with the specified message for an unknown tenant', async () => {
    const res = await get('/api/config?user=no-such-clinic');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: 0, message: 'Invalid user or configuration not found' });
  });

  it('answers 400 without a user and for hostile keys', async () => {
    expect((await get('/api/config')).statusCode).toBe(400);
    const hostile = await get(`/api/config?user=${encodeURIComponent("x' OR 1=1 --")}`);
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().message).toBe('Invalid user or configuration not found');
  });
});

describe('GET /api/tenants', () => {
  it("names SUPPORT_EMAIL as the not-found page's support address, and none when it is unset", async () => {
    expect((await get('/api/tenants')).json()).not.toHaveProperty('support_email');
    const withSupport = await buildTestApp(database, { config: { supportEmail: 'help@clinics.example' } });
    try {
      const res = await withSupport.inject({ url: '/api/tenants' });
      expect(res.json()).toMatchObject({ success: 1, support_email: 'help@clinics.example' });
    } finally {
      await withSupport.close();
    }
  });
});

describe('tenant token', () => {
  it('is required on tenant calls (401 with a clear message)', async () => {
    const missing = await get('/api/treatments');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toMatch(/Missing tenant token/);
    const unknown = await get('/api/treatments', 'not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toMatch(/Unknown tenant token/);
  });

  it("answers only the tenant's own data", async () => {
    const mine = (await get('/api/treatments', tenant.token)).json().data.map((t: { name: string }) => t.name);
    const theirs = (await get('/api/treatments', other.token)).json().data.map((t: { name: string }) => t.name);
    expect(mine).toContain('Checkup');
    expect(theirs).toEqual(['Only here']);
    // Same ids exist in both tenants; each sees its own row.
    expect((await get('/api/treatments/10', other.token)).statusCode).toBe(404);
  });
});

describe('catalog', () => {
  it('lists treatments in the legacy wire shape', async () => {
    const res = await get('/api/treatments', tenant.token);
    expect(res.statusCode).toBe(200);
    const cleaning = res.json().data.find((t: { id: number }) => t.id === 11);
    expect(cleaning).toEqual({
      id: 11,
      name: 'Cleaning',
      price: 350.5,
      time: 30,
      images: [],
      description: null,
      force_pay: '0',
      minForcePaymentPrice: null,
      cancellationPrice: 0,
      branch: ['38', '39'],
      force_paymnent_company: '0',
      force_payment_document: 'receipt',
      // Added beside the legacy fields: who gives it (empty: any doctor of the branch; decision 024).
      doctors: [],
    });
  });

  it('answers Hebrew content when the site asks in Hebrew', async () => {
    const res = await get('/api/treatments/10', tenant.token, { 'accept-language': 'he' });
    expect(res.json().data.name).toBe('בדיקה');
  });

  it('shows a doctor with the clinics they work at, and 404 for unknown ids', async () => {
    const res = await get('/api/doctors/1', tenant.token);
    expect(res.json().data).toMatchObject({ id: 1, doctor_name: 'Dana Levi', status: '1', clinicIds: [38] });
    const missing = await get('/api/doctors/999', tenant.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Doctor not found.');
  });

  it('lists clinics with their weekly hours and shows one with services and doctors', async () => {
    const list = (await get('/api/clinics', tenant.token)).json().data;
    expect(list.map((b: { id: number }) => b.id)).toEqual([38, 39]);
    expect(list[1].schedule).toEqual([
      { day_name: 'Monday', start_time: '09:00', end_time: '12:00' },
      { day_name: 'Monday', start_time: '14:00', end_time: '17:00' },
    ]);
    const one = (await get('/api/clinics/38', tenant.token)).json().data;
    expect(one.services.map((s: { id: number }) => s.id)).toEqual([10, 11, 12]);
    expect(one.doctors.map((d: { id: number }) => d.id)).toEqual([1, 2]);
    expect((await get('/api/clinics/1', tenant.token)).json().message).toBe('Clinic not found.');
  });

  it('answers 400 for non-numeric and out-of-range ids', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const res = await get(`/api/treatments/${id}`, tenant.token);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().success).toBe(0);
      expect(res.json().params, id).toEqual({ field: 'id' });
      expect(res.json().message, id).not.toMatch(/^id:/);
    }
  });

  it('answers the whole template with JSON-encoded banner lists', async () => {
    const res = await get('/api/get_template', tenant.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(JSON.parse(body.template_data.banner_main_heading)).toEqual(['Care close to home']);
    expect(body.user_template).toMatchObject({ name: `Clinic ${tenant.key}`, lang: 'en', time_zone: 'Asia/Jerusalem' });
    // An Israeli clinic: the footer's emergency number is Magen David Adom's, its phone as its people write it
    // (national), with the form a tel: link dials from anywhere.
    expect(body.user_template).toMatchObject({
      emergency_number: '101',
      phone: '03-555-0100',
      phone_e164: '+97235550100',
      country: 'IL',
    });
    expect(body.template_data).toMatchObject({ contactus_phone: '03-555-0100', contactus_phone_e164: '+97235550100' });
    expect(body.branch).toEqual([
      { id: 38, branch_name: 'Main branch' },
      { id: 39, branch_name: 'North branch' },
    ]);
    expect(body.doctor).toHaveLength(3);
    expect(body.appointment_type).toHaveLength(3);
  });
});

describe('POST /api/bull36/create_customer_message', () => {
  const post = (payload: string | object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/bull36/create_customer_message',
      headers: { 'x-tenant-token': tenant.token, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const stored = async () => contactMessageCount(database.db, tenant.id);

  it('stores a valid message for this tenant', async () => {
    const before = await stored();
    const res = await post({ name: 'Noa', email: 'noa@example.com', phone: '972501234567', message: 'Hello' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(1);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses bad input with 400, a clear message, and stores nothing', async () => {
    const before = await stored();
    const cases: Array<[string | object, RegExp]> = [
      [{ name: 'Noa', email: 'not-an-email', phone: '972501234567', message: 'Hi' }, /valid email/],
      [{ name: '', email: 'a@b.co', phone: '972501234567', message: 'Hi' }, /name is required/],
      [{ name: 'Noa', email: 'a@b.co', phone: '05-abc', message: 'Hi' }, /phone/],
      [{ name: 'Noa', email: 'a@b.co', phone: '972501234567' }, /message/],
      [{ name: 123, email: 'a@b.co', phone: '972501234567', message: 'Hi' }, /name/],
      ['{"name": "Noa",', /not valid JSON/],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    const huge = await post({ name: 'Noa', email: 'a@b.co', phone: '972501234567', message: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(await stored()).toBe(before);
  });

  it('refuses what the form refuses: a message over 2,000 characters, a number that is no phone, control characters', async () => {
    const before = await stored();
    const valid = { name: 'Noa', email: 'a@b.co', phone: '972501234567', message: 'Hi' };
    const cases: Array<[object, string]> = [
      [{ ...valid, message: 'x'.repeat(2001) }, 'message must be at most 2000 characters'],
      [{ ...valid, phone: '972123456' }, 'Please enter a valid phone number'],
      [{ ...valid, name: 'No\u0000a' }, 'Text fields cannot contain control characters'],
      [{ ...valid, message: 'Hi\u0007 there' }, 'Text fields cannot contain control characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await post({ ...valid, message: 'Line one\nline two\ttabbed' })).statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it('limits messages per address, network and phone, so one sender cannot spend the clinic for everyone', async () => {
    let phones = 0;
    const nextPhone = () => `97250${String(7_000_000 + (phones += 1)).padStart(7, '0')}`;
    const from = (address: string, phone = nextPhone(), token = tenant.token) =>
      app.inject({
        method: 'POST',
        url: '/api/bull36/create_customer_message',
        remoteAddress: address,
        headers: { 'x-tenant-token': token },
        payload: { name: 'Noa', email: 'a@b.co', phone, message: 'Hi' },
      });
    // One address: 5 an hour (an IPv6 client by its /64).
    for (let i = 0; i < 5; i++) expect((await from('198.51.100.1')).statusCode).toBe(200);
    const flooded = await from('198.51.100.1');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe('Too many messages sent. Please try again in 60 minutes.');
    for (let i = 0; i < 5; i++) expect((await from(`2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::ff')).statusCode).toBe(429);
    // One network (IPv4 /24, IPv6 /48): 20 an hour, however many addresses it has.
    const network = [];
    for (let i = 1; i <= 24; i++) network.push((await from(`203.0.113.${i}`)).statusCode);
    expect(network.filter((status) => status === 200)).toHaveLength(20);
    expect(network.slice(20)).toEqual([429, 429, 429, 429]);
    // One phone number: 3 an hour, from anywhere.
    const phone = nextPhone();
    for (let i = 0; i < 3; i++) expect((await from(`192.0.${i}.9`, phone)).statusCode).toBe(200);
    expect((await from('192.0.9.9', phone)).statusCode).toBe(429);
    // ~40 addresses of 40 networks each sending all they may do not lock the clinic: a patient still writes.
    for (let n = 0; n < 40; n++) {
      for (let i = 0; i < 5; i++) expect((await from(`10.${80 + n}.0.1`)).statusCode).toBe(200);
      expect((await from(`10.${80 + n}.0.1`)).statusCode).toBe(429);
    }
    expect((await from('198.51.100.77')).statusCode).toBe(200);
    expect((await from('198.51.100.78', nextPhone(), other.token)).statusCode).toBe(200);
  });
});

describe('contract', () => {
  it('serves the OpenAPI document of every call', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/config',
        '/api/treatments/{id}',
        '/api/bull36/create_appointment',
        '/api/bull36/send_otp',
      ]),
    );
  });

  it('answers unknown API paths with the error envelope', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: 0 });
  });
});
