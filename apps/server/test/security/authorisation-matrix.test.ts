import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@clinic/contract/core/calls';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { databaseFingerprint } from '../helpers/fingerprint';
import { insertAppointment } from '../helpers/payment-fixtures';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Every customer call, asked for patient A's data by: nobody, A with an expired session, patient B of the
// same clinic, a patient of another clinic, and the clinic's own staff. Each gets 401 or 403, and nothing in
// the database changes. Every staff call refuses a patient's session the same way.

const NOW = new Date('2026-11-23T08:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: { id: number; token: string; key: string };
let owner: TestCustomer;
let expired: TestCustomer;
let neighbour: TestCustomer;
let foreigner: TestCustomer;
let appointmentId: number;
let staffToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  const otherTenant = await createTenant(database.db);
  owner = await createCustomerSession(database.db, tenant, NOW);
  // Created two years ago, so its one-year session has run out.
  expired = await createCustomerSession(database.db, tenant, new Date(NOW.getTime() - 2 * 365 * 24 * 3_600_000));
  neighbour = await createCustomerSession(database.db, tenant, NOW);
  foreigner = await createCustomerSession(database.db, otherTenant, NOW);
  const appointment = await insertAppointment(database.db, {
    tenantId: tenant.id,
    customerId: owner.customerId,
    treatmentId: 12,
    startsAt: new Date('2026-11-24T08:00:00Z'),
    minutes: 15,
    holdExpiresAt: new Date('2026-11-23T08:15:00Z'),
  });
  appointmentId = appointment.id;
  app = await buildTestApp(database, { now: () => NOW });
  await addStaff(database.db, tenant, { email: 'owner@clinic.example', role: 'owner' });
  staffToken = (await staffClient(app, tenant.key, 'owner@clinic.example')).token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A valid request for each customer call, aimed at the owner's data. */
const requests = (): Record<string, { url: string; payload?: object }> => ({
  '/api/bull36/logout': { url: '/api/bull36/logout' },
  '/api/bull36/create_appointment': {
    url: '/api/bull36/create_appointment',
    payload: {
      branch: 38,
      date: '2026-11-25',
      start_time: '10:00',
      end_time: '10:05',
      appointments_type_id: 10,
      cust_id: owner.customerId,
    },
  },
  '/api/bull36/get_appointment_booking_list': {
    url: `/api/bull36/get_appointment_booking_list?cust_id=${owner.customerId}&booking_type=upcoming`,
  },
  '/api/bull36/cancel_appointment': {
    url: '/api/bull36/cancel_appointment',
    payload: { cust_id: owner.customerId, appointment_id: appointmentId, user: 'x' },
  },
  '/api/bull36/update_appointment': {
    url: '/api/bull36/update_appointment',
    payload: { appointment_id: appointmentId, date: '2026-11-25', start_time: '11:00', end_time: '11:15', user: 'x' },
  },
  '/api/bull36/get_payment_details': {
    url: `/api/bull36/get_payment_details?invoice_setting_id=sandbox&customer_id=${owner.customerId}&treatment_id=12`,
  },
  '/api/bull36/charge_appointment': {
    url: '/api/bull36/charge_appointment',
    payload: {
      appointmentId,
      cardNumber: '4242424242424242',
      expiryMonth: '12',
      expiryYear: '2030',
      cvc: '123',
      cardholderName: 'A Patient',
    },
  },
  '/api/bull36/payment_link/:company': {
    url: '/api/bull36/payment_link/sandbox',
    payload: {
      date: '2026-11-24',
      start_time: '10:00',
      end_time: '10:15',
      treatment_id: 12,
      branch_id: 38,
      customer_id: owner.customerId,
      appointment_id: appointmentId,
    },
  },
  '/api/bull36/payment_status': { url: `/api/bull36/payment_status?appointment_id=${appointmentId}` },
  // Calls that share a path are named by method and path.
  'GET /api/waitlist': { url: '/api/waitlist' },
  'POST /api/waitlist': {
    url: '/api/waitlist',
    payload: { branch: 38, appointments_type_id: 11, date: '2026-11-25' },
  },
  '/api/waitlist/:id/cancel': { url: '/api/waitlist/1/cancel' },
  'GET /api/family': { url: '/api/family' },
  'POST /api/family': { url: '/api/family', payload: { name: 'Noa', age: 7, gender: 'female', relation: 'child' } },
  'PUT /api/family/:id': {
    url: '/api/family/1',
    payload: { name: 'Noa', age: 8, gender: 'female', relation: 'child' },
  },
  'DELETE /api/family/:id': { url: '/api/family/1' },
  '/api/me/export': { url: '/api/me/export' },
  '/api/me/erase/code': { url: '/api/me/erase/code' },
  '/api/me/erase/confirm': { url: '/api/me/erase/confirm', payload: { otp: '123456' } },
  '/api/me/erase': { url: '/api/me/erase', payload: { confirm: true } },
});

const customerCalls = calls.filter((c) => c.auth === 'customer');

const requestOf = (call: { method: string; path: string }) =>
  requests()[`${call.method} ${call.path}`] ?? requests()[call.path];

it('covers every customer call of the contract', () => {
  const named = customerCalls.flatMap((c) =>
    requests()[`${c.method} ${c.path}`] ? [`${c.method} ${c.path}`] : [c.path],
  );
  expect(Object.keys(requests()).sort()).toEqual(named.sort());
  expect(customerCalls.filter((c) => !requestOf(c))).toEqual([]);
});

describe.each(customerCalls.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', (_name, call) => {
  const send = (headers: Record<string, string>) => {
    const r = requestOf(call)!;
    return app.inject({
      method: call.method,
      url: r.url,
      headers: { ...headers, ...(r.payload ? { 'content-type': 'application/json' } : {}) },
      ...(r.payload ? { payload: JSON.stringify(r.payload) } : {}),
    });
  };

  it('refuses no session, an expired one and another clinic’s, and changes nothing', async () => {
    const before = await databaseFingerprint(database.db);
    const none = await send({ 'x-tenant-token': tenant.token });
    expect(none.statusCode, none.body).toBe(401);
    const stale = await send(expired.headers);
    expect(stale.statusCode, stale.body).toBe(401);
    // A session of another clinic presented with this clinic's token.
    const cross = await send({ 'x-tenant-token': tenant.token, authorization: foreigner.headers.authorization! });
    expect(cross.statusCode, cross.body).toBe(401);
    // The clinic's own staff session is no patient's session.
    const staff = await send({ 'x-tenant-token': tenant.token, authorization: `Bearer ${staffToken}` });
    expect(staff.statusCode, staff.body).toBe(401);
    expect(await databaseFingerprint(database.db)).toBe(before);
  });

  // Logout and the clinic's payment setup are not one patient's data: any patient may call them. The waitlist's
  // calls name no patient: they act on the session's own entries only (another's entry is 404: waitlist.test.ts).
  // So do the family calls (another's member is 404: family.test.ts), and the data-rights calls (the session's own
  // patient's data, data-rights-*.test.ts).
  it.runIf(
    ![
      '/api/bull36/logout',
      '/api/bull36/get_payment_details',
      '/api/waitlist',
      '/api/waitlist/:id/cancel',
      '/api/family',
      '/api/family/:id',
      '/api/me/export',
      '/api/me/erase/code',
      '/api/me/erase/confirm',
      '/api/me/erase',
    ].includes(call.path),
  )('refuses another patient of the same clinic (403)', async () => {
    const before = await databaseFingerprint(database.db);
    const res = await send(neighbour.headers);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ success: 0, message: expect.any(String) });
    expect(await databaseFingerprint(database.db)).toBe(before);
  });
});

