import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant } from './factories';
import { type StaffCalls, addStaff, staffClient } from './staff';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

/**
 * A front-desk list's test file: two clinics on a fresh database and app (built with `appOptions`), clinic A's
 * reception (Rina Desk), owner (Orly Owner) and Dr Dana's doctor account, and clinic B's owner, each logged in.
 * Read `file`'s parts inside tests (they exist once beforeAll has run).
 */
export function deskOfTwoClinicsForFile(appOptions: Parameters<typeof buildTestApp>[1]) {
  const file = {} as {
    database: Database;
    app: FastifyInstance;
    clinicA: Awaited<ReturnType<typeof createTenant>>;
    clinicB: Awaited<ReturnType<typeof createTenant>>;
    desk: StaffCalls;
    owner: StaffCalls;
    doctor: StaffCalls;
    ownerB: StaffCalls;
  };
  beforeAll(async () => {
    file.database = await createTestDatabase();
    const { db } = file.database;
    file.clinicA = await createTenant(db);
    file.clinicB = await createTenant(db);
    file.app = await buildTestApp(file.database, appOptions);
    await addStaff(db, file.clinicA, { email: 'desk@a.example', role: 'reception', name: 'Rina Desk' });
    await addStaff(db, file.clinicA, { email: 'owner@a.example', role: 'owner', name: 'Orly Owner' });
    await addStaff(db, file.clinicA, { email: 'dana@a.example', role: 'doctor', doctorId: 1 });
    await addStaff(db, file.clinicB, { email: 'owner@b.example', role: 'owner' });
    file.desk = await staffClient(file.app, file.clinicA.key, 'desk@a.example');
    file.owner = await staffClient(file.app, file.clinicA.key, 'owner@a.example');
    file.doctor = await staffClient(file.app, file.clinicA.key, 'dana@a.example');
    file.ownerB = await staffClient(file.app, file.clinicB.key, 'owner@b.example');
  });
  afterAll(async () => {
    await file.app.close();
    await file.database.close();
  });
  return file;
}
