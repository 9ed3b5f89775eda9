import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_EVENTS } from '@clinic/contract/webhooks/staff-webhooks';
import { testConfig } from '../../src/config';
import { staffAccounts } from '../../src/db/schema';
import { createStaffRepository } from '../../src/modules/staff/staff.repository';
import { createTenant, tenantFixture } from './factories';
import { testClock } from './messaging';
import { CANCEL_FEE_MINOR } from './visit-model';
import { type TestCustomer, createCustomerSession } from './sessions';
import { type StaffCalls, addStaff, staffCalls } from './staff';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

/** A card the payments sandbox takes, and the number it always declines. */
const CARD = {
  cardNumber: '4242424242424242',
  expiryMonth: '12',
  expiryYear: '2030',
  cvc: '987',
  cardholderName: 'Noa Levi',
};
export const DECLINED_CARD = '4000000000000002';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'] as const;
/** Doctors of branch 38, so many runs' visits find free time on the same days. */
export const DOCTORS = [1, 2, 4, 5];

/**
 * One clinic for a whole model-test file: the real app on a PGlite copy, its clock moved by the test, an owner and a
 * receptionist with live sessions, and a webhook endpoint of every event with contact details (its deliveries are read
 * from the database: nothing is sent). The sweeps that follow left-over events (an erasure's) and expire holds run
 * every 250 ms of real time.
 */
