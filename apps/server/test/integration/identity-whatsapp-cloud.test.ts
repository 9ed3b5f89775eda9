import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityClient, registration, uniquePhone } from '../helpers/identity';
import { identityAppForFile } from '../helpers/identity-app';

const { file, extraApp } = identityAppForFile();

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
    const client = identityClient(cloudApp, file.tenant.token);
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
      const client = identityClient(cloudApp, file.tenant.token);
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
    const first = identityClient(await extraApp(shared), file.tenant.token, '10.3.0.1');
    const second = identityClient(await extraApp(shared), file.tenant.token, '10.3.0.2');
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
