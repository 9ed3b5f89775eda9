import { describe, expect, it } from 'vitest';
import { staffLoginCall } from '@clinic/contract/staff/staff';
import { STAFF_LOGIN_LIMITS } from '../../src/modules/staff/staff-auth.service';
import { addStaff, staffLogin } from '../helpers/staff';
import { DEVICE_COOKIE, addCheapAccounts, retryAfterOf, staffBrowser } from '../helpers/staff-browser';
import { buildTestApp } from '../helpers/test-app';
import { twoClinicsStaffForFile } from '../helpers/two-clinics-staff';

// Monday 2026-12-07, 09:00 in Jerusalem; tests move the clock forward only.
const START = new Date('2026-12-07T07:00:00Z');
let clock = START;
const laterSeconds = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

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

  it('sets a known-device cookie on a right password: long-lived, HttpOnly, sent to the login call alone', async () => {
    const res = await staffLogin(file.app, { clinic: file.clinicA.key, email: 'desk@a.example' });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({
      path: '/api/staff/login',
      maxAge: 365 * 86_400,
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect(cookie).not.toHaveProperty('secure');
    // A wrong password sets none.
    const wrong = await staffLogin(file.app, { clinic: file.clinicA.key, email: 'desk@a.example', password: 'nope' });
    expect(wrong.cookies).toEqual([]);
  });

  it('slows an account after wrong passwords from browsers it does not know, each wait double the last', async () => {
    const [email] = await addCheapAccounts(file.database.db, file.clinicA, 'slowed', 1);
    const guess = (password: string) => staffLogin(file.app, { clinic: file.clinicA.key, email: email!, password });
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccount; i++) expect((await guess(`guess ${i}`)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await guess('right or wrong, it is not weighed');
      waits.push(retryAfterOf(refused));
      laterSeconds(waits.at(-1)! - 1);
      expect((await guess('too early')).statusCode).toBe(429);
      laterSeconds(1);
      expect((await guess(`guess after ${i}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    // The right password from a browser the account does not know waits too.
    expect(retryAfterOf(await staffLogin(file.app, { clinic: file.clinicA.key, email: email! }))).toBe(900);
    // Other accounts of the clinic are not slowed with it.
    expect((await staffLogin(file.app, { clinic: file.clinicA.key, email: 'desk@a.example' })).statusCode).toBe(200);
  });

  it('lets the owner in from a known device while another address floods the account with wrong passwords', async () => {
    const [email] = await addCheapAccounts(file.database.db, file.clinicA, 'flooded', 1);
    const owner = staffBrowser(file.app);
    expect((await owner.login({ clinic: file.clinicA.key, email: email! })).statusCode).toBe(200);
    expect(owner.devices).toBeTruthy();

    // A guesser at one address sends 40 wrong passwords, each as soon as it is let through.
    const guesser = staffBrowser(file.app, '203.0.113.7');
    let guessed = 0;
    while (guessed < 40) {
      const res = await guesser.login({ clinic: file.clinicA.key, email: email!, password: `guess ${guessed}` });
      if (res.statusCode === 429) laterSeconds(retryAfterOf(res));
      else {
        expect(res.statusCode, res.body).toBe(401);
        guessed++;
      }
    }
    // The account is slowed to its longest wait for every browser it does not know, the right password included.
    expect(retryAfterOf(await staffBrowser(file.app).login({ clinic: file.clinicA.key, email: email! }))).toBe(900);
    expect(retryAfterOf(await guesser.login({ clinic: file.clinicA.key, email: email! }))).toBe(900);
    // The owner's own browser is let in at once, again and again.
    for (let i = 0; i < 3; i++) {
      const res = await owner.login({ clinic: file.clinicA.key, email: email! });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A cookie altered (another device id under the owner's signature) or another account's does not help.
    const forger = staffBrowser(file.app);
    const [tenantId, staffId, deviceId, ...signed] = owner.devices!.split('.');
    const otherDevice = (deviceId!.startsWith('A') ? 'B' : 'A') + deviceId!.slice(1);
    forger.devices = [tenantId, staffId, otherDevice, ...signed].join('.');
    expect((await forger.login({ clinic: file.clinicA.key, email: email! })).statusCode).toBe(429);
    const colleague = staffBrowser(file.app);
    expect((await colleague.login({ clinic: file.clinicA.key, email: 'desk@a.example' })).statusCode).toBe(200);
    expect((await colleague.login({ clinic: file.clinicA.key, email: email! })).statusCode).toBe(429);
  });

  it('slows a known device by its own wrong passwords, not the account for other browsers', async () => {
    const [email] = await addCheapAccounts(file.database.db, file.clinicA, 'own-device', 1);
    const device = staffBrowser(file.app);
    expect((await device.login({ clinic: file.clinicA.key, email: email! })).statusCode).toBe(200);
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perDevice; i++) {
      expect((await device.login({ clinic: file.clinicA.key, email: email!, password: `typo ${i}` })).statusCode).toBe(
        401,
      );
    }
    expect(retryAfterOf(await device.login({ clinic: file.clinicA.key, email: email! }))).toBe(1);
    expect((await staffLogin(file.app, { clinic: file.clinicA.key, email: email! })).statusCode).toBe(200);
    laterSeconds(1);
    expect((await device.login({ clinic: file.clinicA.key, email: email! })).statusCode).toBe(200);
  });

  it('slows an email without an account the same way, so being slowed tells nobody which accounts exist', async () => {
    const answers = async (email: string) => {
      const seen: Array<[number, unknown]> = [];
      for (let i = 0; i <= STAFF_LOGIN_LIMITS.perAccount + 1; i++) {
        const res = await staffLogin(file.app, { clinic: file.clinicA.key, email, password: `guess ${i}` });
        seen.push([res.statusCode, (res.json() as { params?: unknown }).params]);
      }
      return seen;
    };
    await addStaff(file.database.db, file.clinicA, { email: 'exists@a.example', role: 'reception' });
    const known = await answers('exists@a.example');
    expect(known.at(-1)).toEqual([429, { seconds: 1, minutes: 1 }]);
    expect(await answers('never-was@a.example')).toEqual(known);
  });

  it('counts only wrong passwords: a receptionist logging in on several desks is never slowed', async () => {
    await addStaff(file.database.db, file.clinicA, { email: 'many-desks@a.example', role: 'reception' });
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccount + 3; i++) {
      const res = await staffLogin(file.app, { clinic: file.clinicA.key, email: 'many-desks@a.example' });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('marks the known-device cookie Secure in production', async () => {
    const app = await buildTestApp(file.database, { now: () => clock, config: { env: 'production' } });
    try {
      const res = await staffLogin(app, { clinic: file.clinicA.key, email: 'desk@a.example' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await app.close();
    }
  });
});
