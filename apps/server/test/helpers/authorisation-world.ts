import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant } from './factories';
import { insertAppointment } from './payment-fixtures';
import { type TestCustomer, createCustomerSession } from './sessions';
import { addStaff, staffClient } from './staff';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

/**
 * The people the authorisation matrix sends calls as, for one test file, on a fresh database and app at
 * `now`: patient A (`owner`) with a visit awaiting payment, A's expired session, patient B of the same clinic
 * (`neighbour`), a patient of another clinic (`foreigner`) and the clinic owner's staff token. Read `file`'s
 * parts inside tests (they exist once beforeAll has run).
 */
export function authorisationWorldForFile(now: Date) {
  const file = {} as {
    database: Database;
    app: FastifyInstance;
    tenant: { id: number; token: string; key: string };
    owner: TestCustomer;
    expired: TestCustomer;
    neighbour: TestCustomer;
    foreigner: TestCustomer;
    appointmentId: number;
    staffToken: string;
  };
  beforeAll(async () => {
    file.database = await createTestDatabase();
    const { db } = file.database;
    file.tenant = await createTenant(db);
    const otherTenant = await createTenant(db);
    file.owner = await createCustomerSession(db, file.tenant, now);
    // Created two years ago, so its one-year session has run out.
    file.expired = await createCustomerSession(db, file.tenant, new Date(now.getTime() - 2 * 365 * 24 * 3_600_000));
    file.neighbour = await createCustomerSession(db, file.tenant, now);
    file.foreigner = await createCustomerSession(db, otherTenant, now);
    const appointment = await insertAppointment(db, {
      tenantId: file.tenant.id,
      customerId: file.owner.customerId,
      treatmentId: 12,
      startsAt: new Date('2026-11-24T08:00:00Z'),
      minutes: 15,
      holdExpiresAt: new Date('2026-11-23T08:15:00Z'),
    });
    file.appointmentId = appointment.id;
    file.app = await buildTestApp(file.database, { now: () => now });
    await addStaff(db, file.tenant, { email: 'owner@clinic.example', role: 'owner' });
    file.staffToken = (await staffClient(file.app, file.tenant.key, 'owner@clinic.example')).token;
  });
  afterAll(async () => {
    await file.app.close();
    await file.database.close();
  });
  return file;
}
