import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../src/db/client';
import { SECOND_FACTOR_ACCOUNT_TRIES } from '../../src/modules/staff/second-factor.service';
import { createTenant } from '../helpers/factories';
import { addStaff, staffCalls, staffLogin } from '../helpers/staff';
import { createTestDatabase } from '../helpers/test-db';
import { buildTestApp } from '../helpers/test-app';

// Monday 2026-12-07, 09:00 in Jerusalem; the tests move the clock forward.
let clock = new Date('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;

const codeAt = (secret: string, at = clock) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const login = async (email: string) => (await staffLogin(app, { clinic: tenant.key, email })).json();

/** Enrols an account: setup, a first code, the recovery codes; answers its secret and codes. */
async function enrol(token: string) {
  const calls = staffCalls(app, token);
  const setup = await calls.post('/api/staff/second_factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri } = setup.json() as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  const enabled = await calls.post('/api/staff/second_factor/enable', { code: codeAt(secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recovery: (enabled.json() as { recovery_codes: string[] }).recovery_codes };
}

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  for (const [email, role] of [
    ['owner@2fa.example', 'owner'],
    ['desk@2fa.example', 'reception'],
    ['night@2fa.example', 'reception'],
  ] as const) {
    await addStaff(database.db, tenant, { email, role });
  }
  app = await buildTestApp(database, { now: () => clock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the second factor', () => {
  it('enrols with a QR secret and a first code, then asks for a code after the password', async () => {
    const first = await login('desk@2fa.example');
    expect(first.next_step).toBe('none');
    const { secret, recovery } = await enrol(first.token);
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);

    const second = await login('desk@2fa.example');
    expect(second.next_step).toBe('second_factor');
    const pending = staffCalls(app, second.token);
    // The password alone opens nothing.
    expect((await pending.get('/api/staff/me')).statusCode).toBe(401);
    const wrong = await pending.post('/api/staff/login/second_factor', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    // The code just used to turn it on cannot be replayed: each 30-second code is taken once.
    const replayed = await pending.post('/api/staff/login/second_factor', { code: codeAt(secret) });
    expect(replayed.json().code).toBe('SECOND_FACTOR_INVALID');
    clock = new Date(clock.getTime() + 30_000);
    const right = await pending.post('/api/staff/login/second_factor', { code: codeAt(secret) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ token: second.token, next_step: 'none', role: 'reception' });
    const me = await pending.get('/api/staff/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().second_factor).toEqual({ enabled: true, required: false });
    // A finished second step cannot be taken again.
    expect((await pending.post('/api/staff/login/second_factor', { code: codeAt(secret) })).statusCode).toBe(401);
    // Nor can the same code open another login, even within its 30 seconds.
    const another = staffCalls(app, (await login('desk@2fa.example')).token);
    expect((await another.post('/api/staff/login/second_factor', { code: codeAt(secret) })).json().code).toBe(
      'SECOND_FACTOR_INVALID',
    );

    // A recovery code works once.
    const third = await login('desk@2fa.example');
    const viaRecovery = staffCalls(app, third.token);
    expect((await viaRecovery.post('/api/staff/login/second_factor', { code: recovery[0]! })).statusCode).toBe(200);
    const fourth = await login('desk@2fa.example');
    const reused = await staffCalls(app, fourth.token).post('/api/staff/login/second_factor', { code: recovery[0]! });
    expect(reused.json().code).toBe('SECOND_FACTOR_INVALID');
  });

  it('ends a login after five wrong codes', async () => {
    const { token } = await login('owner@2fa.example');
    const { secret } = await enrol(token);
    const pending = staffCalls(app, (await login('owner@2fa.example')).token);
    for (let i = 0; i < 5; i++) {
      expect((await pending.post('/api/staff/login/second_factor', { code: '111111' })).statusCode).toBe(400);
    }
    const locked = await pending.post('/api/staff/login/second_factor', { code: codeAt(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('SECOND_FACTOR_LOCKED');
    expect((await pending.post('/api/staff/login/second_factor', { code: codeAt(secret) })).statusCode).toBe(401);
  });

  it(`locks an account's second step after ${SECOND_FACTOR_ACCOUNT_TRIES} wrong codes in a row, whatever the logins`, async () => {
    await addStaff(database.db, tenant, { email: 'guessed@2fa.example', role: 'reception' });
    const { secret } = await enrol((await login('guessed@2fa.example')).token);
    const wrongCodes = async (count: number) => {
      const pending = staffCalls(app, (await login('guessed@2fa.example')).token);
      for (let i = 0; i < count; i++) {
        const res = await pending.post('/api/staff/login/second_factor', { code: '111111' });
        expect(res.json().code).toBe('SECOND_FACTOR_INVALID');
      }
      return pending;
    };
    // Each password login has five tries; a new login does not start the account's count again.
    await wrongCodes(4);
    await wrongCodes(4);
    await wrongCodes(2);
    clock = new Date(clock.getTime() + 30_000);
    const pending = staffCalls(app, (await login('guessed@2fa.example')).token);
    const locked = await pending.post('/api/staff/login/second_factor', { code: codeAt(secret) });
    expect(locked.statusCode, locked.body).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'SECOND_FACTOR_LOCKED' });
    expect((await pending.get('/api/staff/me')).statusCode).toBe(401);
    // 15 minutes on, a right code opens the workspace.
    clock = new Date(clock.getTime() + 15 * 60_000);
    const later = staffCalls(app, (await login('guessed@2fa.example')).token);
    const opened = await later.post('/api/staff/login/second_factor', { code: codeAt(secret) });
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('a right code starts the wrong codes count again', async () => {
    await addStaff(database.db, tenant, { email: 'typo@2fa.example', role: 'reception' });
    const { secret } = await enrol((await login('typo@2fa.example')).token);
    for (let round = 0; round < 2; round++) {
      for (const count of [4, 4, 1]) {
        const pending = staffCalls(app, (await login('typo@2fa.example')).token);
        for (let i = 0; i < count; i++) {
          expect((await pending.post('/api/staff/login/second_factor', { code: '111111' })).statusCode).toBe(400);
        }
      }
      clock = new Date(clock.getTime() + 30_000);
      const pending = staffCalls(app, (await login('typo@2fa.example')).token);
      const right = await pending.post('/api/staff/login/second_factor', { code: codeAt(secret) });
      expect(right.statusCode, right.body).toBe(200);
    }
  });

  it("an owner's rule holds back accounts without one until they enrol, and keeps enrolled ones from turning it off", async () => {
    // The owner enrolled in the test before: the second step, then the rule.
    const owner = await login('owner@2fa.example');
    const ownerCalls = staffCalls(app, owner.token);
    const ownerAccount = await database.db.query.staffAccounts.findFirst({
      where: (row, { eq }) => eq(row.email, 'owner@2fa.example'),
    });
    clock = new Date(clock.getTime() + 60_000);
    const step = await ownerCalls.post('/api/staff/login/second_factor', { code: codeAt(ownerAccount!.totpSecret!) });
    expect(step.statusCode, step.body).toBe(200);
    expect((await ownerCalls.post('/api/staff/second_factor/setup')).json().code).toBe('SECOND_FACTOR_ALREADY_ON');
    const desk = await login('desk@2fa.example');
    const deskCalls = staffCalls(app, desk.token);
    expect((await deskCalls.post('/api/staff/clinic/second_factor', { required: true })).statusCode).toBe(401);
    expect((await ownerCalls.post('/api/staff/clinic/second_factor', { required: true })).statusCode).toBe(200);

    const night = await login('night@2fa.example');
    expect(night.next_step).toBe('enrol_second_factor');
    const nightCalls = staffCalls(app, night.token);
    const held = await nightCalls.get('/api/staff/agenda?date=2026-12-07&branch=38');
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await nightCalls.get('/api/staff/me')).json().second_factor).toEqual({ enabled: false, required: true });
    const { secret } = await enrol(night.token);
    expect((await nightCalls.get('/api/staff/agenda?date=2026-12-07&branch=38')).statusCode).toBe(200);

    const off = await nightCalls.post('/api/staff/second_factor/disable', { code: codeAt(secret) });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('SECOND_FACTOR_KEPT_BY_CLINIC');
    expect((await ownerCalls.post('/api/staff/clinic/second_factor', { required: false })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    expect((await nightCalls.post('/api/staff/second_factor/disable', { code: codeAt(secret) })).statusCode).toBe(200);
    expect((await login('night@2fa.example')).next_step).toBe('none');

    const audit = (await ownerCalls.get('/api/staff/audit')).json().entries as Array<{ action: string }>;
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['second_factor.enabled', 'second_factor.policy', 'second_factor.disabled']),
    );
  });
});
