import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZGetClinicResponse,
  ZGetClinicsResponse,
  ZGetDoctorResponse,
  ZGetDoctorsResponse,
  ZGetTreatmentResponse,
  ZGetTreatmentsResponse,
} from '@clinic/contract/catalog/catalog';
import { ZErrorEnvelope } from '@clinic/contract/core/common';
import { ZGetConfigResponse } from '@clinic/contract/site/get-config';
import { ZGetTemplateResponse } from '@clinic/contract/site/get-template';
import { ZGetTenantsResponse } from '@clinic/contract/site/get-tenants';
import type { z } from 'zod';
import type { Database } from '../../src/db/client';
import { readDemoTenant } from '../../src/seed/seed';
import { importTenant } from '../../src/seed/import-tenant';
import { createTenantsRepository } from '../helpers/repositories';
import { createTestDatabase } from '../helpers/test-db';
import { buildTestApp } from '../helpers/test-app';

// Every answer the server gives for the demo clinic, in both languages, parses with the contract the site reads it by.
let database: Database;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await importTenant(database.db, readDemoTenant('central-clinic'));
  token = (await createTenantsRepository(database.db).findByKey('central-clinic'))!.activeToken;
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const cases: Array<[string, z.ZodType]> = [
  ['/api/config?user=central-clinic', ZGetConfigResponse],
  ['/api/get_template', ZGetTemplateResponse],
  ['/api/treatments', ZGetTreatmentsResponse],
  ['/api/treatments/1', ZGetTreatmentResponse],
  ['/api/doctors', ZGetDoctorsResponse],
  ['/api/doctors/1', ZGetDoctorResponse],
  ['/api/clinics', ZGetClinicsResponse],
  ['/api/clinics/38', ZGetClinicResponse],
];

describe.each(['en', 'he'])('answers in %s', (lang) => {
  it.each(cases)('%s matches the contract', async (url, schema) => {
    const res = await app.inject({ url, headers: { 'x-tenant-token': token, 'accept-language': lang } });
    expect(res.statusCode).toBe(200);
    const parsed = schema.safeParse(res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

it('the tenant directory and every error match the contract', async () => {
  expect(ZGetTenantsResponse.safeParse((await app.inject({ url: '/api/tenants' })).json()).success).toBe(true);
  for (const url of ['/api/config?user=nobody', '/api/treatments', '/api/treatments/x']) {
    const res = await app.inject({ url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(ZErrorEnvelope.safeParse(res.json()).success).toBe(true);
  }
});

it('Hebrew answers carry the Hebrew content of the demo clinic', async () => {
  const res = await app.inject({
    url: '/api/clinics/38',
    headers: { 'x-tenant-token': token, 'accept-language': 'he' },
  });
  expect(res.json().data.name).toMatch(/[\u0590-\u05FF]/);
});
