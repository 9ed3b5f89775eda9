import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TListedAppointment } from '@clinic/contract/appointments/appointments';
import type { TFamilyMember } from '@clinic/contract/identity/family';
import type { Database } from '../../src/db/client';
import { createTenant } from './factories';
import { type TestCustomer, createCustomerSession } from './sessions';
import { addStaff } from './staff';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

/** A family member's fields as the site sends them: a 7-year-old daughter unless `extra` says otherwise. */
export const member = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  age: 7,
  gender: 'female',
  relation: 'child',
  ...extra,
});

/**
 * Family members and their bookings for one test file: a fresh database and app at `now`, a clinic with a
 * reception account, a parent and a neighbour (two patients' accounts). Read `file`'s parts inside tests
 * (they exist once beforeAll has run).
 */
export function familyBookingsForFile(now: () => Date) {
  const file = {} as {
    database: Database;
    app: FastifyInstance;
    tenant: Awaited<ReturnType<typeof createTenant>>;
    parent: TestCustomer;
    neighbour: TestCustomer;
  };
  beforeAll(async () => {
    file.database = await createTestDatabase();
    file.tenant = await createTenant(file.database.db);
    file.app = await buildTestApp(file.database, { now, config: { publicUrl: 'https://clinic.example' } });
    file.parent = await createCustomerSession(file.database.db, file.tenant, now());
    file.neighbour = await createCustomerSession(file.database.db, file.tenant, now());
    await addStaff(file.database.db, file.tenant, { email: 'desk@clinic.example', role: 'reception' });
  });
  afterAll(async () => {
    await file.app.close();
    await file.database.close();
  });

  const add = (who: TestCustomer, body: object) =>
    file.app.inject({ method: 'POST', url: '/api/family', headers: who.headers, payload: body });
  const added = async (who: TestCustomer, body: object): Promise<TFamilyMember> => {
    const res = await add(who, body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { member: TFamilyMember }).member;
  };
  const familyOf = async (who: TestCustomer): Promise<TFamilyMember[]> => {
    const res = await file.app.inject({ method: 'GET', url: '/api/family', headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { members: TFamilyMember[] }).members;
  };
  const book = (
    who: TestCustomer,
    body: { date: string; start_time: string; family_member_id?: number; appointments_type_id?: number },
  ) =>
    file.app.inject({
      method: 'POST',
      url: '/api/bull36/create_appointment',
      headers: who.headers,
      payload: { branch: 38, appointments_type_id: 11, end_time: body.start_time, cust_id: who.customerId, ...body },
    });
  const booked = async (...args: Parameters<typeof book>): Promise<number> => {
    const res = await book(...args);
    expect(res.statusCode, res.body).toBe(200);
    return Number((res.json() as { data: { id: number } }).data.id);
  };
  /** My appointments' upcoming visits of `who`. */
  const upcoming = async (who: TestCustomer): Promise<TListedAppointment[]> => {
    const res = await file.app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${who.customerId}&booking_type=upcoming`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { appointments: TListedAppointment[] } }).data.appointments;
  };

  return { file, add, added, familyOf, book, booked, upcoming };
}
