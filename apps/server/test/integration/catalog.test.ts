import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant, tenantFixture } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Staff-written HTML that a browse screen must sanitize; the API hands it over untouched.
const HOSTILE = '<p>Hi</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>';

let database: Database;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const base = tenantFixture();
  const tenant = await createTenant(database.db, {
    branches: base.branches.map((b) => ({ ...b, description: { en: HOSTILE, he: HOSTILE } })),
    doctors: base.doctors.map((d) => ({ ...d, description: { en: HOSTILE } })),
    treatments: [
      ...base.treatments.map((t) => ({ ...t, description: { en: HOSTILE } })),
      { id: 13, name: { en: 'Not offered' }, price: 80, branch_ids: [] },
    ],
  });
  token = tenant.token;
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'x-tenant-token': token, ...headers } });

describe('GET /api/treatments', () => {
  it('answers a list with what the cards and the Book Now rules need', async () => {
    const res = await get('/api/treatments');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(1);
    expect(Array.isArray(body.data)).toBe(true);
    const byId = new Map(body.data.map((t: { id: number }) => [t.id, t]));
    expect(byId.get(10)).toMatchObject({ time: 5, branch: ['38'], force_pay: '0', cancellationPrice: 0 });
    expect(byId.get(11)).toMatchObject({ branch: ['38', '39'] });
    expect(byId.get(12)).toMatchObject({ force_pay: '1', price: 250, minForcePaymentPrice: 100 });
    expect(byId.get(13)).toMatchObject({ branch: [] });
  });

  it('hands staff HTML over verbatim (the site sanitizes it)', async () => {
    const one = (await get('/api/treatments/10')).json().data;
    expect(one.description).toBe(HOSTILE);
  });

  it("answers 404 'Treatment not found' for an unknown id", async () => {
    const res = await get('/api/treatments/4242');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: 0, message: 'Treatment not found' });
  });
});

describe('GET /api/doctors', () => {
  it('answers every doctor with their status, so the site can show status "1" only', async () => {
    const res = await get('/api/doctors');
    expect(res.statusCode).toBe(200);
    const doctors = res.json().data as Array<{ id: number; status: string; discription: string }>;
    expect(doctors.map((d) => [d.id, d.status])).toEqual([
      [1, '1'],
      [2, '1'],
      [3, '0'],
    ]);
    expect(doctors[0]!.discription).toBe(HOSTILE);
  });

  it('answers one doctor with clinicIds, and 400 for a malformed id', async () => {
    expect((await get('/api/doctors/2')).json().data).toMatchObject({ id: 2, clinicIds: [38] });
    expect((await get('/api/doctors/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/clinics', () => {
  it('answers the branches with name, description verbatim and weekly schedule', async () => {
    const res = await get('/api/clinics', { 'accept-language': 'he' });
    expect(res.statusCode).toBe(200);
    const [main, north] = res.json().data;
    expect(main).toMatchObject({ id: 38, name: 'סניף ראשי', branch_name: 'סניף ראשי', description: HOSTILE });
    expect(main.schedule).toHaveLength(5);
    expect(north.schedule.filter((s: { day_name: string }) => s.day_name === 'Monday')).toHaveLength(2);
  });

  it("answers one clinic with services and doctors, and 404 'Clinic not found.'", async () => {
    const one = (await get('/api/clinics/39')).json().data;
    expect(one.services.map((s: { id: number }) => s.id)).toEqual([11]);
    const missing = await get('/api/clinics/777');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Clinic not found.');
  });
});

describe('GET /api/get_template', () => {
  it('answers the template, doctors, branches and treatments of the tenant', async () => {
    const body = (await get('/api/get_template')).json();
    expect(body.success).toBe(1);
    expect(typeof body.template_data.banner_main_heading).toBe('string');
    expect(body.branch.map((b: { id: number }) => b.id)).toEqual([38, 39]);
    expect(body.appointment_type.map((t: { id: number }) => t.id)).toContain(13);
  });
});

describe('POST /api/bull36/create_customer_message', () => {
  it('answers success with a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/bull36/create_customer_message',
      headers: { 'x-tenant-token': token, 'content-type': 'application/json' },
      payload: { name: 'Noa', email: 'noa@example.com', phone: '972501234567', message: HOSTILE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: expect.any(String) });
  });
});
