import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { insertAppointment } from '../helpers/payment-fixtures';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Bad ids, bad dates, wrong types and huge strings at every staff call: a 4xx envelope, never a 500.
const NOW = new Date('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let owner: StaffCalls;
let visitId: number;
let patientId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const tenant = await createTenant(database.db);
  await addStaff(database.db, tenant, { email: 'owner@clinic.example', role: 'owner' });
  app = await buildTestApp(database, { now: () => NOW });
  owner = await staffClient(app, tenant.key, 'owner@clinic.example');
  patientId = (await createCustomerSession(database.db, tenant, NOW)).customerId;
  visitId = (
    await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: patientId,
      treatmentId: 11,
      startsAt: new Date('2026-12-08T08:00:00Z'),
      minutes: 30,
    })
  ).id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function expectRefused(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  expect(res.json(), label).toMatchObject({ success: 0, code: expect.any(String), message: expect.any(String) });
}

const BAD_IDS = ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999999', '1e3', '%20', 'null'];
const BAD_DATES = ['2026-02-30', '2026-13-01', '26-12-07', '2026-12-7', 'today', '', '0000-01-01', '2026-12-07T00:00'];
const HUGE = 'א'.repeat(70_000);

describe('bad ids in the address', () => {
  it.each([
    ['POST', '/api/staff/appointments/:id/move', { date: '2026-12-09', start_time: '10:00' }],
    ['POST', '/api/staff/appointments/:id/cancel', { reason: 'x' }],
    ['POST', '/api/staff/appointments/:id/attendance', { mark: 'arrived' }],
    ['POST', '/api/staff/blocks/:id/remove', {}],
    ['GET', '/api/staff/patients/:id', undefined],
    ['POST', '/api/staff/patients/:id/notes', { notes: 'x' }],
  ] as const)('%s %s', async (method, path, payload) => {
    for (const id of BAD_IDS) {
      const url = path.replace(':id', id);
      const res = method === 'GET' ? await owner.get(url) : await owner.post(url, payload);
      expectRefused(res, url);
    }
    // An id of nothing in this clinic is 404.
    const url = path.replace(':id', '2147483647');
    const res = method === 'GET' ? await owner.get(url) : await owner.post(url, payload);
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('bad dates and ranges', () => {
  it('agenda and free times', async () => {
    for (const date of BAD_DATES) {
      expectRefused(await owner.get(`/api/staff/agenda?date=${date}&branch=38`), `agenda ${date}`);
      expectRefused(await owner.get(`/api/staff/free_times?date=${date}&branch=38&treatment=11`), `free_times ${date}`);
    }
    // The calendar's last days: a week past 9999-12-31 cannot be named.
    for (const query of [
      'date=9999-12-31&branch=38&days=7',
      'date=9999-12-31&branch=38',
      'date=1000-01-01&branch=38',
    ]) {
      const res = await owner.get(`/api/staff/agenda?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
    }
    for (const query of ['branch=38&treatment=11&date=9999-12-31', 'branch=38&treatment=11&date=1000-01-01']) {
      const res = await owner.get(`/api/staff/free_times?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('booking, moving and blocking', async () => {
    for (const date of [...BAD_DATES, '9999-12-31', '1000-01-01']) {
      const booking = { patient_id: patientId, branch_id: 38, treatment_id: 11, date, start_time: '10:00' };
      expectRefused(await owner.post('/api/staff/appointments', booking), `book ${date}`);
      expectRefused(
        await owner.post(`/api/staff/appointments/${visitId}/move`, { date, start_time: '10:00' }),
        `move ${date}`,
      );
    }
    for (const [from, to] of [
      ['2026-12-31', '2026-12-01'],
      ['2026-12-01', '2099-12-31'],
      ['9999-12-31', '1000-01-01'],
    ]) {
      const res = await owner.post('/api/staff/blocks', {
        branch_id: 38,
        from_date: from,
        to_date: to,
        start_time: '10:00',
        end_time: '11:00',
        reason: 'Far away',
      });
      expectRefused(res, `block ${from}..${to}`);
    }
    for (const time of ['24:00', '7:00', '10:60', '10:00:00', '-1:00', '']) {
      const res = await owner.post('/api/staff/appointments', {
        patient_id: patientId,
        branch_id: 38,
        treatment_id: 11,
        date: '2026-12-09',
        start_time: time,
      });
      expectRefused(res, `book at ${time}`);
    }
  });
});

describe('wrong types and huge strings', () => {
  const cases: Array<[string, object]> = [
    ['/api/staff/login', { email: ['a@b.c'], password: 'x', clinic: 'x' }],
    ['/api/staff/login', { email: 'a@b.c', password: 'x'.repeat(201), clinic: 'x' }],
    ['/api/staff/login', { email: `${'a'.repeat(300)}@b.c`, password: 'x', clinic: 'x' }],
    [
      '/api/staff/appointments',
      { patient_id: 'one', branch_id: 38, treatment_id: 11, date: '2026-12-09', start_time: '10:00' },
    ],
    [
      '/api/staff/appointments',
      { patient_id: { $gt: 0 }, branch_id: 38, treatment_id: 11, date: '2026-12-09', start_time: '10:00' },
    ],
    ['/api/staff/appointments/:visit/cancel', { reason: 'x'.repeat(501) }],
    ['/api/staff/appointments/:visit/cancel', { reason: 42 }],
    ['/api/staff/appointments/:visit/attendance', { mark: 'ARRIVED' }],
    ['/api/staff/appointments/:visit/attendance', { mark: null }],
    ['/api/staff/appointments/:visit/move', { date: '2026-12-09', start_time: '10:00', doctor_id: 'Dana' }],
    [
      '/api/staff/blocks',
      {
        branch_id: 38,
        from_date: '2026-12-09',
        to_date: '2026-12-09',
        start_time: '10:00',
        end_time: '11:00',
        reason: 'x',
        cancel_visits: 'yes',
      },
    ],
    ['/api/staff/patients', { name: 'x'.repeat(101), phone: '972501234567' }],
    ['/api/staff/patients', { name: 'Name', phone: 972501234567 }],
    ['/api/staff/patients/:patient/notes', { notes: 'x'.repeat(5001) }],
    ['/api/staff/patients/:patient/notes', { notes: 'bell \u0007 in the notes' }],
    ['/api/staff/patients/:patient/notes', { notes: HUGE }],
  ];
  it.each(cases.map(([path, payload], index) => [`${path} #${index + 1}`, path, payload] as const))(
    'POST %s',
    async (_name, path, payload) => {
      const url = path.replace(':visit', String(visitId)).replace(':patient', String(patientId));
      expectRefused(await owner.post(url, payload), url);
    },
  );

  it('refuses bodies that are not objects', async () => {
    for (const payload of ['null', '[]', '"text"', '{"reason":', '']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/staff/appointments/${visitId}/cancel`,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        payload,
      });
      expectRefused(res, payload);
    }
  });

  it('refuses hostile queries', async () => {
    for (const url of [
      `/api/staff/patients?q=${'x'.repeat(101)}`,
      '/api/staff/patients',
      '/api/staff/patients?q=a%00b',
      '/api/staff/agenda?date=2026-12-07&branch=38&branch=39',
      '/api/staff/agenda?date=2026-12-07&date=2026-12-08&branch=38',
      '/api/staff/agenda?date=2026-12-07&branch=38&days=1e9',
      '/api/staff/free_times?date=2026-12-07&branch=38&treatment=11&ignore_visit=-4',
      `/api/staff/audit?action=${'x'.repeat(51)}`,
      '/api/staff/audit?before_id=abc',
      '/api/staff/audit?before_id=0',
    ]) {
      expectRefused(await owner.get(url), url);
    }
  });

  it('keeps notes with line breaks, Hebrew and quotes as written, and treats SQL as text', async () => {
    const notes = `שורה ראשונה\nLine two: "quoted" 'single' ; drop table customers; --`;
    expect((await owner.post(`/api/staff/patients/${patientId}/notes`, { notes })).statusCode).toBe(200);
    expect((await owner.get(`/api/staff/patients/${patientId}`)).json()).toMatchObject({ notes });
    const found = await owner.get(`/api/staff/patients?q=${encodeURIComponent("' or 1=1 --")}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ patients: [] });
  });

  it('refuses text with a lone UTF-16 surrogate with 400 and saves nothing (its audit entry could not be written)', async () => {
    const kept = 'kept as it was';
    expect((await owner.post(`/api/staff/patients/${patientId}/notes`, { notes: kept })).statusCode).toBe(200);
    for (const notes of ['\ud800', 'before \udfff after', 'x\ud83d']) {
      const res = await owner.post(`/api/staff/patients/${patientId}/notes`, { notes });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, code: 'TEXT_NOT_WELL_FORMED' });
    }
    expect((await owner.get(`/api/staff/patients/${patientId}`)).json()).toMatchObject({ notes: kept });
    // A well-formed pair (an emoji) is text.
    const emoji = 'OK \ud83d\ude00';
    expect((await owner.post(`/api/staff/patients/${patientId}/notes`, { notes: emoji })).statusCode).toBe(200);
  });

  it('refuses ids beyond the database range in bodies (doctor_id of invitations and member changes) with 400', async () => {
    const members = (await owner.get('/api/staff/members')).json() as { members: Array<{ id: number }> };
    const someone = members.members[0]!.id;
    for (const doctor_id of [2_147_483_648, 1e15, Number.MAX_SAFE_INTEGER]) {
      const invited = await owner.post('/api/staff/invitations', {
        email: 'big@clinic.example',
        role: 'doctor',
        doctor_id,
      });
      expect(invited.statusCode, invited.body).toBe(400);
      expectRefused(invited, `invitation ${doctor_id}`);
      const changed = await owner.patch(`/api/staff/members/${someone}`, { role: 'doctor', doctor_id });
      expect(changed.statusCode, changed.body).toBe(400);
      expectRefused(changed, `member change ${doctor_id}`);
    }
  });
});
