import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZSendOtpResponse, ZVerifyOtpResponse } from '@clinic/contract/identity/identity';
import { testConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { customers, otpCodes } from '../../src/db/schema';
import { createAuthHooks, customerOf } from '../../src/http/auth';
import { assertOwnCustomer } from '../../src/lib/customer-session';
import { createSessionsRepository, createTenantsRepository } from '../helpers/repositories';
import { createTenant } from '../helpers/factories';
import { identityClient, registration, uniquePhone } from '../helpers/identity';
import { createTestDatabase } from '../helpers/test-db';
import { buildTestApp } from '../helpers/test-app';

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let other: Awaited<ReturnType<typeof createTenant>>;
let clock = new Date('2026-03-01T10:00:00Z');
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const apps: FastifyInstance[] = [];
async function extraApp(config: Partial<AppConfig>) {
  const extra = await buildTestApp(database, { now, config: { ...testConfig(), ...config } });
  apps.push(extra);
  return extra;
}

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  other = await createTenant(database.db);
  app = await buildTestApp(database, { now });
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await app.close();
  await database.close();
});

const api = () => identityClient(app, tenant.token);

describe('send_otp', () => {
  it('answers not_exist 1 and no customer for an unknown number, and sends nothing', async () => {
    const phone = uniquePhone();
    const res = await api().sendOtp({ phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      message: 'Customer not found. Please complete your registration.',
      customer_id: null,
      not_exist: 1,
    });
    ZSendOtpResponse.parse(res.json());
    expect(await api().outbox(phone)).toEqual([]);
  });

  it('sends a code with registration fields and creates the customer only when that code is verified', async () => {
    const phone = uniquePhone();
    const res = await api().sendOtp({ phone, not_exist: 1, ...registration });
    expect(res.statusCode).toBe(200);
    const body = ZSendOtpResponse.parse(res.json());
    expect(body).toMatchObject({
      message: 'Account created successfully! OTP sent to your WhatsApp.',
      not_exist: 0,
      customer_id: null,
    });
    expect(body).not.toHaveProperty('otp');
    expect(res.headers['cache-control']).toBe('no-store');
    const customerRows = () =>
      database.db
        .select()
        .from(customers)
        .where(and(eq(customers.tenantId, tenant.id), eq(customers.phone, `+${phone}`)));
    expect(await customerRows()).toEqual([]);
    const outbox = await api().outbox(phone);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: phone, sent_at: clock.toISOString() });
    expect(outbox[0]!.code).toMatch(/^\d{6}$/);
    expect(outbox[0]!.text).toContain(outbox[0]!.code);
    // The code is stored only as a hash.
    const stored = await database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+${phone}`));
    expect(stored[0]!.codeHash).not.toContain(outbox[0]!.code);
    expect(stored[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const verified = ZVerifyOtpResponse.parse((await api().verifyOtp(phone, outbox[0]!.code)).json());
    const [row] = await customerRows();
    expect(row).toMatchObject({ id: verified.cust_id, name: 'Noa Levi', age: 34, gender: 'female' });
    expect(row).toMatchObject({ email: 'noa@example.com' });
  });

  it("an unverified request cannot choose another person's profile", async () => {
    const phone = uniquePhone();
    const stranger = identityClient(app, tenant.token, '10.9.0.1');
    await stranger.sendOtp({ phone, not_exist: 1, ...registration, name: 'Someone Else', email: 'x@example.com' });
    // The owner registers too; only the newest code counts, and it carries the owner's details.
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const verified = ZVerifyOtpResponse.parse((await api().verifyOtp(phone, await api().latestCode(phone))).json());
    expect(verified.customer_data).toMatchObject({ name: 'Noa Levi', email: 'noa@example.com' });
  });

  it("a stranger's registration sent after the owner's never becomes the owner's profile", async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const stranger = identityClient(app, tenant.token, '10.9.0.2');
    await stranger.sendOtp({ phone, not_exist: 1, ...registration, name: 'Someone Else', email: 'x@example.com' });
    // The owner enters the newest code WhatsApp brought, which came with the stranger's details: no profile.
    const refused = await api().verifyOtp(phone, await api().latestCode(phone));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Customer not found. Please complete your registration.');
    const rows = await database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.id), eq(customers.phone, `+${phone}`)));
    expect(rows).toEqual([]);
    // Registering again gives the owner their own profile.
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const verified = ZVerifyOtpResponse.parse((await api().verifyOtp(phone, await api().latestCode(phone))).json());
    expect(verified.customer_data).toMatchObject({ name: 'Noa Levi', email: 'noa@example.com' });
    // A code with details and no ticket (an old client, or someone else's code) creates nothing either.
    const other = uniquePhone();
    await api().sendOtp({ phone: other, not_exist: 1, ...registration });
    const bare = await app.inject({
      method: 'POST',
      url: '/api/bull36/verify_otp',
      headers: { 'x-tenant-token': tenant.token },
      payload: { phone: other, otp: await api().latestCode(other) },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'REGISTRATION_REQUIRED' });
    const strays = await database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.id), eq(customers.phone, `+${other}`)));
    expect(strays).toEqual([]);
  });

  it('in the demo, answers the code to whoever asked for it, and that code logs in', async () => {
    const phone = uniquePhone();
    const sent = ZSendOtpResponse.parse((await api().sendOtp({ phone, not_exist: 1, ...registration })).json());
    expect(sent.demo_code).toMatch(/^\d{6}$/);
    expect(sent.demo_code).toBe(await api().latestCode(phone));
    expect((await api().verifyOtp(phone, sent.demo_code!)).statusCode).toBe(200);
  });

  it('treats the national number with its trunk 0 as the same phone and customer', async () => {
    const phone = uniquePhone();
    const first = await api().login(phone);
    const withTrunk = `9720${phone.slice(3)}`;
    const again = await api().sendOtp({ phone: withTrunk });
    expect(again.json()).toMatchObject({
      success: 1,
      message: 'OTP sent successfully via WhatsApp!',
      customer_id: first.cust_id,
      not_exist: 0,
    });
    // Registration fields for a known number change nothing.
    await api().sendOtp({ phone: withTrunk, not_exist: 1, ...registration, name: 'Someone Else' });
    const rows = await database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.id), eq(customers.phone, `+${phone}`)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Noa Levi');
    expect(await api().outbox(withTrunk)).toHaveLength(3);
  });

  it('validates registration fields with one sentence, naming the field apart', async () => {
    const phone = uniquePhone();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...registration, name: ' ' }, 'name', 'Name is required'],
      [{ ...registration, age: undefined }, 'age', 'Please enter a valid age (1-120)'],
      [{ ...registration, age: 121 }, 'age', 'Please enter a valid age (1-120)'],
      [{ ...registration, age: 0 }, 'age', 'Please enter a valid age (1-120)'],
      [{ ...registration, gender: 'robot' }, 'gender', 'Gender is required'],
      [{ ...registration, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ ...registration, name: ' ', age: undefined }, 'name', 'Name is required'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await api().sendOtp({ phone, not_exist: 1, ...fields });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REGISTRATION_INVALID', message, params: { field } });
    }
    const hebrew = await api().sendOtp({ phone, not_exist: 1, ...registration, age: 0 }, { 'accept-language': 'he' });
    expect(hebrew.json()).toMatchObject({ message: 'יש להזין גיל תקין (1-120).', params: { field: 'age' } });
    // Email is optional.
    const ok = await api().sendOtp({ phone, not_exist: 1, ...registration, email: '' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses invalid phone numbers', async () => {
    for (const phone of ['12', '9721234', '97250123456789', 'abc']) {
      const res = await api().sendOtp({ phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().message).toBe('Please enter a valid phone number');
    }
  });

  it('answers 401 for a missing or unknown tenant token', async () => {
    const phone = uniquePhone();
    const missing = await app.inject({ method: 'POST', url: '/api/bull36/send_otp', payload: { phone } });
    expect(missing.statusCode).toBe(401);
    const unknown = await identityClient(app, 'no-such-token').sendOtp({ phone });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toMatch(/Unknown tenant token/);
    const verify = await identityClient(app, 'no-such-token').verifyOtp(phone, '123456');
    expect(verify.statusCode).toBe(401);
  });

  it('sends one phone at most 3 codes in any 10 minutes, and one address cannot keep its owner from a code', async () => {
    const phone = uniquePhone();
    const stranger = identityClient(app, tenant.token, '10.1.0.1');
    const owner = identityClient(app, other.token, '10.1.0.2');
    const send = (client: typeof owner) => client.sendOtp({ phone, not_exist: 1, ...registration });
    for (let i = 0; i < 3; i++) expect((await send(stranger)).statusCode).toBe(200);
    // Another address and another tenant share the limit of the person's number.
    const blocked = await send(owner);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many verification codes requested. Please try again in 10 minutes.');
    for (let i = 0; i < 5; i++) expect((await send(stranger)).statusCode).toBe(429);
    // Ten minutes after the stranger's first code the owner gets one, and the stranger's refusals cost nothing.
    advance(10 * 60 * 1000);
    expect((await send(owner)).statusCode).toBe(200);
    expect((await send(stranger)).statusCode).toBe(429);
    expect((await send(owner)).statusCode).toBe(200);
    expect((await send(owner)).statusCode).toBe(200);
    expect((await send(owner)).statusCode).toBe(429);
    const sentTimes = [...(await api().outbox(phone))].map((m) => Date.parse(m.sent_at)).sort();
    expect(sentTimes).toHaveLength(6);
    for (let i = 3; i < sentTimes.length; i++)
      expect(sentTimes[i]! - sentTimes[i - 3]!).toBeGreaterThanOrEqual(600_000);
  });

  it('limits sends per client address', async () => {
    const limited = await extraApp({ otp: { ...testConfig().otp, sendsPerIpPerHour: 3 } });
    const client = identityClient(limited, tenant.token, '10.2.0.1');
    for (let i = 0; i < 3; i++) {
      expect((await client.sendOtp({ phone: uniquePhone(), not_exist: 1, ...registration })).statusCode).toBe(200);
    }
    const blocked = await client.sendOtp({ phone: uniquePhone(), not_exist: 1, ...registration });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many verification codes requested/);
    // A client on the internet cannot dodge the limit by inventing X-Forwarded-For addresses.
    const outside = identityClient(limited, tenant.token, '203.0.113.9');
    for (let i = 0; i < 4; i++) {
      const res = await outside.sendOtp(
        { phone: uniquePhone(), not_exist: 1, ...registration },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
      expect(res.statusCode).toBe(i < 3 ? 200 : 429);
    }
    const elsewhere = identityClient(limited, tenant.token, '10.2.0.2');
    expect((await elsewhere.sendOtp({ phone: uniquePhone(), not_exist: 1, ...registration })).statusCode).toBe(200);
    // IPv6 clients count by their /64 network: a phone has a whole one to pick addresses from.
    for (let i = 1; i <= 4; i++) {
      const v6 = identityClient(limited, tenant.token, `2001:db8:7:7::${i.toString(16)}`);
      const res = await v6.sendOtp({ phone: uniquePhone(), not_exist: 1, ...registration });
      expect(res.statusCode).toBe(i <= 3 ? 200 : 429);
    }
    const nextNetwork = identityClient(limited, tenant.token, '2001:db8:7:8::1');
    expect((await nextNetwork.sendOtp({ phone: uniquePhone(), not_exist: 1, ...registration })).statusCode).toBe(200);
  });
});

describe('verify_otp', () => {
  it('opens a session with the right code; the code is single-use', async () => {
    const phone = uniquePhone();
    const sent = (await api().sendOtp({ phone, not_exist: 1, ...registration })).json();
    const code = await api().latestCode(phone);
    const res = await api().verifyOtp(phone, code);
    expect(res.statusCode).toBe(200);
    const body = ZVerifyOtpResponse.parse(res.json());
    expect(sent.customer_id).toBeNull();
    expect(body).toMatchObject({
      success: 1,
      message: 'Login successful!',
      cust_id: expect.any(Number),
      customer_data: { name: 'Noa Levi', phone: `+${phone}`, age: 34, gender: 'female' },
    });
    expect(body.customer_data.id).toBe(body.cust_id);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await api().verifyOtp(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid verification code');
  });

  it("answers 'Invalid verification code' for a wrong code, and locks the code after 5 wrong tries", async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const code = await api().latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await api().verifyOtp(phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, message: 'Invalid verification code' });
    }
    const locked = await api().verifyOtp(phone, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong attempts. Please request a new code.');
    // A new code works again.
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    expect((await api().verifyOtp(phone, await api().latestCode(phone))).statusCode).toBe(200);
  });

  it('counts parallel wrong guesses atomically', async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const code = await api().latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 12 }, () => api().verifyOtp(phone, wrong)));
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const code = await api().latestCode(phone);
    advance(5 * 60 * 1000);
    const res = await api().verifyOtp(phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Verification code expired. Please request a new code.');
  });

  it('keeps no code hashes of a phone older than a day', async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    advance(25 * 60 * 60 * 1000);
    await api().sendOtp({ phone });
    const rows = await database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+${phone}`));
    expect(rows).toHaveLength(1);
  });

  it('accepts only the newest code of a phone', async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const first = await api().latestCode(phone);
    await api().sendOtp({ phone });
    const second = await api().latestCode(phone);
    if (first !== second)
      expect((await api().verifyOtp(phone, first)).json().message).toBe('Invalid verification code');
    expect((await api().verifyOtp(phone, second)).statusCode).toBe(200);
  });

  it("does not accept one tenant's code on another tenant", async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const code = await api().latestCode(phone);
    const res = await identityClient(app, other.token).verifyOtp(phone, code);
    expect(res.statusCode).toBe(400);
    expect((await api().verifyOtp(phone, code)).statusCode).toBe(200);
  });

  it('refuses malformed codes with the contract message', async () => {
    const res = await api().verifyOtp(uniquePhone(), '12a456');
    expect(res.statusCode).toBe(400);
    // A sentence for a person; the field it concerns comes apart.
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid 6-digit verification code',
      params: { field: 'otp' },
    });
  });

  it('uses the fixed test code only for configured test numbers', async () => {
    const testPhone = uniquePhone();
    const withTestCode = await extraApp({
      otp: { ...testConfig().otp, testNumbers: [testPhone], testCode: '424242' },
    });
    const client = identityClient(withTestCode, tenant.token);
    await client.sendOtp({ phone: testPhone, not_exist: 1, ...registration });
    expect((await client.verifyOtp(testPhone, '424242')).statusCode).toBe(200);
    const normal = uniquePhone();
    await client.sendOtp({ phone: normal, not_exist: 1, ...registration });
    const code = await client.latestCode(normal);
    if (code !== '424242') expect((await client.verifyOtp(normal, '424242')).statusCode).toBe(400);
  });
});

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
    const res = await app.inject({
      method: 'POST',
      url: '/api/bull36/logout',
      headers: { 'x-tenant-token': tenant.token },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('No customer ID found. Please login first.');
  });

  it("refuses one tenant's session on another tenant", async () => {
    const { token } = await api().login(uniquePhone());
    const res = await identityClient(app, other.token).logout(token);
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
      tenants: createTenantsRepository(database.db),
      sessions: createSessionsRepository(database.db),
      now,
    });
    guarded.get('/api/test/own', { preHandler: requireCustomer }, async (req) => {
      const custId = (req.query as { cust_id?: string }).cust_id;
      assertOwnCustomer(customerOf(req), custId === undefined ? undefined : Number(custId));
      return { success: 1, customer: customerOf(req).customerId };
    });
  });

  it("answers 403 when cust_id is not the session's customer", async () => {
    const me = await identityClient(guarded, tenant.token).login(uniquePhone());
    const someoneElse = await identityClient(guarded, tenant.token).login(uniquePhone());
    const call = (custId: number) =>
      guarded.inject({
        method: 'GET',
        url: `/api/test/own?cust_id=${custId}`,
        headers: { 'x-tenant-token': tenant.token, authorization: `Bearer ${me.token}` },
      });
    expect((await call(me.cust_id)).statusCode).toBe(200);
    const forbidden = await call(someoneElse.cust_id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: 0, message: 'You can only access your own appointments' });
  });
});

