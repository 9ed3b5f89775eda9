import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type TAgenda, staffAgendaCall } from '@clinic/contract/staff/staff-agenda';
import { type TDeskVisit, deskVisitsOf } from '@clinic/contract/staff/agenda-visits';
import type { Database } from '../../src/db/client';
import { createTenant } from './factories';
import { insertAppointment } from './payment-fixtures';
import { type TestCustomer, createCustomerSession } from './sessions';
import { type StaffCalls, addStaff, staffClient } from './staff';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

const ALL_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * The agenda as one staff member reads it, with its visits listed whole as the workspace lists them; fails the test
 * unless it answers 200 in the contract's shape.
 */
export async function agendaOf(client: StaffCalls, query: string): Promise<TAgenda & { visits: TDeskVisit[] }> {
  const res = await client.get(`/api/staff/agenda?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const parsed = staffAgendaCall.response.safeParse(res.json());
  expect(parsed.error?.issues ?? []).toEqual([]);
  return { ...parsed.data!, visits: deskVisitsOf(parsed.data!) };
}

/**
 * The staff agenda for one test file, on a fresh database and app at `clock`: a clinic with its reception
 * desk and Dr Dana's account, and a clinic open around the clock every day (for the days the clocks change)
 * with its own desk. Read `file`'s and `staff`'s parts inside tests (they exist once beforeAll has run).
 */
export function staffAgendaForFile(clock: () => Date, patientNow: Date) {
  const file = {} as {
    database: Database;
    app: FastifyInstance;
    tenant: Awaited<ReturnType<typeof createTenant>>;
    allHours: Awaited<ReturnType<typeof createTenant>>;
  };
  const staff = {} as { desk: StaffCalls; drDana: StaffCalls; allHoursDesk: StaffCalls };
  beforeAll(async () => {
    file.database = await createTestDatabase();
    file.tenant = await createTenant(file.database.db);
    file.allHours = await createTenant(file.database.db, {
      branches: [
        {
          id: 38,
          name: { en: 'Night branch' },
          schedule: ALL_DAYS.map((day) => ({ day, start: '00:00', end: '24:00' })),
        },
      ],
      doctors: [
        {
          id: 1,
          name: { en: 'Night Doctor' },
          status: '1',
          working_hours: ALL_DAYS.map((day) => ({ branch_id: 38, day, start: '00:00', end: '24:00' })),
        },
      ],
      treatments: [{ id: 11, name: { en: 'Hour' }, price: 100, duration_minutes: 60, branch_ids: [38] }],
    });
    await addStaff(file.database.db, file.tenant, { email: 'desk@clinic.example', role: 'reception' });
    await addStaff(file.database.db, file.tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
    await addStaff(file.database.db, file.allHours, { email: 'night@clinic.example', role: 'reception' });
    file.app = await buildTestApp(file.database, { now: clock });
    staff.desk = await staffClient(file.app, file.tenant.key, 'desk@clinic.example');
    staff.drDana = await staffClient(file.app, file.tenant.key, 'dana@clinic.example');
    staff.allHoursDesk = await staffClient(file.app, file.allHours.key, 'night@clinic.example');
  });
  afterAll(async () => {
    await file.app.close();
    await file.database.close();
  });

  const newPatient = () => createCustomerSession(file.database.db, file.tenant, patientNow);
  /** A visit of treatment 11 (30 minutes unless told) written straight to the database. */
  const visitOf = async (patient: TestCustomer, values: { startsAt: string; doctorId?: number; minutes?: number }) =>
    insertAppointment(file.database.db, {
      tenantId: file.tenant.id,
      customerId: patient.customerId,
      treatmentId: 11,
      doctorId: values.doctorId ?? 1,
      startsAt: new Date(values.startsAt),
      minutes: values.minutes ?? 30,
    });

  return { file, staff, newPatient, visitOf };
}
