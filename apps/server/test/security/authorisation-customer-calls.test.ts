import { describe, expect, it } from 'vitest';
import { calls } from '@clinic/contract/core/calls';
import { databaseFingerprint } from '../helpers/fingerprint';
import { authorisationWorldForFile } from '../helpers/authorisation-world';

// Every customer call, asked for patient A's data by: nobody, A with an expired session, patient B of the
// same clinic, a patient of another clinic, and the clinic's own staff. Each gets 401 or 403, and nothing in
// the database changes.

const NOW = new Date('2026-11-23T08:00:00Z');
const file = authorisationWorldForFile(NOW);

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
      cust_id: file.owner.customerId,
    },
  },
  '/api/bull36/get_appointment_booking_list': {
    url: `/api/bull36/get_appointment_booking_list?cust_id=${file.owner.customerId}&booking_type=upcoming`,
  },
  '/api/bull36/cancel_appointment': {
    url: '/api/bull36/cancel_appointment',
    payload: { cust_id: file.owner.customerId, appointment_id: file.appointmentId, user: 'x' },
  },
  '/api/appointments/:id/cancel_terms': { url: `/api/appointments/${file.appointmentId}/cancel_terms` },
  '/api/appointments/:id/documents': { url: `/api/appointments/${file.appointmentId}/documents` },
  '/api/bull36/update_appointment': {
    url: '/api/bull36/update_appointment',
    payload: {
      appointment_id: file.appointmentId,
      date: '2026-11-25',
      start_time: '11:00',
      end_time: '11:15',
      user: 'x',
    },
  },
  '/api/bull36/get_payment_details': {
    url: `/api/bull36/get_payment_details?invoice_setting_id=sandbox&customer_id=${file.owner.customerId}&treatment_id=12`,
  },
  '/api/bull36/charge_appointment': {
    url: '/api/bull36/charge_appointment',
    payload: {
      appointmentId: file.appointmentId,
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
      customer_id: file.owner.customerId,
      appointment_id: file.appointmentId,
    },
  },
  '/api/bull36/payment_status': { url: `/api/bull36/payment_status?appointment_id=${file.appointmentId}` },
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
    return file.app.inject({
      method: call.method,
      url: r.url,
      headers: { ...headers, ...(r.payload ? { 'content-type': 'application/json' } : {}) },
      ...(r.payload ? { payload: JSON.stringify(r.payload) } : {}),
    });
  };

  it('refuses no session, an expired one and another clinic’s, and changes nothing', async () => {
    const before = await databaseFingerprint(file.database.db);
    const none = await send({ 'x-tenant-token': file.tenant.token });
    expect(none.statusCode, none.body).toBe(401);
    const stale = await send(file.expired.headers);
    expect(stale.statusCode, stale.body).toBe(401);
    // A session of another clinic presented with this clinic's token.
    const cross = await send({
      'x-tenant-token': file.tenant.token,
      authorization: file.foreigner.headers.authorization!,
    });
    expect(cross.statusCode, cross.body).toBe(401);
    // The clinic's own staff session is no patient's session.
    const staff = await send({ 'x-tenant-token': file.tenant.token, authorization: `Bearer ${file.staffToken}` });
    expect(staff.statusCode, staff.body).toBe(401);
    expect(await databaseFingerprint(file.database.db)).toBe(before);
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
    const before = await databaseFingerprint(file.database.db);
    const res = await send(file.neighbour.headers);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ success: 0, message: expect.any(String) });
    expect(await databaseFingerprint(file.database.db)).toBe(before);
  });
});
