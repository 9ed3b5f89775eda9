import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STAFF_LOGIN_LIMITS } from '../../src/modules/staff/staff-auth.service';
import { testConfig } from '../../src/config';
import { addCheapAccounts, retryAfterOf, staffBrowser } from '../helpers/staff-browser';
import { buildTestApp } from '../helpers/test-app';
import { twoClinicsStaffForFile } from '../helpers/two-clinics-staff';

// Monday 2026-12-07, 09:00 in Jerusalem; tests move the clock forward only.
let clock = new Date('2026-12-07T07:00:00Z');
const laterSeconds = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

const file = twoClinicsStaffForFile(() => clock);

// Each account takes fewer wrong passwords than slow it, so only the address's count is reached.
const perAccount = STAFF_LOGIN_LIMITS.perAccount - 1;
const accountsFor = (tries: number) => Math.ceil(tries / perAccount);

describe('staff login from one address', () => {
  it(`slows an address after ${STAFF_LOGIN_LIMITS.perAddress} wrong passwords across accounts, with waits that grow`, async () => {
    const emails = await addCheapAccounts(
      file.database.db,
      file.clinicA,
      'spray',
      accountsFor(STAFF_LOGIN_LIMITS.perAddress) + 3,
    );
    const guesser = staffBrowser(file.app);
    const emailOf = (i: number) => emails[Math.floor(i / perAccount)]!;
    const guess = (i: number) => guesser.login({ clinic: file.clinicA.key, email: emailOf(i), password: 'wrong' });
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAddress; i++) {
      const res = await guess(i);
      expect(res.statusCode, res.body).toBe(401);
    }
    // Slowed even with the right password of an account it has not tried yet, and more with each further guess.
    const fresh = STAFF_LOGIN_LIMITS.perAddress;
    expect(retryAfterOf(await guesser.login({ clinic: file.clinicA.key, email: emailOf(fresh) }))).toBe(1);
    laterSeconds(1);
    expect((await guess(fresh)).statusCode).toBe(401);
    expect(retryAfterOf(await guess(fresh + 1))).toBe(2);
    laterSeconds(2);
    expect((await guess(fresh + 1)).statusCode).toBe(401);
    expect(retryAfterOf(await guess(fresh + 2))).toBe(4);
    // Another address is another client.
    const elsewhere = staffBrowser(file.app);
    const res = await elsewhere.login({ clinic: file.clinicA.key, email: emails.at(-1)! });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('counts an IPv6 client by its /64 network, as the code limits do', async () => {
    const emails = await addCheapAccounts(
      file.database.db,
      file.clinicA,
      'v6',
      accountsFor(STAFF_LOGIN_LIMITS.perAddress),
    );
    // Every try from another address of one /64 network.
    const at = (i: number) => `2001:db8:64:1:${(i + 1).toString(16)}::1`;
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAddress; i++) {
      const email = emails[Math.floor(i / perAccount)]!;
      const res = await staffBrowser(file.app, at(i)).login({ clinic: file.clinicA.key, email, password: 'wrong' });
      expect(res.statusCode, res.body).toBe(401);
    }
    const email = emails.at(-1)!;
    expect(retryAfterOf(await staffBrowser(file.app, at(999)).login({ clinic: file.clinicA.key, email }))).toBe(1);
    // Another /64 is another client.
    const elsewhere = await staffBrowser(file.app, '2001:db8:64:2::1').login({ clinic: file.clinicA.key, email });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('takes the address limit from STAFF_LOGINS_PER_IP, and counts only wrong passwords under it', async () => {
    const app = await buildTestApp(file.database, { now: () => clock, config: { staffLoginsPerIp: 2 } });
    try {
      const desk = staffBrowser(app);
      const login = (email: string, password?: string) =>
        desk.login({ clinic: file.clinicA.key, email, ...(password ? { password } : {}) });
      // A front desk's own logins never count.
      for (let i = 0; i < 4; i++) expect((await login('desk@a.example')).statusCode).toBe(200);
      expect((await login('owner@a.example', 'typo')).statusCode).toBe(401);
      expect((await login('dana@a.example', 'typo')).statusCode).toBe(401);
      expect(retryAfterOf(await login('desk@a.example'))).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('staff login across server processes', () => {
  it('shares the slowdown through Redis, and each process knows the devices another one met', async () => {
    const shared = {
      redisUrl: process.env.REDIS_URL,
      rateLimitPrefix: `clinic-test:${randomBytes(6).toString('hex')}:`,
      otp: { ...testConfig().otp, secret: randomBytes(32).toString('hex') },
    };
    const [one, two] = await Promise.all([
      buildTestApp(file.database, { now: () => clock, config: shared }),
      buildTestApp(file.database, { now: () => clock, config: shared }),
    ]);
    try {
      const [email] = await addCheapAccounts(file.database.db, file.clinicA, 'processes', 1);
      const clinic = file.clinicA.key;
      const owner = staffBrowser(one);
      expect((await owner.login({ clinic, email: email! })).statusCode).toBe(200);
      // Wrong passwords sent to the first process slow the account on the second.
      for (let i = 0; i < STAFF_LOGIN_LIMITS.perAccount; i++) {
        const guesser = i % 2 ? staffBrowser(one) : staffBrowser(two);
        expect((await guesser.login({ clinic, email: email!, password: `guess ${i}` })).statusCode).toBe(401);
      }
      expect(retryAfterOf(await staffBrowser(two).login({ clinic, email: email! }))).toBe(1);
      // The owner's browser, known to the first process, is let in by the second.
      const ownerAtTwo = staffBrowser(two, owner.address);
      ownerAtTwo.devices = owner.devices;
      expect((await ownerAtTwo.login({ clinic, email: email! })).statusCode).toBe(200);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