describe('dev outbox', () => {
  it('is absent in production', async () => {
    const production = await extraApp({ env: 'production', demo: false });
    const res = await production.inject({ method: 'GET', url: `/api/dev/outbox?phone=${uniquePhone()}` });
    expect(res.statusCode).toBe(404);
    // Sending still works; nothing is kept.
    const phone = uniquePhone();
    const sent = await identityClient(production, tenant.token).sendOtp({ phone, not_exist: 1, ...registration });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).not.toHaveProperty('otp');
    expect(sent.json()).not.toHaveProperty('demo_code');
  });

  it('answers only clients on this machine, also behind a trusted proxy', async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const outside = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?phone=${phone}`,
      remoteAddress: '203.0.113.7',
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ success: 0, message: 'The demo outbox answers only on this machine' });
    // No one-time code in the answer: its only code is the error's own.
    expect(outside.json()).toEqual({
      success: 0,
      message: 'The demo outbox answers only on this machine',
      code: 'LOOPBACK_ONLY',
      request_id: expect.any(String),
    });
    // A proxy on this machine forwarding a request from elsewhere does not make that request local.
    const forwarded = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?phone=${phone}`,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forwarded.statusCode).toBe(403);
    // Whatever header the proxy carries the client in: X-Real-IP, or Forwarded (RFC 7239) with or without a port.
    for (const headers of [
      { 'x-real-ip': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7;proto=https' },
      { forwarded: 'for="[2001:db8::7]:4711"' },
      { forwarded: 'for=127.0.0.1, for=198.51.100.2:443' },
      { forwarded: 'for=unknown' },
    ]) {
      const proxied = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}`, headers });
      expect(proxied.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const localProxy = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?phone=${phone}`,
      headers: { 'x-real-ip': '127.0.0.1', forwarded: 'for="[::1]:5000"' },
    });
    expect(localProxy.statusCode).toBe(200);
    const local = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
    expect(local.statusCode).toBe(200);
    expect(local.json()).toHaveLength(1);
  });

  it('is absent with another provider', async () => {
    const cloud = await extraApp({
      whatsapp: { ...testConfig().whatsapp, provider: 'whatsapp-cloud', cloudToken: 't', cloudPhoneNumberId: '1' },
    });
    expect((await cloud.inject({ method: 'GET', url: `/api/dev/outbox?phone=${uniquePhone()}` })).statusCode).toBe(404);
  });
});

