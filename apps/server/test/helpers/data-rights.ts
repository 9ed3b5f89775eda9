import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { sql } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import type { TDataExport } from '@clinic/contract/data-rights/data-export';
import type { Database } from '../../src/db/client';
import { appointments } from '../../src/db/schema';
import { hashToken } from '../../src/lib/token-hash';
import { createSessionsRepository } from '../../src/modules/identity/sessions.repository';
import { createTenant } from './factories';
import { identityClient, uniquePhone } from './identity';
import { testClock } from './messaging';
import { insertAppointment } from './payment-fixtures';
import { addStaff, staffClient } from './staff';
import { buildTestApp } from './test-app';

export const CARD = {
  cardNumber: '4242424242424242',
  expiryMonth: '12',
  expiryYear: '2030',
  cvc: '987',
  cardholderName: 'Noa Levi',
};

/** A clinic with an owner, reception and a doctor account, its app on a clock the test moves. */
export async function dataRightsWorld(database: Database) {
  const clock = testClock('2026-12-01T06:00:00Z'); // Tuesday 08:00 in Jerusalem
  const tenant = await createTenant(database.db);
  const app = await buildTestApp(database, { now: clock.now, config: { publicUrl: 'https://clinic.example' } });
  for (const role of ['owner', 'reception', 'doctor'] as const) {
    await addStaff(database.db, tenant, {
      email: `${role}@clinic.example`,
      role,
      ...(role === 'doctor' ? { doctorId: 1 } : {}),
    });
  }
  const staff = (role: 'owner' | 'reception' | 'doctor') => staffClient(app, tenant.key, `${role}@clinic.example`);
  return { app, tenant, clock, staff, patients: patientsOf(app, database, tenant) };
}

/** A patient's calls, as withHistory uses them. */
type HistoryPatient = {
  id: number;
  phone: string;
  call: (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => Promise<{ statusCode: number; body: string; json: () => unknown }>;
};

/** Patients who log in with their phone and leave data everywhere a patient can. */
function patientsOf(app: FastifyInstance, database: Database, tenant: { id: number; token: string }) {
  const identity = identityClient(app, tenant.token);
  const inject = (headers: Record<string, string>) => (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  return {
    identity,
    /** A new patient, logged in by phone and code: their session's calls. */
    async login(phone = uniquePhone()) {
      const login = await identity.login(phone);
      const headers = { 'x-tenant-token': tenant.token, authorization: `Bearer ${login.token}` };
      const call = inject(headers);
      return {
        phone,
        id: login.cust_id,
        headers,
        call,
        exportData: () => call('GET', '/api/me/export'),
        async confirmWithCode() {
          const sent = await call('POST', '/api/me/erase/code');
          if (sent.statusCode !== 200) throw new Error(`erase code: ${sent.body}`);
          return call('POST', '/api/me/erase/confirm', { otp: await identity.latestCode(phone) });
        },
        erase: () => call('POST', '/api/me/erase', { confirm: true }),
        /** Another live session of the same patient (another browser), made without a code. */
        async otherSession() {
          const token = randomBytes(32).toString('base64url');
          await createSessionsRepository(database.db).create({
            tenantId: tenant.id,
            customerId: login.cust_id,
            tokenHash: hashToken(token),
            expiresAt: new Date('2030-01-01T00:00:00Z'),
          });
          return inject({ 'x-tenant-token': tenant.token, authorization: `Bearer ${token}` });
        },
      };
    },

    /**
     * Leaves a full trail: a child, an upcoming visit of each, one paid by card, a past visit cancelled by staff with a
     * reason, and a contact-form message from the phone. Answers the visits' ids.
     */
    async withHistory(patient: HistoryPatient, hour = 10) {
      const child = await patient.call('POST', '/api/family', {
        name: childNameOf(patient),
        age: 7,
        gender: 'male',
        relation: 'child',
      });
      const childId = (child.json() as { member: { id: number } }).member.id;
      const book = async (body: Record<string, unknown>) => {
        const res = await patient.call('POST', '/api/bull36/create_appointment', {
          branch: 38,
          appointments_type_id: 11,
          cust_id: patient.id,
          end_time: body.start_time,
          ...body,
        });
        if (res.statusCode !== 200) throw new Error(`booking: ${res.body}`);
        return Number((res.json() as { data: { id: number } }).data.id);
      };
      const at = `${String(hour).padStart(2, '0')}:00`;
      const own = await book({ date: '2026-12-02', start_time: at });
      const childVisit = await book({ date: '2026-12-03', start_time: at, family_member_id: childId });
      const paid = await book({ date: '2026-12-06', start_time: at, appointments_type_id: 12 });
      const charged = await patient.call('POST', '/api/bull36/charge_appointment', { ...CARD, appointmentId: paid });
      if (charged.statusCode !== 200) throw new Error(`charge: ${charged.body}`);
      const past = await insertAppointment(database.db, {
        tenantId: tenant.id,
        customerId: patient.id,
        startsAt: new Date(Date.UTC(2026, 10, 20, hour - 2)),
        status: 'cancelled',
      });
      await database.db
        .update(appointments)
        .set({ changedBy: 'system:seed-test', cancelReason: `Noa called from ${patient.phone}` })
        .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, past.id)));
      const contact = await app.inject({
        method: 'POST',
        url: '/api/bull36/create_customer_message',
        headers: { 'x-tenant-token': tenant.token },
        payload: { name: 'Noa Levi', email: 'noa@example.com', phone: patient.phone, message: 'Is parking free?' },
      });
      if (contact.statusCode !== 200) throw new Error(`contact: ${contact.body}`);
      return { childId, own, childVisit, paid, past: past.id };
    },
  };
}

/** The child each patient of withHistory books for: a name of their own. */
export const childNameOf = (patient: { phone: string }) => `Tom ${patient.phone.slice(-4)}`;

export const exportOf = (res: { json: () => unknown }) => res.json() as TDataExport;

/** The rows of a raw query, on either driver. */
export async function rowsWhere<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
