import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staffLoginCall } from '@clinic/contract/staff/staff';
import { STAFF_LOGIN_LIMITS } from '../../src/modules/staff/staff-auth.service';
import { createStaffRepository } from '../helpers/repositories';
import { addStaff, staffLogin, uniqueAddress } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { twoClinicsStaffForFile } from '../helpers/two-clinics-staff';

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

const file = twoClinicsStaffForFile(() => clock);

describe('POST /api/staff/login', () => {
  it('answers a token, the role and the name for the right password', async () => {
    const res = await staffLogin(file.app, { clinic: file.clinicA.key, email: 'desk@a.example' });
    expect(res.statusCode, res.body).toBe(200);
    const body = staffLoginCall.response.parse(res.json());
    expect(body).toMatchObject({
      token: expect.stringMatching(/^stf_[\w-]{40,}$/),
      role: 'reception',
      name: 'Rina Desk',
    });
  });

  it('takes the email in any case', async () => {
    const res = await staffLogin(file.app, { clinic: file.clinicA.key, email: 'Desk@A.Example' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers a wrong password, an unknown email and an unknown clinic alike (401 STAFF_LOGIN_FAILED)', async () => {
    const answers = await Promise.all([
      staffLogin(file.app, { clinic: file.clinicA.key, email: 'desk@a.example', password: 'wrong password' }),
      staffLogin(file.app, { clinic: file.clinicA.key, email: 'nobody@a.example' }),
      staffLogin(file.app, { clinic: 'no-such-clinic', email: 'desk@a.example' }),
      // An account of clinic B does not open clinic A.
      staffLogin(file.app, { clinic: file.clinicB.key, email: 'desk@a.example' }),
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
    const res = await file.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'x', clinic: 'y' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'BAD_REQUEST' });
  });

  it(`locks an account after ${STAFF_LOGIN_LIMITS.perAccount} wrong passwords in 15 minutes, whatever the address`, async () => {
    await addStaff(file.database.db, file.clinicA, { email: 'locked@a.example', role: 'reception' });
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccount; i++) {
      const res = await staffLogin(file.app, {
        clinic: file.clinicA.key,
        email: 'locked@a.example',
        password: `guess ${i}`,
      });
      expect(res.statusCode, res.body).toBe(401);
    }
    // The right password, from a new address, is refused too until the window has passed.
    const locked = await staffLogin(file.app, { clinic: file.clinicA.key, email: 'locked@a.example' });
    expect(locked.statusCode, locked.body).toBe(429);
    expect(locked.json()).toMatchObject({ success: 0, code: 'STAFF_LOGIN_LOCKED', params: { minutes: 15 } });
    // Other accounts of the clinic are not locked with it.
    expect((await staffLogin(file.app, { clinic: file.clinicA.key, email: 'desk@a.example' })).statusCode).toBe(200);
    later(16);
    expect((await staffLogin(file.app, { clinic: file.clinicA.key, email: 'locked@a.example' })).statusCode).toBe(200);
  });

  it('locks an email without an account the same way, so a lock-out tells nobody which accounts exist', async () => {
    const answers = async (email: string) => {
      const statuses: Array<[number, unknown]> = [];
      for (let i = 0; i <= STAFF_LOGIN_LIMITS.perAccount; i++) {
        const res = await staffLogin(file.app, { clinic: file.clinicA.key, email, password: `guess ${i}` });
        statuses.push([res.statusCode, (res.json() as { params?: unknown }).params]);
      }
      return statuses;
    };
    await addStaff(file.database.db, file.clinicA, { email: 'exists@a.example', role: 'reception' });
    const known = await answers('exists@a.example');
    expect(known.at(-1)).toEqual([429, { minutes: 15 }]);
    expect(await answers('never-was@a.example')).toEqual(known);
    later(16);
  });

  it('counts only failed tries: a receptionist logging in on several desks is never locked out', async () => {
    await addStaff(file.database.db, file.clinicA, { email: 'many-desks@a.example', role: 'reception' });
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccount + 3; i++) {
      const res = await staffLogin(file.app, { clinic: file.clinicA.key, email: 'many-desks@a.example' });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it(`limits one address to ${STAFF_LOGIN_LIMITS.perAddress} tries in 15 minutes, across accounts`, async () => {
    // Accounts whose passwords were hashed at a low cost (the hash names its cost), so a hundred wrong tries
    // stay quick; each account takes fewer tries than locks it.
    const perAccount = STAFF_LOGIN_LIMITS.perAccount - 1;
    const accounts = Math.ceil(STAFF_LOGIN_LIMITS.perAddress / perAccount);
    const repo = createStaffRepository(file.database.db);
    for (let i = 0; i < accounts; i++) {
      await repo.upsertAccount({
        tenantId: file.clinicA.id,
        email: `cheap-${i}@a.example`,
        name: 'Cheap',
        role: 'reception',
        passwordHash: cheapHash('right password'),
      });
    }
    const address = uniqueAddress();
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAddress; i++) {
      const email = `cheap-${Math.floor(i / perAccount)}@a.example`;
      const res = await staffLogin(file.app, { clinic: file.clinicA.key, email, password: 'wrong' }, address);
      expect(res.statusCode, res.body).toBe(401);
    }
    const res = await staffLogin(
      file.app,
      { clinic: file.clinicA.key, email: `cheap-${accounts - 1}@a.example`, password: 'right password' },
      address,
    );
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toMatchObject({ code: 'STAFF_LOGIN_LOCKED' });
    later(16);
  });

  it('takes the per-address limit from STAFF_LOGINS_PER_IP', async () => {
    const app = await buildTestApp(file.database, { now: () => clock, config: { staffLoginsPerIp: 2 } });
    try {
      const address = uniqueAddress();
      const login = () => staffLogin(app, { clinic: file.clinicA.key, email: 'owner@a.example' }, address);
      expect((await login()).statusCode).toBe(200);
      expect((await login()).statusCode).toBe(200);
      const third = await login();
      expect(third.statusCode, third.body).toBe(429);
      expect(third.json()).toMatchObject({ code: 'STAFF_LOGIN_LOCKED' });
    } finally {
      await app.close();
    }
  });

  it('counts an IPv6 client by its /64 network, as the code limits do', async () => {
    const perAccount = STAFF_LOGIN_LIMITS.perAccount - 1;
    const accounts = Math.ceil(STAFF_LOGIN_LIMITS.perAddress / perAccount);
    const repo = createStaffRepository(file.database.db);
    for (let i = 0; i < accounts; i++) {
      await repo.upsertAccount({
        tenantId: file.clinicA.id,
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
      const res = await staffLogin(file.app, { clinic: file.clinicA.key, email, password: 'wrong' }, address(i));
      expect(res.statusCode, res.body).toBe(401);
    }
    const email = `cheap-v6-${accounts - 1}@a.example`;
    const res = await staffLogin(
      file.app,
      { clinic: file.clinicA.key, email, password: 'right password' },
      address(999),
    );
    expect(res.statusCode, res.body).toBe(429);
    // Another /64 is another client.
    const elsewhere = await staffLogin(
      file.app,
      { clinic: file.clinicA.key, email, password: 'right password' },
      '2001:db8:64:2::1',
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    later(16);
  });
});
