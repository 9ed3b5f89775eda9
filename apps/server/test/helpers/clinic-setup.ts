import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { appointments, auditLog } from '../../src/db/schema';
import { createTenant } from './factories';
import { patientCalls } from './patient-calls';
import { createCustomerSession, insertAppointment } from './payment-fixtures';
import { type StaffCalls, addStaff, staffClient } from './staff';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';
import type { TAuditAction } from '@clinic/contract/staff/audit-actions';

/** Monday 2026-12-07, 09:00 in Jerusalem: the clinic setup tests' clock. */
export const SETUP_NOW = new Date('2026-12-07T07:00:00Z');

/**
 * A clinic (the factories' one: branches 38 and 39, doctors 1-3, treatments 10-12) with its owner, receptionist
 * and doctor Dana logged in, the patient site's calls, and a second clinic with its own owner.
 */
export async function clinicSetupWorld(now = () => SETUP_NOW) {
  const database: Database = await createTestDatabase();
  const tenant = await createTenant(database.db);
  const other = await createTenant(database.db);
  await addStaff(database.db, tenant, { email: 'owner@clinic.example', role: 'owner', name: 'Olga Owner' });
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception' });
  await addStaff(database.db, tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
  await addStaff(database.db, other, { email: 'owner@other.example', role: 'owner' });
  const app: FastifyInstance = await buildTestApp(database, { now });
  const world = {
    database,
    app,
    tenant,
    other,
    owner: await staffClient(app, tenant.key, 'owner@clinic.example'),
    desk: await staffClient(app, tenant.key, 'desk@clinic.example'),
    doctor: await staffClient(app, tenant.key, 'dana@clinic.example'),
    otherOwner: await staffClient(app, other.key, 'owner@other.example'),
    patientSite: patientCalls(app, tenant),
    /** A patient's active visit written straight to the database. */
    async visit(values: {
      startsAt: Date;
      treatmentId?: number;
      branchId?: number;
      doctorId?: number;
      minutes?: number;
    }) {
      const patient = await createCustomerSession(database.db, tenant, now());
      return insertAppointment(database.db, {
        tenantId: tenant.id,
        customerId: patient.customerId,
        treatmentId: values.treatmentId ?? 11,
        branchId: values.branchId ?? 38,
        doctorId: values.doctorId ?? 1,
        startsAt: values.startsAt,
        minutes: values.minutes ?? 30,
      });
    },
    async visitRow(id: number) {
      const [row] = await database.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, id)));
      return row!;
    },
    /** The clinic's audit entries of one action, oldest first. */
    auditOf: (action: TAuditAction) =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, action)))
        .orderBy(auditLog.id),
    /** A patient-site GET with the clinic's token. */
    patientGet: (url: string, lang = 'en') =>
      app.inject({ method: 'GET', url, headers: { 'x-tenant-token': tenant.token, 'accept-language': lang } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
  return world;
}
export type ClinicSetupWorld = Awaited<ReturnType<typeof clinicSetupWorld>>;

/** A refusal of the contract's envelope: its status, code and, when given, the field it names. */
export function expectRefusal(res: LightMyRequestResponse, status: number, code: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: 0, code, ...(field ? { params: { field } } : {}) });
  // A rule's own code also names the field in its message; a schema refusal is the sentence alone.
  if (field && code !== 'BAD_REQUEST') expect(res.json().message).toContain(field);
}

/** Each non-owner account is refused the call with 403 STAFF_FORBIDDEN. */
export async function expectOwnersOnly(
  world: ClinicSetupWorld,
  call: (client: StaffCalls) => Promise<LightMyRequestResponse>,
) {
  for (const client of [world.desk, world.doctor]) expectRefusal(await call(client), 403, 'STAFF_FORBIDDEN');
}