export async function visitModelWorld(start: string) {
  const clock = testClock(start);
  const database = await createTestDatabase();
  const fixture = tenantFixture();
  const extra = [4, 5].map((id) => ({
    id,
    name: { en: `Doctor ${id}` },
    status: '1' as const,
    working_hours: WEEKDAYS.map((day) => ({ branch_id: 38, day, start: '08:00', end: '18:00' })),
  }));
  // The paid treatment (12) keeps a fee when the patient cancels (CANCEL_FEE_MINOR).
  const treatments = fixture.treatments.map((treatment) =>
    treatment.id === 12 ? { ...treatment, cancellation_price: CANCEL_FEE_MINOR[12]! / 100 } : treatment,
  );
  const tenant = await createTenant(database.db, { doctors: [...fixture.doctors, ...extra], treatments });
  const config = testConfig();
  const app = await buildTestApp(database, {
    now: clock.now,
    config: {
      // The test reads what the followers wrote: nothing needs sending (the senders took a third of the time).
      webhooks: { ...config.webhooks, worker: false },
      messaging: { ...config.messaging, worker: false },
      payments: { ...config.payments, sweepSeconds: 0.25 },
    },
  });
  /** A member's account with a live session for a year of the test's clock, made without a login (scrypt is slow). */
  async function member(role: 'owner' | 'reception' | 'doctor', doctorId?: number) {
    const email = `${role}-${randomBytes(4).toString('hex')}@model.example`;
    await addStaff(database.db, tenant, { email, role, ...(doctorId ? { doctorId } : {}) });
    const [account] = await database.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.tenantId, tenant.id), eq(staffAccounts.email, email)));
    const token = randomBytes(32).toString('base64url');
    await createStaffRepository(database.db).createSession({
      tenantId: tenant.id,
      staffId: account!.id,
      token,
      expiresAt: new Date(clock.now().getTime() + 365 * 86_400_000),
      secondFactorPending: false,
    });
    return { staffId: account!.id, calls: staffCalls(app, token) };
  }
  const owner = (await member('owner')).calls;
  const desk = (await member('reception')).calls;
  const endpoint = await owner.post('/api/staff/webhooks', {
    url: 'http://127.0.0.1:9/model-hooks',
    events: [...WEBHOOK_EVENTS],
    include_contact: true,
  });
  if (endpoint.statusCode !== 200) throw new Error(`webhook endpoint: ${endpoint.body}`);
  const world = { clock, database, tenant, app, owner, desk, calls: clinicCalls(app, tenant, owner, desk) };
  return {
    ...world,
    newPatient: () => createCustomerSession(database.db, tenant, clock.now()),
    /** A doctor's account with a live session. */
    newDoctorAccount: (doctorId: number) => member('doctor', doctorId),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type VisitModelWorld = Awaited<ReturnType<typeof visitModelWorld>>;

/** An end the site sends with a start (the server takes the treatment's length, whatever end comes). */
const endAfter = (time: string) => {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + 5;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

type Answer = { statusCode: number; body: string; json: () => unknown };
/** The code of a refusal (the error envelope's), or 'OK'. */
export const codeOf = (res: Answer): string =>
  res.statusCode === 200 ? 'OK' : String((res.json() as { code?: string }).code ?? res.statusCode);

/** A booking's time and treatment, and its doctor: null for any doctor. */
type Booking = { date: string; time: string; treatment: number; doctor: number | null };

/** The calls the model test makes, as a patient's browser and the clinic's staff make them. */
function clinicCalls(app: FastifyInstance, tenant: { token: string }, owner: StaffCalls, desk: StaffCalls) {
  const site = (patient: TestCustomer, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: patient.headers, ...(payload ? { payload } : {}) });
  return {
    /** get_available_time as an anonymous visitor: the times a visit of the treatment can start. */
    async startTimes(date: string, treatment: number, doctor: number | null = null): Promise<string[]> {
      const chosen = doctor === null ? '' : `&doctor=${doctor}`;
      const res = await app.inject({
        url: `/api/bull36/get_available_time?branch=38&appointment_type=${treatment}&date=${date}${chosen}`,
        headers: { 'x-tenant-token': tenant.token },
      });
      if (res.statusCode !== 200) throw new Error(`get_available_time: ${res.body}`);
      const slots = (res.json() as { time_slots: Array<{ time: string; starts_visit?: boolean }> }).time_slots;
      return slots.filter((slot) => slot.starts_visit).map((slot) => slot.time);
    },
    /** The staff's free times of a day for a visit being moved (its own time free), with the doctors free then. */
    async staffFreeTimes(date: string, treatment: number, visitId: number) {
      const res = await desk.get(
        `/api/staff/free_times?date=${date}&branch=38&treatment=${treatment}&ignore_visit=${visitId}`,
      );
      if (res.statusCode !== 200) throw new Error(`free_times: ${res.body}`);
      return (res.json() as { times: Array<{ time: string; doctor_ids: number[] }> }).times;
    },
    /** A patient's booking, with any doctor or the one chosen (decision 024). */
    book: (patient: TestCustomer, body: Booking) =>
      site(patient, 'POST', '/api/bull36/create_appointment', {
        branch: 38,
        date: body.date,
        start_time: body.time,
        end_time: body.time,
        appointments_type_id: body.treatment,
        cust_id: patient.customerId,
        ...(body.doctor === null ? {} : { doctor_id: body.doctor }),
      }),
    /** The desk books for the patient, with any free doctor or the one chosen: paid at the clinic, so never a hold. */
    staffBook: (patient: TestCustomer, body: Booking) =>
      desk.post('/api/staff/appointments', {
        patient_id: patient.customerId,
        branch_id: 38,
        treatment_id: body.treatment,
        date: body.date,
        start_time: body.time,
        ...(body.doctor === null ? {} : { doctor_id: body.doctor }),
      }),
    pay: (patient: TestCustomer, appointmentId: number, cardNumber = CARD.cardNumber) =>
      site(patient, 'POST', '/api/bull36/charge_appointment', { ...CARD, cardNumber, appointmentId }),
    paymentStatus: (patient: TestCustomer, appointmentId: number) =>
      site(patient, 'GET', `/api/bull36/payment_status?appointment_id=${appointmentId}`),
    move: (
      patient: TestCustomer,
      appointmentId: number,
      to: { date: string; time: string; doctorId?: number | undefined },
    ) =>
      site(patient, 'POST', '/api/bull36/update_appointment', {
        appointment_id: appointmentId,
        date: to.date,
        start_time: to.time,
        end_time: endAfter(to.time),
        ...(to.doctorId ? { doctor_id: to.doctorId } : {}),
      }),
    cancel: (patient: TestCustomer, appointmentId: number) =>
      site(patient, 'POST', '/api/bull36/cancel_appointment', {
        cust_id: patient.customerId,
        appointment_id: appointmentId,
      }),
    staffMove: (appointmentId: number, to: { date: string; time: string; doctorId?: number | undefined }) =>
      desk.post(`/api/staff/appointments/${appointmentId}/move`, {
        date: to.date,
        start_time: to.time,
        ...(to.doctorId ? { doctor_id: to.doctorId } : {}),
      }),
    staffCancel: (appointmentId: number) =>
      desk.post(`/api/staff/appointments/${appointmentId}/cancel`, { reason: 'The model test cancels' }),
    attendance: (appointmentId: number, mark: 'arrived' | 'completed' | 'no_show' | 'none') =>
      desk.post(`/api/staff/appointments/${appointmentId}/attendance`, { mark }),
    money: (appointmentId: number) => owner.get(`/api/staff/visits/${appointmentId}/money`),
    refund: (appointmentId: number, amount: number, cancel: boolean) =>
      owner.post(`/api/staff/visits/${appointmentId}/refund`, { amount, reason: 'The model test refunds', cancel }),
    deskPayment: (appointmentId: number, amount: number) =>
      desk.post(`/api/staff/visits/${appointmentId}/payments`, { amount, method: 'cash' }),
    erase: (customerId: number) => owner.post(`/api/staff/patients/${customerId}/erase`, { confirm: true }),
    newFeed: async (doctorId: number) => {
      const res = await owner.post('/api/staff/calendar_feed', { doctor_id: doctorId });
      if (res.statusCode !== 200) throw new Error(`calendar_feed: ${res.body}`);
      return (res.json() as { url: string }).url;
    },
    removeMember: (staffId: number) => owner.post(`/api/staff/members/${staffId}/remove`),
  };
}
