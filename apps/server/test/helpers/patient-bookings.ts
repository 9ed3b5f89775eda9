import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZCreateAppointmentResponse } from '@clinic/contract/appointments/appointments';
import { ZErrorEnvelope } from '@clinic/contract/core/common';
import type { Database } from '../../src/db/client';
import { appointments } from '../../src/db/schema';
import { createTenant } from './factories';
import { createCustomerSession, type TestCustomer } from './sessions';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

/** The message a patient sees when the time was taken. */
export const TAKEN = 'This time is no longer available. Please choose another time.';
export const BUSY = 'You already have an appointment at this time. Please choose another time.';

export type Booking = {
  branch?: number;
  date: string;
  start_time: string;
  end_time?: string;
  appointments_type_id?: number;
  doctor_id?: number;
  preferred_doctor_id?: number;
};

export function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  message: RegExp | string,
) {
  expect(res.statusCode).toBe(status);
  const body = ZErrorEnvelope.parse(res.json());
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

/**
 * The patient booking calls for one test file, on a fresh database and app at a fixed clock: a clinic, a
 * second clinic with its own patient (`stranger`), and two new patients of the first (`alice`, `bob`) for
 * every test, so one patient's visits never overlap and stay within the limits. Read `file`'s parts inside
 * tests (they exist once beforeAll has run).
 */
export function patientBookingsForFile(now: Date) {
  const file = {} as {
    database: Database;
    app: FastifyInstance;
    tenant: Awaited<ReturnType<typeof createTenant>>;
    other: Awaited<ReturnType<typeof createTenant>>;
    alice: TestCustomer;
    bob: TestCustomer;
    /** A patient of the other clinic. */
    stranger: TestCustomer;
  };
  beforeAll(async () => {
    file.database = await createTestDatabase();
    file.tenant = await createTenant(file.database.db);
    file.other = await createTenant(file.database.db);
    file.stranger = await createCustomerSession(file.database.db, file.other, now);
    file.app = await buildTestApp(file.database, { now: () => now });
  });
  beforeEach(async () => {
    file.alice = await createCustomerSession(file.database.db, file.tenant, now);
    file.bob = await createCustomerSession(file.database.db, file.tenant, now);
  });
  afterAll(async () => {
    await file.app.close();
    await file.database.close();
  });

  /** `who` is a logged-in customer, or the raw headers of an anonymous or forged call. */
  const post = (url: string, who: TestCustomer | Record<string, string>, payload: object, headers = {}) =>
    file.app.inject({
      method: 'POST',
      url: `/api/bull36/${url}`,
      payload,
      headers: {
        ...('customerId' in who ? (who as TestCustomer).headers : (who as Record<string, string>)),
        ...headers,
      },
    });

  const create = (who: TestCustomer, b: Booking, headers: Record<string, string> = {}) =>
    post(
      'create_appointment',
      who,
      { branch: 38, appointments_type_id: 11, end_time: b.start_time, cust_id: who.customerId, ...b },
      headers,
    );

  async function created(who: TestCustomer, b: Booking, headers: Record<string, string> = {}) {
    const res = await create(who, b, headers);
    expect(res.statusCode, res.body).toBe(200);
    return ZCreateAppointmentResponse.parse(res.json());
  }

  const rowOf = async (id: number) =>
    (await file.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  return { file, post, create, created, rowOf };
}