/** A valid request for each staff call (and the agenda's event stream), aimed at the clinic's own data. */
const staffRequests = (
  owner: { customerId: number } = { customerId: 1 },
  appointmentId = 1,
): Record<string, { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }> => ({
  '/api/staff/logout': { method: 'POST', url: '/api/staff/logout', payload: {} },
  '/api/staff/me': { method: 'GET', url: '/api/staff/me' },
  '/api/staff/agenda': { method: 'GET', url: '/api/staff/agenda?date=2026-11-24&branch=38' },
  '/api/staff/agenda/events': { method: 'GET', url: '/api/staff/agenda/events' },
  '/api/staff/free_times': { method: 'GET', url: '/api/staff/free_times?date=2026-11-24&branch=38&treatment=11' },
  '/api/staff/appointments': {
    method: 'POST',
    url: '/api/staff/appointments',
    payload: {
      patient_id: owner.customerId,
      branch_id: 38,
      treatment_id: 11,
      date: '2026-11-25',
      start_time: '10:00',
    },
  },
  '/api/staff/appointments/:id/move': {
    method: 'POST',
    url: `/api/staff/appointments/${appointmentId}/move`,
    payload: { date: '2026-11-25', start_time: '11:00' },
  },
  '/api/staff/appointments/:id/cancel': {
    method: 'POST',
    url: `/api/staff/appointments/${appointmentId}/cancel`,
    payload: { reason: 'x' },
  },
  '/api/staff/appointments/:id/attendance': {
    method: 'POST',
    url: `/api/staff/appointments/${appointmentId}/attendance`,
    payload: { mark: 'arrived' },
  },
  '/api/staff/blocks': {
    method: 'POST',
    url: '/api/staff/blocks',
    payload: {
      branch_id: 38,
      from_date: '2026-11-26',
      to_date: '2026-11-26',
      start_time: '10:00',
      end_time: '11:00',
      reason: 'x',
    },
  },
  '/api/staff/blocks/:id/remove': { method: 'POST', url: '/api/staff/blocks/1/remove', payload: {} },
  '/api/staff/patients': { method: 'GET', url: '/api/staff/patients?q=Test' },
  '/api/staff/patients/:id': { method: 'GET', url: `/api/staff/patients/${owner.customerId}` },
  '/api/staff/patients/:id/notes': {
    method: 'POST',
    url: `/api/staff/patients/${owner.customerId}/notes`,
    payload: { notes: 'x' },
  },
  '/api/staff/audit': { method: 'GET', url: '/api/staff/audit' },
  '/api/staff/whatsapp/failed': { method: 'GET', url: '/api/staff/whatsapp/failed' },
  '/api/staff/login/second_factor': {
    method: 'POST',
    url: '/api/staff/login/second_factor',
    payload: { code: '123456' },
  },
  '/api/staff/second_factor/setup': { method: 'POST', url: '/api/staff/second_factor/setup', payload: {} },
  '/api/staff/second_factor/enable': {
    method: 'POST',
    url: '/api/staff/second_factor/enable',
    payload: { code: '123456' },
  },
  '/api/staff/second_factor/disable': {
    method: 'POST',
    url: '/api/staff/second_factor/disable',
    payload: { code: '123456' },
  },
  '/api/staff/clinic/second_factor': {
    method: 'POST',
    url: '/api/staff/clinic/second_factor',
    payload: { required: true },
  },
  // The clinic's setup and back office (paths with two calls list the one that writes).
  '/api/staff/clinic': { method: 'PATCH', url: '/api/staff/clinic', payload: { cancel_notice_hours: 5 } },
  '/api/staff/branches': { method: 'POST', url: '/api/staff/branches', payload: { name: 'X', schedule: [] } },
  '/api/staff/branches/:id': { method: 'PATCH', url: '/api/staff/branches/38', payload: { name: 'X' } },
  '/api/staff/doctors': {
    method: 'POST',
    url: '/api/staff/doctors',
    payload: { name: 'X', status: 1, working: [] },
  },
  '/api/staff/doctors/:id': { method: 'PATCH', url: '/api/staff/doctors/1', payload: { status: 0 } },
  '/api/staff/treatments': {
    method: 'POST',
    url: '/api/staff/treatments',
    payload: { name: 'X', duration_minutes: 30, price: 10, branches: [38] },
  },
  '/api/staff/treatments/:id': { method: 'PATCH', url: '/api/staff/treatments/11', payload: { price: 1 } },
  '/api/staff/messages': { method: 'GET', url: '/api/staff/messages' },
  '/api/staff/messages/:id/read': { method: 'POST', url: '/api/staff/messages/1/read', payload: {} },
  '/api/staff/messages/:id/answered': { method: 'POST', url: '/api/staff/messages/1/answered', payload: {} },
  '/api/staff/payments': { method: 'GET', url: '/api/staff/payments' },
  '/api/staff/payments/:id/refund': { method: 'POST', url: '/api/staff/payments/1/refund', payload: {} },
  '/api/staff/visits/:id/money': { method: 'GET', url: '/api/staff/visits/1/money' },
  '/api/staff/visits/:id/refund': {
    method: 'POST',
    url: '/api/staff/visits/1/refund',
    payload: { amount: 1, reason: 'X' },
  },
  '/api/staff/visits/:id/payments': {
    method: 'POST',
    url: '/api/staff/visits/1/payments',
    payload: { amount: 1, method: 'cash' },
  },
  // Pictures, the home page and closures.
  '/api/staff/clinic/logo': { method: 'POST', url: '/api/staff/clinic/logo', payload: {} },
  '/api/staff/doctors/:id/photo': { method: 'POST', url: '/api/staff/doctors/1/photo', payload: {} },
  '/api/staff/clinic/home': { method: 'PATCH', url: '/api/staff/clinic/home', payload: { banners: [] } },
  '/api/staff/branches/:id/closures': {
    method: 'POST',
    url: '/api/staff/branches/38/closures',
    payload: { from_date: '2026-12-01', to_date: '2026-12-01', reason: 'X' },
  },
  '/api/staff/closures/:id/remove': { method: 'POST', url: '/api/staff/closures/1/remove', payload: {} },
  // Staff accounts and invitations (owners).
  '/api/staff/members': { method: 'GET', url: '/api/staff/members' },
  '/api/staff/invitations': {
    method: 'POST',
    url: '/api/staff/invitations',
    payload: { email: 'new@clinic.example', role: 'reception' },
  },
  '/api/staff/invitations/:id/revoke': { method: 'POST', url: '/api/staff/invitations/1/revoke', payload: {} },
  '/api/staff/members/:id': { method: 'PATCH', url: '/api/staff/members/1', payload: { role: 'owner' } },
  '/api/staff/members/:id/remove': { method: 'POST', url: '/api/staff/members/1/remove', payload: {} },
  // Recurring visits, calendar feeds, insights and check-in.
  '/api/staff/series': {
    method: 'POST',
    url: '/api/staff/series',
    payload: {
      patient_id: owner.customerId,
      branch_id: 38,
      doctor_id: 1,
      treatment_id: 11,
      date: '2026-12-01',
      start_time: '10:00',
      every_weeks: 1,
      count: 2,
    },
  },
  '/api/staff/series/:id/cancel': {
    method: 'POST',
    url: '/api/staff/series/1/cancel',
    payload: { from_date: '2026-12-01' },
  },
  '/api/staff/series/:id/move': {
    method: 'POST',
    url: '/api/staff/series/1/move',
    payload: { appointment_id: appointmentId, date: '2026-12-08', start_time: '10:00' },
  },
  '/api/staff/calendar_feed': { method: 'POST', url: '/api/staff/calendar_feed', payload: { doctor_id: 1 } },
  '/api/staff/calendar_feed/revoke': {
    method: 'POST',
    url: '/api/staff/calendar_feed/revoke',
    payload: { doctor_id: 1 },
  },
  '/api/staff/insights': { method: 'GET', url: '/api/staff/insights?from=2026-11-01&to=2026-11-30' },
  '/api/staff/check_in': { method: 'POST', url: '/api/staff/check_in', payload: { code: 'CI1-1-1-x' } },
  // Webhooks.
  '/api/staff/webhooks': {
    method: 'POST',
    url: '/api/staff/webhooks',
    payload: { url: 'http://127.0.0.1:9/hooks', events: ['appointment.booked'] },
  },
  '/api/staff/webhooks/:id/remove': { method: 'POST', url: '/api/staff/webhooks/1/remove' },
  '/api/staff/webhooks/:id/resume': { method: 'POST', url: '/api/staff/webhooks/1/resume' },
  // Data rights (owners).
  '/api/staff/patients/:id/export': { method: 'GET', url: `/api/staff/patients/${owner.customerId}/export` },
  '/api/staff/patients/:id/erase': {
    method: 'POST',
    url: `/api/staff/patients/${owner.customerId}/erase`,
    payload: { confirm: true },
  },
});

