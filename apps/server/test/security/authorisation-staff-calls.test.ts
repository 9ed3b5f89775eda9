import { describe, expect, it } from 'vitest';
import { calls } from '@clinic/contract/core/calls';
import { databaseFingerprint } from '../helpers/fingerprint';
import { authorisationWorldForFile } from '../helpers/authorisation-world';

// Every staff call refuses nobody, a patient's session token and a patient of another clinic with 401, and
// nothing in the database changes.

const NOW = new Date('2026-11-23T08:00:00Z');
const file = authorisationWorldForFile(NOW);

/** A valid request for each staff call, aimed at the clinic's own data. */
const staffRequests = (
  owner: { customerId: number } = { customerId: 1 },
  appointmentId = 1,
): Record<string, { method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; payload?: object }> => ({
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
  '/api/staff/appointments/:id': { method: 'GET', url: `/api/staff/appointments/${appointmentId}` },
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
  '/api/staff/payments.csv': { method: 'GET', url: '/api/staff/payments.csv' },
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
  '/api/staff/insights.csv': { method: 'GET', url: '/api/staff/insights.csv?from=2026-11-01&to=2026-11-30' },
  '/api/staff/check_in': { method: 'POST', url: '/api/staff/check_in', payload: { code: 'CI1-1-1-x' } },
  // Next available, a visit's note and the waitlist.
  '/api/staff/next_free': { method: 'GET', url: '/api/staff/next_free?branch=38&treatment=11' },
  '/api/staff/appointments/:id/note': {
    method: 'POST',
    url: `/api/staff/appointments/${appointmentId}/note`,
    payload: { note: 'x' },
  },
  '/api/staff/waitlist': { method: 'GET', url: '/api/staff/waitlist' },
  '/api/staff/waitlist/:id/end': { method: 'POST', url: '/api/staff/waitlist/1/end', payload: { outcome: 'served' } },
  // Webhooks.
  '/api/staff/webhooks': {
    method: 'POST',
    url: '/api/staff/webhooks',
    payload: { url: 'http://127.0.0.1:9/hooks', events: ['appointment.booked'] },
  },
  '/api/staff/webhooks/:id/remove': { method: 'POST', url: '/api/staff/webhooks/1/remove' },
  '/api/staff/webhooks/:id/resume': { method: 'POST', url: '/api/staff/webhooks/1/resume' },
  // Payment documents (decision 023).
  '/api/staff/appointments/:id/documents': { method: 'GET', url: `/api/staff/appointments/${appointmentId}/documents` },
  '/api/staff/documents': { method: 'GET', url: '/api/staff/documents?month=2026-11' },
  '/api/staff/documents/:id/pdf': { method: 'GET', url: '/api/staff/documents/1/pdf' },
  '/api/staff/documents/month.csv': { method: 'GET', url: '/api/staff/documents/month.csv?month=2026-11' },
  '/api/staff/documents/month.zip': { method: 'GET', url: '/api/staff/documents/month.zip?month=2026-11' },
  'GET /api/staff/billing-details': { method: 'GET', url: '/api/staff/billing-details' },
  'PUT /api/staff/billing-details': {
    method: 'PUT',
    url: '/api/staff/billing-details',
    payload: {
      legal_name: 'Clinic Ltd',
      business_number: '515151515',
      address: '1 Main St',
      vat_registered: false,
      vat_rate: 0,
      document_types: ['receipt'],
      number_starts: {},
      footer: '',
    },
  },
  // Data rights (owners).
  '/api/staff/patients/:id/export': { method: 'GET', url: `/api/staff/patients/${owner.customerId}/export` },
  '/api/staff/patients/:id/erase': {
    method: 'POST',
    url: `/api/staff/patients/${owner.customerId}/erase`,
    payload: { confirm: true },
  },
});

const staffCalls = calls.filter((c) => c.auth === 'staff');
/** A call's request: named by method and path where calls share a path, else by its path. */
const requestOf = (call: (typeof staffCalls)[number], owner = file.owner, appointmentId = file.appointmentId) =>
  staffRequests(owner, appointmentId)[`${call.method} ${call.path}`] ?? staffRequests(owner, appointmentId)[call.path];

it('covers every staff call of the contract', () => {
  expect(staffCalls.filter((call) => !requestOf(call)).map((c) => `${c.method} ${c.path}`)).toEqual([]);
});

describe.each(staffCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
  'staff call %s',
  (_name, call) => {
    it("refuses no session, a patient's session token and a foreign clinic's patient, and changes nothing", async () => {
      const r = requestOf(call)!;
      const send = (authorization?: string) =>
        file.app.inject({
          method: r.method,
          url: r.url,
          headers: authorization ? { authorization } : {},
          ...(r.payload ? { payload: r.payload } : {}),
        });
      const before = await databaseFingerprint(file.database.db);
      for (const authorization of [
        undefined,
        file.owner.headers.authorization!,
        file.expired.headers.authorization!,
        file.foreigner.headers.authorization!,
      ]) {
        const res = await send(authorization);
        expect(res.statusCode, `${authorization ?? 'none'}: ${res.body}`).toBe(401);
        expect(res.json()).toMatchObject({ success: 0, code: expect.stringMatching(/^STAFF_/) });
      }
      expect(await databaseFingerprint(file.database.db)).toBe(before);
    });
  },
);
