import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { createCustomerSession, type TestCustomer } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
const TOKEN = 'metrics-token-for-tests-0123';
const PUBLIC_ADDRESS = '203.0.113.7';

// A built site: index.html and files whose names change with every build.
const SITE_FILES = [
  'assets/index-a1b2.js',
  'assets/index-c3d4.css',
  'assets/booking-page-e5f6.js',
  'assets/home-en-0a9b.js',
  'images/banners/first.svg',
  'favicon.ico',
];

let database: Database;
let app: FastifyInstance;
let webDist: string;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let alice: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  alice = await createCustomerSession(database.db, tenant, NOW);
  bob = await createCustomerSession(database.db, tenant, NOW);
  webDist = mkdtempSync(join(tmpdir(), 'metrics-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head></head></html>');
  for (const file of SITE_FILES) {
    mkdirSync(join(webDist, file, '..'), { recursive: true });
    writeFileSync(join(webDist, file), `/* ${file} */`);
  }
  app = await buildTestApp(database, {
    now: () => NOW,
    config: { webDist, metrics: { token: TOKEN, perTenant: false } },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

const morePatients = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createCustomerSession(database.db, tenant, NOW)));

const book = (who: TestCustomer, date: string, startTime: string) =>
  app.inject({
    method: 'POST',
    url: '/api/bull36/create_appointment',
    headers: who.headers,
    payload: {
      branch: 38,
      appointments_type_id: 11,
      date,
      start_time: startTime,
      end_time: startTime,
      cust_id: who.customerId,
    },
  });

const scrape = async () => {
  const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** A sample's value in the Prometheus text, 0 when the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const booked = 'clinic_bookings_total{outcome="booked",source="patient"}';
const taken = 'clinic_bookings_total{outcome="refused_taken",source="patient"}';
const rule = 'clinic_bookings_total{outcome="refused_rule",source="patient"}';

describe('GET /metrics', () => {
  it('counts a booking, a refusal because the time was taken and one by a rule', async () => {
    const before = await scrape();
    // Every doctor of the clinic takes one of these patients until the time is taken.
    const answers: number[] = [];
    for (const who of [alice, bob, ...(await morePatients(3))]) {
      answers.push((await book(who, '2026-06-02', '10:00')).statusCode);
    }
    expect(answers).toContain(200);
    expect(answers).toContain(409);
    expect(answers.every((status) => status === 200 || status === 409)).toBe(true);
    const past = await book(bob, '2026-05-20', '10:00');
    expect(past.statusCode).toBeGreaterThanOrEqual(400);
    expect(past.statusCode).toBeLessThan(500);
    const after = await scrape();
    expect(sample(after, booked) - sample(before, booked)).toBe(answers.filter((s) => s === 200).length);
    expect(sample(after, taken) - sample(before, taken)).toBe(answers.filter((s) => s === 409).length);
    expect(sample(after, rule) - sample(before, rule)).toBe(1);
  });

  it('counts each followed visit event once, by its kind', async () => {
    const events = 'clinic_visit_events_total{kind="booked"}';
    const before = sample(await scrape(), events);
    expect((await book(alice, '2026-06-04', '11:00')).statusCode).toBe(200);
    // The booking's event is followed just after its answer.
    await expect.poll(async () => sample(await scrape(), events) - before).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sample(await scrape(), events) - before).toBe(1);
  });

  it('times requests by route pattern and status class, never by the raw address', async () => {
    await book(alice, '2026-06-03', '09:00');
    const text = await scrape();
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/api/bull36/create_appointment",method="POST",status_class="2xx"}',
    );
    expect(text).not.toContain(alice.headers['x-tenant-token'] ?? 'no token');
    expect(text).not.toMatch(/route="[^"]*\?/);
    expect(text).toMatch(/^clinic_message_jobs\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^clinic_refunds_owed \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).not.toContain('tenant=');
  });

  it('gives every static file one route value and every address no route answers another', async () => {
    const routeValues = (text: string) =>
      new Set([...text.matchAll(/^http_request_duration_seconds_count\{route="([^"]*)"/gm)].map((m) => m[1]));
    const fetchFile = async (file: string) => expect((await app.inject({ url: `/${file}` })).statusCode).toBe(200);
    const fetchUnknown = async (url: string) => expect((await app.inject({ url })).statusCode).toBe(404);
    await fetchFile(SITE_FILES[0]!);
    await fetchUnknown('/assets/index-old1.js');
    const before = routeValues(await scrape());
    expect(before).toContain('static');
    expect(before).toContain('unmatched');

    for (const file of SITE_FILES) await fetchFile(file);
    for (const url of [
      '/assets/index-old2.js',
      '/robots.txt',
      '/api/no_such_call',
      '/api/staff/nothing/7',
      '/x/y.png',
    ]) {
      await fetchUnknown(url);
    }
    const after = routeValues(await scrape());
    // More files and unknown addresses add no route value: the values are bounded by the app's route patterns.
    expect(after).toEqual(before);
    for (const value of after) expect(value).not.toMatch(/\.(js|css|svg|ico|png|txt)$|nothing|no_such/);
  });

  it('answers 404 to a public address without the token, and 200 with it', async () => {
    const stranger = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: PUBLIC_ADDRESS });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('clinic_');
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: PUBLIC_ADDRESS,
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(404);
    const bearer = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: PUBLIC_ADDRESS,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.headers['content-type']).toContain('text/plain');
    const privateNet = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(privateNet.statusCode).toBe(200);
    // A proxy on this machine carrying a public client in X-Real-IP or Forwarded does not make it private.
    for (const headers of [{ 'x-real-ip': PUBLIC_ADDRESS }, { forwarded: `for=${PUBLIC_ADDRESS}` }]) {
      expect((await app.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(404);
    }
  });
});
