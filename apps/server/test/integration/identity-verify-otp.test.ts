import { describe, expect, it } from 'vitest';
import { ZVerifyOtpResponse } from '@clinic/contract/identity/identity';
import { testConfig } from '../../src/config';
import { otpRowsOf } from '../helpers/customer-rows';
import { identityClient, registration, uniquePhone } from '../helpers/identity';
import { identityAppForFile } from '../helpers/identity-app';

const { file, advance, extraApp, api } = identityAppForFile();

describe('verify_otp', () => {
  it('opens a session with the right code; the code is single-use', async () => {
    const phone = uniquePhone();
    const sent = (await api().sendOtp({ phone, not_exist: 1, ...registration })).json();
    const code = await api().latestCode(phone);
    const res = await api().verifyOtp(phone, code);
    expect(res.statusCode).toBe(200);
    const body = ZVerifyOtpResponse.parse(res.json());
    expect(sent.customer_id).toBeNull();
    expect(body).toMatchObject({
      success: 1,
      message: 'Login successful!',
      cust_id: expect.any(Number),
      customer_data: { name: 'Noa Levi', phone: `+${phone}`, age: 34, gender: 'female' },
    });
    expect(body.customer_data.id).toBe(body.cust_id);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await api().verifyOtp(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid verification code');
  });

  it("answers 'Invalid verification code' for a wrong code, and locks the code after 5 wrong tries", async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const code = await api().latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await api().verifyOtp(phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, message: 'Invalid verification code' });
    }
    const locked = await api().verifyOtp(phone, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong attempts. Please request a new code.');
    // A new code works again.
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    expect((await api().verifyOtp(phone, await api().latestCode(phone))).statusCode).toBe(200);
  });

  it('counts parallel wrong guesses atomically', async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const code = await api().latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 12 }, () => api().verifyOtp(phone, wrong)));
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const code = await api().latestCode(phone);
    advance(5 * 60 * 1000);
    const res = await api().verifyOtp(phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Verification code expired. Please request a new code.');
  });

  it('keeps no code hashes of a phone older than a day', async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    advance(25 * 60 * 60 * 1000);
    await api().sendOtp({ phone });
    const rows = await otpRowsOf(file.database.db, `+${phone}`);
    expect(rows).toHaveLength(1);
  });

  it('accepts only the newest code of a phone', async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const first = await api().latestCode(phone);
    await api().sendOtp({ phone });
    const second = await api().latestCode(phone);
    if (first !== second)
      expect((await api().verifyOtp(phone, first)).json().message).toBe('Invalid verification code');
    expect((await api().verifyOtp(phone, second)).statusCode).toBe(200);
  });

  it("does not accept one tenant's code on another tenant", async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const code = await api().latestCode(phone);
    const res = await identityClient(file.app, file.other.token).verifyOtp(phone, code);
    expect(res.statusCode).toBe(400);
    expect((await api().verifyOtp(phone, code)).statusCode).toBe(200);
  });

  it('refuses malformed codes with the contract message', async () => {
    const res = await api().verifyOtp(uniquePhone(), '12a456');
    expect(res.statusCode).toBe(400);
    // A sentence for a person; the field it concerns comes apart.
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid 6-digit verification code',
      params: { field: 'otp' },
    });
  });

  it('uses the fixed test code only for configured test numbers', async () => {
    const testPhone = uniquePhone();
    const withTestCode = await extraApp({
      otp: { ...testConfig().otp, testNumbers: [testPhone], testCode: '424242' },
    });
    const client = identityClient(withTestCode, file.tenant.token);
    await client.sendOtp({ phone: testPhone, not_exist: 1, ...registration });
    expect((await client.verifyOtp(testPhone, '424242')).statusCode).toBe(200);
    const normal = uniquePhone();
    await client.sendOtp({ phone: normal, not_exist: 1, ...registration });
    const code = await client.latestCode(normal);
    if (code !== '424242') expect((await client.verifyOtp(normal, '424242')).statusCode).toBe(400);
  });
});
