import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant, tenantFixture } from '../helpers/factories';
import { createCustomerSession } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { seedVisit } from '../helpers/visit-rows';

// Issue #21: content in Arabic and Russian, a text the clinic has not translated shown in its default language.
let database: Database;
let app: FastifyInstance;
let token: string;
let tenantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const base = tenantFixture();
  const [main, north] = base.branches;
  const tenant = await createTenant(database.db, {
    lang: 'he',
    languages: ['he', 'en', 'ar', 'ru'],
    branches: [
      { ...main!, name: { en: 'Main branch', he: 'סניף ראשי', ar: 'الفرع الرئيسي', ru: 'Главный филиал' } },
      { ...north!, name: { en: 'North branch', he: 'סניף צפון' } },
    ],
  });
  token = tenant.token;
  tenantId = tenant.id;
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, lang: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-tenant-token': token, 'accept-language': lang } });

describe('content in the visitor language', () => {
  it("answers Arabic and Russian names, and the clinic's default language where one is missing", async () => {
    const names = async (lang: string) =>
      ((await get('/api/clinics', lang)).json().data as { name: string }[]).map((b) => b.name);
    expect(await names('ar')).toEqual(['الفرع الرئيسي', 'סניף צפון']);
    expect(await names('ru-RU,ru;q=0.9')).toEqual(['Главный филиал', 'סניף צפון']);
    expect(await names('en')).toEqual(['Main branch', 'North branch']);
  });

  it("lists a patient's own visits by the same rule: the clinic's default language where Arabic is missing", async () => {
    const patient = await createCustomerSession(database.db, { id: tenantId, token });
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    await seedVisit(database.db, {
      tenantId,
      customerId: patient.customerId,
      branchId: 39,
      treatmentId: 11,
      doctorId: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      priceMinor: 35050,
    });
    const res = await app.inject({
      url: `/api/bull36/get_appointment_booking_list?cust_id=${patient.customerId}&booking_type=upcoming`,
      headers: { ...patient.headers, 'accept-language': 'ar' },
    });
    const { data } = res.json() as {
      data: { types: Record<string, { name: string }>; branches: Record<string, { branch_name: string }> };
    };
    expect(data.types['11']!.name).toBe('ניקוי');
    expect(data.branches['39']!.branch_name).toBe('סניף צפון');
  });

  it('names the languages the clinic offers and its default in the template', async () => {
    const body = (await get('/api/get_template', 'ar')).json();
    expect(body.user_template).toMatchObject({ lang: 'he', languages: ['he', 'en', 'ar', 'ru'] });
  });

  it('words refusals in Arabic and Russian', async () => {
    expect((await get('/api/clinics/777', 'ar')).json().message).toBe('لم يتم العثور على العيادة.');
    expect((await get('/api/clinics/777', 'ru')).json().message).toBe('Клиника не найдена.');
  });
});
