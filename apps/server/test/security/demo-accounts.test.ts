import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { hashPassword } from '../../src/modules/staff/passwords';
import { createStaffAccountsRepository, createStaffRepository, createTenantsRepository } from '../helpers/repositories';
import { createClinic } from '../../src/seed/create-clinic';
import { DEMO_STAFF_PASSWORD } from '../../src/seed/demo-staff';
import { seedDemoTenants } from '../../src/seed/seed';
import { staffLogin } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// What `npm start` in the demo runs before it listens (server.ts: SEED_DEMO), twice: a second start.
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const login = (clinic: string, email: string, password: string) => staffLogin(app, { clinic, email, password });

describe('demo accounts', () => {
  it('a clinic from clinic:create gets none, and keeps its owner password even at owner@{key}.example', async () => {
    const key = `own-${randomBytes(4).toString('hex')}`;
    await createClinic(database.db, {
      key,
      name: 'Own Clinic',
      lang: 'en',
      time_zone: 'Europe/London',
      owner_email: `owner@${key}.example`,
      owner_password: 'the owner own password',
    });
    await seedDemoTenants(database.db);
    await seedDemoTenants(database.db);

    for (const role of ['owner', 'reception', 'doctor']) {
      const res = await login(key, `${role}@${key}.example`, DEMO_STAFF_PASSWORD);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(401);
    }
    const owner = await login(key, `owner@${key}.example`, 'the owner own password');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ role: 'owner' });
    const tenant = await createTenantsRepository(database.db).findByKey(key);
    expect(await createStaffAccountsRepository(database.db).listMembers(tenant!.id)).toHaveLength(1);
  });

  it('the demo clinics get them once; a changed password stays changed at the next start', async () => {
    await seedDemoTenants(database.db);
    const first = await login('shalom-clinic', 'reception@shalom-clinic.example', DEMO_STAFF_PASSWORD);
    expect(first.statusCode, first.body).toBe(200);

    const tenant = await createTenantsRepository(database.db).findByKey('central-clinic');
    await createStaffRepository(database.db).upsertAccount({
      tenantId: tenant!.id,
      email: 'owner@central-clinic.example',
      name: 'Demo owner',
      role: 'owner',
      passwordHash: await hashPassword('changed by the owner'),
    });
    await seedDemoTenants(database.db);
    expect((await login('central-clinic', 'owner@central-clinic.example', DEMO_STAFF_PASSWORD)).statusCode).toBe(401);
    const changed = await login('central-clinic', 'owner@central-clinic.example', 'changed by the owner');
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
