import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTenant } from './factories';
import { insertAppointment } from './payment-fixtures';
import { type TestCustomer, createCustomerSession } from './sessions';
import { addStaff } from './staff';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

/**
 * Two clinics' staff for one test file, on a fresh database and app at `clock` (with `config` over the test
 * config): clinic A's reception (Rina Desk), owner (Orly Owner) and Dr Dana; one person who owns both clinics with
 * one email; and clinic B's patient with a visit on Tuesday 2026-12-08. Read `file`'s parts inside tests (they
 * exist once beforeAll has run).
 */
export function twoClinicsStaffForFile(clock: () => Date, config: Partial<AppConfig> = {}) {
  const file = {} as {
    database: Database;
    app: FastifyInstance;
    clinicA: Awaited<ReturnType<typeof createTenant>>;
    clinicB: Awaited<ReturnType<typeof createTenant>>;
    patientB: TestCustomer;
    visitB: number;
  };
  beforeAll(async () => {
    file.database = await createTestDatabase();
    const { db } = file.database;
    file.clinicA = await createTenant(db);
    file.clinicB = await createTenant(db);
    await addStaff(db, file.clinicA, { email: 'desk@a.example', role: 'reception', name: 'Rina Desk' });
    await addStaff(db, file.clinicA, { email: 'owner@a.example', role: 'owner', name: 'Orly Owner' });
    await addStaff(db, file.clinicA, { email: 'dana@a.example', role: 'doctor', name: 'Dr Dana', doctorId: 1 });
    // The same person works at both clinics, with one email.
    await addStaff(db, file.clinicA, { email: 'both@example.com', role: 'owner', name: 'Both A' });
    await addStaff(db, file.clinicB, { email: 'both@example.com', role: 'owner', name: 'Both B' });
    file.patientB = await createCustomerSession(db, file.clinicB, clock());
    file.visitB = (
      await insertAppointment(db, {
        tenantId: file.clinicB.id,
        customerId: file.patientB.customerId,
        treatmentId: 11,
        branchId: 38,
        doctorId: 1,
        startsAt: new Date('2026-12-08T08:00:00Z'),
        minutes: 30,
      })
    ).id;
    file.app = await buildTestApp(file.database, { now: clock, config });
  });
  afterAll(async () => {
    await file.app.close();
    await file.database.close();
  });
  return file;
}