const staffPaths = [...calls.filter((c) => c.auth === 'staff').map((c) => c.path), '/api/staff/agenda/events'];
const staffPathsWithRequests = staffPaths.filter((path) => staffRequests()[path]);

it('covers every staff call of the contract', () => {
  expect(staffPaths.filter((path) => !staffPathsWithRequests.includes(path))).toEqual([]);
});

describe.each(staffPathsWithRequests.map((path) => [path] as const))('staff call %s', (path) => {
  it("refuses no session, a patient's session token and a foreign clinic's patient, and changes nothing", async () => {
    const r = staffRequests(owner, appointmentId)[path]!;
    const send = (authorization?: string) =>
      app.inject({
        method: r.method,
        url: r.url,
        headers: authorization ? { authorization } : {},
        ...(r.payload ? { payload: r.payload } : {}),
      });
    const before = await databaseFingerprint(database.db);
    for (const authorization of [
      undefined,
      owner.headers.authorization!,
      expired.headers.authorization!,
      foreigner.headers.authorization!,
    ]) {
      const res = await send(authorization);
      expect(res.statusCode, `${authorization ?? 'none'}: ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ success: 0, code: expect.stringMatching(/^STAFF_/) });
    }
    expect(await databaseFingerprint(database.db)).toBe(before);
  });
});
