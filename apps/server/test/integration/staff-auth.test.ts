import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffLoginCall, staffWorkspaceCall } from '@clinic/contract/staff/staff';
import type { Database } from '../../src/db/client';
import { STAFF_LOGIN_LIMITS } from '../../src/modules/staff/staff-auth.service';
import { createStaffRepository } from '../helpers/repositories';
import { createTenant } from '../helpers/factories';
import { insertAppointment } from '../helpers/payment-fixtures';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { addStaff, staffCalls, staffClient, staffLogin, uniqueAddress } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Monday 2026-12-07, 09:00 in Jerusalem; tests move the clock forward only.
const START = new Date('2026-12-07T07:00:00Z');
let clock = START;
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

/** A password hash in passwords.ts's form at scrypt's lowest cost (N=16). */
const cheapHash = (password: string) => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 16, r: 8, p: 1 });
  return ['scrypt', 16, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
};

let database: Database;
let app: FastifyInstance;
let clinicA: Awaited<ReturnType<typeof createTenant>>;
let clinicB: Awaited<ReturnType<typeof createTenant>>;
let patientB: TestCustomer;
let visitB: number;

beforeAll(async () => {
  database = await createTestDatabase();
  clinicA = await createTenant(database.db);
  clinicB = await createTenant(database.db);
  await addStaff(database.db, clinicA, { email: 'desk@a.example', role: 'reception', name: 'Rina Desk' });
  await addStaff(database.db, clinicA, { email: 'owner@a.example', role: 'owner', name: 'Orly Owner' });
  await addStaff(database.db, clinicA, { email: 'dana@a.example', role: 'doctor', name: 'Dr Dana', doctorId: 1 });
  // The same person works at both clinics, with one email.
  await addStaff(database.db, clinicA, { email: 'both@example.com', role: 'owner', name: 'Both A' });
  await addStaff(database.db, clinicB, { email: 'both@example.com', role: 'owner', name: 'Both B' });
  patientB = await createCustomerSession(database.db, clinicB, START);
  visitB = (
    await insertAppointment(database.db, {
      tenantId: clinicB.id,
      customerId: patientB.customerId,
      treatmentId: 11,
      branchId: 38,
      doctorId: 1,
      startsAt: new Date('2026-12-08T08:00:00Z'),
      minutes: 30,
    })
  ).id;
  app = await buildTestApp(database, { now: () => clock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('POST /api/staff/login', () => {
  it('answers a token, the role and the name for the right password', async () => {
    const res = await staffLogin(app, { clinic: clinicA.key, email: 'desk@a.example' });
    expect(res.statusCode, res.body).toBe(200);
    const body = staffLoginCall.response.parse(res.json());
    expect(body).toMatchObject({
      token: expect.stringMatching(/^stf_[\w-]{40,}$/),
      role: 'reception',
      name: 'Rina Desk',
    });
  });

  it('takes the email in any case', async () => {
    const res = await staffLogin(app, { clinic: clinicA.key, email: 'Desk@A.Example' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers a wrong password, an unknown email and an unknown clinic alike (401 STAFF_LOGIN_FAILED)', async () => {
    const answers = await Promise.all([
      staffLogin(app, { clinic: clinicA.key, email: 'desk@a.example', password: 'wrong password' }),
      staffLogin(app, { clinic: clinicA.key, email: 'nobody@a.example' }),
      staffLogin(app, { clinic: 'no-such-clinic', email: 'desk@a.example' }),
      // An account of clinic B does not open clinic A.
      staffLogin(app, { clinic: clinicB.key, email: 'desk@a.example' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(401);
      const { request_id: _id, ...rest } = res.json() as Record<string, unknown>;
      expect(rest).toEqual({ success: 0, code: 'STAFF_LOGIN_FAILED', message: expect.any(String) });
    }
    const messages = answers.map((res) => (res.json() as { message: string }).message);
    expect(new Set(messages).size).toBe(1);
  });

  it('refuses a malformed body with 400, not a login failure', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/staff/login', payload: { email: 'x', clinic: 'y' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'BAD_REQUEST' });
  });

  it(`locks an account after ${STAFF_LOGIN_LIMITS.perAccount} wrong passwords in 15 minutes, whatever the address`, async () => {
    await addStaff(database.db, clinicA, { email: 'locked@a.example', role: 'reception' });
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccount; i++) {
      const res = await staffLogin(app, { clinic: clinicA.key, email: 'locked@a.example', password: `guess ${i}` });
      expect(res.statusCode, res.body).toBe(401);
    }
    // The right password, from a new address, is refused too until the window has passed.
    const locked = await staffLogin(app, { clinic: clinicA.key, email: 'locked@a.example' });
    expect(locked.statusCode, locked.body).toBe(429);
    expect(locked.json()).toMatchObject({ success: 0, code: 'STAFF_LOGIN_LOCKED', params: { minutes: 15 } });
    // Other accounts of the clinic are not locked with it.
    expect((await staffLogin(app, { clinic: clinicA.key, email: 'desk@a.example' })).statusCode).toBe(200);
    later(16);
    expect((await staffLogin(app, { clinic: clinicA.key, email: 'locked@a.example' })).statusCode).toBe(200);
  });

  it('locks an email without an account the same way, so a lock-out tells nobody which accounts exist', async () => {
    const answers = async (email: string) => {
      const statuses: Array<[number, unknown]> = [];
      for (let i = 0; i <= STAFF_LOGIN_LIMITS.perAccount; i++) {
        const res = await staffLogin(app, { clinic: clinicA.key, email, password: `guess ${i}` });
        statuses.push([res.statusCode, (res.json() as { params?: unknown }).params]);
      }
      return statuses;
    };
    await addStaff(database.db, clinicA, { email: 'exists@a.example', role: 'reception' });
    const known = await answers('exists@a.example');
    expect(known.at(-1)).toEqual([429, { minutes: 15 }]);
    expect(await answers('never-was@a.example')).toEqual(known);
    later(16);
  });

  it('counts only failed tries: a receptionist logging in on several desks is never locked out', async () => {
    await addStaff(database.db, clinicA, { email: 'many-desks@a.example', role: 'reception' });
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccount + 3; i++) {
      const res = await staffLogin(app, { clinic: clinicA.key, email: 'many-desks@a.example' });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it(`limits one address to ${STAFF_LOGIN_LIMITS.perAddress} tries in 15 minutes, across accounts`, async () => {
    // Accounts whose passwords were hashed at a low cost (the hash names its cost), so a hundred wrong tries
    // stay quick; each account takes fewer tries than locks it.
    const perAccount = STAFF_LOGIN_LIMITS.perAccount - 1;
    const accounts = Math.ceil(STAFF_LOGIN_LIMITS.perAddress / perAccount);
    const repo = createStaffRepository(database.db);
    for (let i = 0; i < accounts; i++) {
      await repo.upsertAccount({
        tenantId: clinicA.id,
        email: `cheap-${i}@a.example`,
        name: 'Cheap',
        role: 'reception',
        passwordHash: cheapHash('right password'),
      });
    }
    const address = uniqueAddress();
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAddress; i++) {
      const email = `cheap-${Math.floor(i / perAccount)}@a.example`;
      const res = await staffLogin(app, { clinic: clinicA.key, email, password: 'wrong' }, address);
      expect(res.statusCode, res.body).toBe(401);
    }
    const res = await staffLogin(
      app,
      { clinic: clinicA.key, email: `cheap-${accounts - 1}@a.example`, password: 'right password' },
      address,
    );
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toMatchObject({ code: 'STAFF_LOGIN_LOCKED' });
    later(16);
  });

  it('counts an IPv6 client by its /64 network, as the code limits do', async () => {
    const perAccount = STAFF_LOGIN_LIMITS.perAccount - 1;
    const accounts = Math.ceil(STAFF_LOGIN_LIMITS.perAddress / perAccount);
    const repo = createStaffRepository(database.db);
    for (let i = 0; i < accounts; i++) {
      await repo.upsertAccount({
        tenantId: clinicA.id,
        email: `cheap-v6-${i}@a.example`,
        name: 'Cheap',
        role: 'reception',
        passwordHash: cheapHash('right password'),
      });
    }
    // Every try from another address of one /64 network.
    const address = (i: number) => `2001:db8:64:1:${(i + 1).toString(16)}::1`;
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAddress; i++) {
      const email = `cheap-v6-${Math.floor(i / perAccount)}@a.example`;
      const res = await staffLogin(app, { clinic: clinicA.key, email, password: 'wrong' }, address(i));
      expect(res.statusCode, res.body).toBe(401);
    }
    const email = `cheap-v6-${accounts - 1}@a.example`;
    const res = await staffLogin(app, { clinic: clinicA.key, email, password: 'right password' }, address(999));
    expect(res.statusCode, res.body).toBe(429);
    // Another /64 is another client.
    const elsewhere = await staffLogin(
      app,
      { clinic: clinicA.key, email, password: 'right password' },
      '2001:db8:64:2::1',
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    later(16);
  });
});

describe('staff sessions', () => {
  it('answers who is logged in and the clinic they work at', async () => {
    const dana = await staffClient(app, clinicA.key, 'dana@a.example');
    const res = await dana.get('/api/staff/me');
    expect(res.statusCode, res.body).toBe(200);
    const me = staffWorkspaceCall.response.parse(res.json());
    expect(me).toMatchObject({
      name: 'Dr Dana',
      role: 'doctor',
      doctor_id: 1,
      clinic: { key: clinicA.key, time_zone: 'Asia/Jerusalem', today: '2026-12-07' },
      branches: [
        { id: 38, name: 'Main branch' },
        { id: 39, name: 'North branch' },
      ],
    });
    // The hidden doctor is nobody's column.
    expect(me.doctors.map((d) => d.id)).toEqual([1, 2]);
    expect(me.treatments.find((t) => t.id === 10)).toMatchObject({ duration_minutes: 5, branch_ids: [38] });
  });

  it('needs a bearer token (401 STAFF_SESSION_MISSING) and a live one (401 STAFF_SESSION_INVALID)', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer short', `Bearer ${'x'.repeat(300)}`]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/staff/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ success: 0, code: 'STAFF_SESSION_MISSING' });
    }
    const res = await staffCalls(app, `stf_${'a'.repeat(43)}`).get('/api/staff/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'STAFF_SESSION_INVALID' });
  });

  it('logout revokes this session only', async () => {
    const first = await staffClient(app, clinicA.key, 'desk@a.example');
    const second = await staffClient(app, clinicA.key, 'desk@a.example');
    const out = await first.post('/api/staff/logout');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ success: 1 });
    for (const res of [await first.get('/api/staff/me'), await first.post('/api/staff/logout')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'STAFF_SESSION_INVALID' });
    }
    expect((await second.get('/api/staff/me')).statusCode).toBe(200);
  });

  it('ends after a working day and a half (14 hours)', async () => {
    const desk = await staffClient(app, clinicA.key, 'desk@a.example');
    later(13 * 60 + 59);
    expect((await desk.get('/api/staff/me')).statusCode).toBe(200);
    later(2);
    const res = await desk.get('/api/staff/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'STAFF_SESSION_INVALID' });
  });

  it("refuses a patient's session token on staff calls", async () => {
    const patient = await createCustomerSession(database.db, clinicA, clock);
    const res = await staffCalls(app, patient.token).get('/api/staff/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'STAFF_SESSION_INVALID' });
  });

  it("refuses a staff token on a patient's calls", async () => {
    const desk = await staffClient(app, clinicA.key, 'desk@a.example');
    const res = await app.inject({
      method: 'GET',
      url: '/api/bull36/get_appointment_booking_list?cust_id=1&booking_type=upcoming',
      headers: { 'x-tenant-token': clinicA.token, authorization: `Bearer ${desk.token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_INVALID' });
  });
});

describe('one clinic sees nothing of another', () => {
  it("answers the clinic of the session, even for the same person's account elsewhere", async () => {
    const inA = await staffClient(app, clinicA.key, 'both@example.com');
    const inB = await staffClient(app, clinicB.key, 'both@example.com');
    expect((await inA.get('/api/staff/me')).json()).toMatchObject({ name: 'Both A', clinic: { key: clinicA.key } });
    expect((await inB.get('/api/staff/me')).json()).toMatchObject({ name: 'Both B', clinic: { key: clinicB.key } });
  });

  it("answers the agenda of its own branch 38, never clinic B's visits there", async () => {
    const desk = await staffClient(app, clinicA.key, 'desk@a.example');
    const agenda = await desk.get('/api/staff/agenda?date=2026-12-08&branch=38');
    expect(agenda.statusCode, agenda.body).toBe(200);
    expect(agenda.json().visits).toEqual([]);
    const inB = await staffClient(app, clinicB.key, 'both@example.com');
    const agendaB = await inB.get('/api/staff/agenda?date=2026-12-08&branch=38');
    expect(agendaB.json().visits.map((v: { id: number }) => v.id)).toEqual([visitB]);
    const unknown = await desk.get('/api/staff/agenda?date=2026-12-08&branch=40');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BRANCH_UNKNOWN' });
  });

  it("answers 404 for clinic B's visit, patient and blocked time, and changes nothing", async () => {
    const owner = await staffClient(app, clinicA.key, 'owner@a.example');
    const inB = await staffClient(app, clinicB.key, 'both@example.com');
    const block = await inB.post('/api/staff/blocks', {
      branch_id: 38,
      doctor_id: 2,
      from_date: '2026-12-09',
      to_date: '2026-12-09',
      start_time: '12:00',
      end_time: '13:00',
      reason: 'Meeting',
    });
    expect(block.statusCode, block.body).toBe(200);
    const blockB = (block.json() as { ids: number[] }).ids[0]!;
    const refusals = [
      [await owner.post(`/api/staff/appointments/${visitB}/cancel`, { reason: 'x' }), 'APPOINTMENT_NOT_FOUND'],
      [
        await owner.post(`/api/staff/appointments/${visitB}/move`, { date: '2026-12-09', start_time: '10:00' }),
        'APPOINTMENT_NOT_FOUND',
      ],
      [await owner.post(`/api/staff/appointments/${visitB}/attendance`, { mark: 'arrived' }), 'APPOINTMENT_NOT_FOUND'],
      [await owner.get(`/api/staff/patients/${patientB.customerId}`), 'PATIENT_NOT_FOUND'],
      [await owner.post(`/api/staff/patients/${patientB.customerId}/notes`, { notes: 'x' }), 'PATIENT_NOT_FOUND'],
      [
        await owner.post('/api/staff/appointments', {
          patient_id: patientB.customerId,
          branch_id: 38,
          treatment_id: 11,
          date: '2026-12-09',
          start_time: '10:00',
        }),
        'PATIENT_NOT_FOUND',
      ],
      [await owner.post(`/api/staff/blocks/${blockB}/remove`), 'BLOCK_NOT_FOUND'],
    ] as const;
    for (const [res, code] of refusals) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: 0, code });
    }
    const agendaB = await inB.get('/api/staff/agenda?date=2026-12-08&branch=38&days=2');
    expect(agendaB.json().visits).toEqual([expect.objectContaining({ id: visitB, status: 'booked' })]);
    expect(agendaB.json().blocks).toEqual([expect.objectContaining({ id: blockB })]);
    // Clinic B's patients are not found by clinic A's search, nor its audit entries listed.
    const search = await owner.get('/api/staff/patients?q=Test%20Patient');
    expect(search.json().patients.map((p: { id: number }) => p.id)).not.toContain(patientB.customerId);
    const audit = await owner.get('/api/staff/audit');
    expect(audit.json().entries.map((e: { target_id: number }) => e.target_id)).not.toContain(blockB);
  });
});
