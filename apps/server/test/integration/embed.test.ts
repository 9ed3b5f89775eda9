import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClinicSettings } from '@clinic/contract/staff/staff-clinic';
import { type ClinicSetupWorld, clinicSetupWorld, expectOwnersOnly, expectRefusal } from '../helpers/clinic-setup';
import { createTenant } from '../helpers/factories';
import { addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';

const INDEX_HTML = '<!doctype html><html lang="en" dir="ltr"><head><title>Clinic</title></head><body></body></html>';

let world: ClinicSetupWorld;
let site: FastifyInstance;
let webDist: string;
beforeAll(async () => {
  world = await clinicSetupWorld();
  webDist = mkdtempSync(join(tmpdir(), 'embed-dist-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  site = await buildTestApp(world.database, { config: { webDist } });
});
afterAll(async () => {
  await site.close();
  await world.close();
  rmSync(webDist, { recursive: true, force: true });
});

const setOrigins = (embed_origins: string[]) => world.owner.patch('/api/staff/clinic', { embed_origins });
const frameAncestors = (res: LightMyRequestResponse) =>
  /frame-ancestors ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];

describe('embed_origins in PATCH /api/staff/clinic', () => {
  it('keeps exact origins, normalised and once each, for owners only', async () => {
    const res = await setOrigins([
      'https://www.Clinic-Site.example/',
      'https://booking.partner.example:8443',
      ' https://www.clinic-site.example ',
      'http://127.0.0.1:8080',
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZClinicSettings.parse(res.json()).embed_origins).toEqual([
      'https://www.clinic-site.example',
      'https://booking.partner.example:8443',
      'http://127.0.0.1:8080',
    ]);
    expect(ZClinicSettings.parse((await world.owner.get('/api/staff/clinic')).json()).embed_origins).toHaveLength(3);
    expect((await world.auditOf('clinic.changed')).at(-1)?.after).toMatchObject({
      embed_origins: expect.arrayContaining(['http://127.0.0.1:8080']),
    });
    await expectOwnersOnly(world, (c) => c.patch('/api/staff/clinic', { embed_origins: [] }));
  });

  it('refuses what is not exactly an https origin with EMBED_ORIGIN_INVALID, naming the entry', async () => {
    const refused = [
      'https://clinic.example/booking',
      'https://clinic.example/?x=1',
      'https://clinic.example#top',
      'https://*.clinic.example',
      'https://user:pw@clinic.example',
      'ftp://clinic.example',
      'clinic.example',
      "https://clinic.example 'unsafe-inline'",
      'https://clinic.example;script-src *',
      '*',
    ];
    for (const origin of refused) {
      expectRefusal(await setOrigins(['https://ok.example', origin]), 400, 'EMBED_ORIGIN_INVALID', 'embed_origins.1');
    }
    expectRefusal(await setOrigins(Array.from({ length: 21 }, (_, i) => `https://s${i}.example`)), 400, 'BAD_REQUEST');
  });

  it('refuses plain http with EMBED_ORIGIN_NOT_HTTPS, and loopback http outside the demo', async () => {
    expectRefusal(await setOrigins(['http://clinic.example']), 400, 'EMBED_ORIGIN_INVALID', 'embed_origins.0');
    expect((await setOrigins(['http://localhost:5173'])).statusCode).toBe(200);
    const production = await buildTestApp(world.database, { config: { demo: false } });
    try {
      await addStaff(world.database.db, world.other, { email: 'owner2@other.example', role: 'owner' });
      const owner = await staffClient(production, world.other.key, 'owner2@other.example');
      const body = { embed_origins: ['https://ok.example', 'http://127.0.0.1:8080'] };
      expectRefusal(await owner.patch('/api/staff/clinic', body), 400, 'EMBED_ORIGIN_NOT_HTTPS', 'embed_origins.1');
      const https = await owner.patch('/api/staff/clinic', { embed_origins: ['https://ok.example'] });
      expect(https.statusCode, https.body).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('framing', () => {
  it("lets exactly the clinic's origins frame /{key}/embed, and tells the page which they are", async () => {
    await setOrigins(['https://www.clinic-site.example', 'http://127.0.0.1:8080']);
    for (const url of [`/${world.tenant.key}/embed`, `/${world.tenant.key}/embed/?lang=he&origin=x`]) {
      const res = await site.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(frameAncestors(res), url).toBe('https://www.clinic-site.example http://127.0.0.1:8080');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.body).toContain(
        '<script id="embed-origins" type="application/json">["https://www.clinic-site.example","http://127.0.0.1:8080"]</script>',
      );
    }
  });

  it('keeps every other page, answer and clinic unframable', async () => {
    await setOrigins(['https://www.clinic-site.example']);
    const key = world.tenant.key;
    const unlisted = await createTenant(world.database.db);
    const urls = [
      `/${key}`,
      `/${key}/treatments`,
      `/${key}/staff`,
      `/${key}/embed/extra`,
      `/${key}/embedded`,
      `/${unlisted.key}/embed`,
      '/no-such-clinic/embed',
      '/api/tenants',
      '/embed.js',
      '/healthz',
    ];
    for (const url of urls) {
      const res = await site.inject({ url });
      expect(frameAncestors(res), url).toBe("'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('keeps the embed page unframable while the clinic lists no origin', async () => {
    await setOrigins([]);
    const res = await site.inject({ url: `/${world.tenant.key}/embed` });
    expect(frameAncestors(res)).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.body).toContain('<script id="embed-origins" type="application/json">[]</script>');
  });
});

describe('GET /embed.js', () => {
  it('is a script any site may load, valid JavaScript that defines no globals', async () => {
    const res = await site.inject({ url: '/embed.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(() => new Script(res.body)).not.toThrow();
    expect(res.body.trim()).toMatch(/^\(function \(\) \{[\s\S]*\}\)\(\);$/);
    expect(res.body).not.toMatch(/postMessage\([^)]*'\*'/);
  });
});
