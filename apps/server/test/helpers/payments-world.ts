import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { appointments, payments } from '../../src/db/schema';
import { createTenant } from './factories';
import { createCustomerSession, insertAppointment } from './payment-fixtures';
import { createTestDatabase } from './test-db';

/** Tuesday 2026-12-01, 10:00 in Jerusalem: where every payments test's clock starts. */
export const START = new Date('2026-12-01T08:00:00Z');

export const expectContract = (schema: { safeParse(v: unknown): { error?: { issues: unknown[] } } }, body: unknown) =>
  expect(schema.safeParse(body).error?.issues ?? []).toEqual([]);

/**
 * The patient's payment calls for one test file, on a fresh database: a clinic with its patient (`me`) and another
 * patient, a second clinic with its own patient, and an app that logs everything, at the most talkative level, into
 * `logs` (to prove card data never reaches it). `clock` goes back to START before each test. Read `file`'s parts
 * inside tests (they exist once beforeAll has run); its calls may be taken out at once.
 */
export function paymentsWorldForFile() {
  const file = { clock: START, logs: '' } as {
    clock: Date;
    logs: string;
    database: Database;
    app: FastifyInstance;
    tenant: Awaited<ReturnType<typeof createTenant>>;
    other: Awaited<ReturnType<typeof createTenant>>;
    me: Awaited<ReturnType<typeof createCustomerSession>>;
    someoneElse: Awaited<ReturnType<typeof createCustomerSession>>;
    otherTenantCustomer: Awaited<ReturnType<typeof createCustomerSession>>;
  };
  beforeAll(async () => {
    file.database = await createTestDatabase();
    file.tenant = await createTenant(file.database.db);
    file.other = await createTenant(file.database.db);
    const capture = new Writable({
      write(chunk, _enc, done) {
        file.logs += String(chunk);
        done();
      },
    });
    file.app = await buildApp({
      config: testConfig({ logLevel: 'trace', publicUrl: 'http://clinic.test' }),
      database: file.database,
      now: () => file.clock,
      logStream: capture,
    });
    file.me = await createCustomerSession(file.database.db, file.tenant, START);
    file.someoneElse = await createCustomerSession(file.database.db, file.tenant, START);
    file.otherTenantCustomer = await createCustomerSession(file.database.db, file.other, START);
  });
  afterAll(async () => {
    await file.app.close();
    await file.database.close();
  });
  beforeEach(() => {
    file.clock = START;
  });

  const hold = () => new Date(file.clock.getTime() + 15 * 60_000);
  const calls = {
    /** An unpaid hold of `me`'s, 15 minutes from the clock, written straight to the database. */
    newHold: (values: Partial<Parameters<typeof insertAppointment>[1]> = {}) =>
      insertAppointment(file.database.db, {
        tenantId: file.tenant.id,
        customerId: file.me.customerId,
        holdExpiresAt: hold(),
        ...values,
      }),
    charge: (body: Record<string, unknown>, headers: Record<string, string> = file.me.headers) =>
      file.app.inject({ method: 'POST', url: '/api/bull36/charge_appointment', headers, payload: body }),
    status: (appointmentId: number, headers: Record<string, string> = file.me.headers) =>
      file.app.inject({ url: `/api/bull36/payment_status?appointment_id=${appointmentId}`, headers }),
    paymentLink: (company: string, body: Record<string, unknown>, headers: Record<string, string> = file.me.headers) =>
      file.app.inject({ method: 'POST', url: `/api/bull36/payment_link/${company}`, headers, payload: body }),
    async appointmentRow(id: number) {
      const [row] = await file.database.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.tenantId, file.tenant.id), eq(appointments.id, id)));
      return row!;
    },
    paymentRows: (appointmentId: number) =>
      file.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, file.tenant.id), eq(payments.appointmentId, appointmentId)))
        .orderBy(payments.id),
    /** The slot the legacy payment link names when it sends no appointment id. */
    legacySlot: () => ({
      date: '2027-01-03',
      start_time: '10:00',
      end_time: '10:15',
      treatment_id: 12,
      branch_id: 38,
      customer_id: file.me.customerId,
    }),
  };
  return { file, ...calls };
}
