import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { identityClient, registration, uniquePhone } from '../helpers/identity';
import { identityAppForFile } from '../helpers/identity-app';

const { file, extraApp, api } = identityAppForFile();

describe('dev outbox', () => {
  it('is absent in production', async () => {
    const production = await extraApp({ env: 'production', demo: false });
    const res = await production.inject({ method: 'GET', url: `/api/dev/outbox?phone=${uniquePhone()}` });
    expect(res.statusCode).toBe(404);
    // Sending still works; nothing is kept.
    const phone = uniquePhone();
    const sent = await identityClient(production, file.tenant.token).sendOtp({ phone, not_exist: 1, ...registration });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).not.toHaveProperty('otp');
    expect(sent.json()).not.toHaveProperty('demo_code');
  });

  it('answers only clients on this machine, also behind a trusted proxy', async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const outside = await file.app.inject({
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
    const forwarded = await file.app.inject({
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
      const proxied = await file.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}`, headers });
      expect(proxied.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const localProxy = await file.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?phone=${phone}`,
      headers: { 'x-real-ip': '127.0.0.1', forwarded: 'for="[::1]:5000"' },
    });
    expect(localProxy.statusCode).toBe(200);
    const local = await file.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
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