describe('whatsapp-cloud provider against a fake Cloud API', () => {
  type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: unknown };
  let fake: Server;
  let seen: Seen[] = [];
  let mode: 'ok' | '4xx' | '5xx' | 'hang' = 'ok';
  let cloudApp: FastifyInstance;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw || 'null') });
        if (mode === 'hang') return;
        res.setHeader('content-type', 'application/json');
        if (mode === '4xx') {
          res.statusCode = 400;
          return res.end(JSON.stringify({ error: { message: 'Invalid parameter', code: 100 } }));
        }
        if (mode === '5xx') {
          res.statusCode = 503;
          return res.end(JSON.stringify({ error: { message: 'Service unavailable' } }));
        }
        res.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    cloudApp = await extraApp({
      whatsapp: {
        provider: 'whatsapp-cloud',
        cloudUrl: `http://127.0.0.1:${port}/v21.0`,
        cloudToken: 'test-token-123',
        cloudPhoneNumberId: '1098765',
        cloudTemplate: 'clinic_otp',
        cloudLanguage: 'he',
        // Long enough for a busy machine to answer, short enough for the hanging case to end the test soon.
        cloudTimeoutMs: 3000,
      },
    });
  });
  afterAll(async () => {
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('sends the authentication template with the code, and the code then verifies', async () => {
    mode = 'ok';
    seen = [];
    const phone = uniquePhone();
    const client = identityClient(cloudApp, tenant.token);
    const res = await client.sendOtp({ phone, not_exist: 1, ...registration });
    expect(res.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v21.0/1098765/messages');
    expect(request.headers.authorization).toBe('Bearer test-token-123');
    expect(request.headers['content-type']).toBe('application/json');
    const code = (request.body as { template: { components: { parameters: { text: string }[] }[] } }).template
      .components[0]!.parameters[0]!.text;
    expect(code).toMatch(/^\d{6}$/);
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: phone,
      type: 'template',
      template: {
        name: 'clinic_otp',
        language: { code: 'he' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    });
    expect((await client.verifyOtp(phone, code)).statusCode).toBe(200);
  });

  for (const failure of ['4xx', '5xx', 'hang'] as const) {
    it(`answers 'Failed to send OTP' when the API ${failure === 'hang' ? 'times out' : `answers ${failure}`}, and the code is void`, async () => {
      mode = failure;
      seen = [];
      const phone = uniquePhone();
      const client = identityClient(cloudApp, tenant.token);
      const res = await client.sendOtp({ phone, not_exist: 1, ...registration });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ success: 0, message: 'Failed to send OTP' });
      const code = (seen[0]!.body as { template: { components: { parameters: { text: string }[] }[] } }).template
        .components[0]!.parameters[0]!.text;
      expect((await client.verifyOtp(phone, code)).json().message).toBe('Invalid verification code');
    });
  }
});

describe.skipIf(!process.env.REDIS_URL)('rate limits shared through Redis', () => {
  it('counts sends of several server processes together', async () => {
    const shared = {
      redisUrl: process.env.REDIS_URL,
      rateLimitPrefix: `clinic-test:${randomBytes(6).toString('hex')}:`,
    };
    const first = identityClient(await extraApp(shared), tenant.token, '10.3.0.1');
    const second = identityClient(await extraApp(shared), tenant.token, '10.3.0.2');
    const phone = uniquePhone();
    const send = (client: typeof first) => client.sendOtp({ phone, not_exist: 1, ...registration });
    for (let i = 0; i < 2; i++) expect((await send(first)).statusCode).toBe(200);
    expect((await send(second)).statusCode).toBe(200);
    // Three codes in ten minutes reached the phone through two processes: the fourth is refused by either.
    const blocked = await send(second);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many verification codes requested/);
  });
});
