import { describe, expect, it } from 'vitest';
import { ZSendOtpResponse, ZVerifyOtpResponse } from '@clinic/contract/identity/identity';
import { testConfig } from '../../src/config';
import { customersWithPhone, otpRowsOf } from '../helpers/customer-rows';
import { identityClient, registration, uniquePhone } from '../helpers/identity';
import { identityAppForFile } from '../helpers/identity-app';

const { file, advance, extraApp, api } = identityAppForFile();

describe('send_otp', () => {
  it('answers not_exist 1 and no customer for an unknown number, and sends nothing', async () => {
    const phone = uniquePhone();
    const res = await api().sendOtp({ phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      message: 'Customer not found. Please complete your registration.',
      customer_id: null,
      not_exist: 1,
    });
    ZSendOtpResponse.parse(res.json());
    expect(await api().outbox(phone)).toEqual([]);
  });

  it('sends a code with registration fields and creates the customer only when that code is verified', async () => {
    const phone = uniquePhone();
    const res = await api().sendOtp({ phone, not_exist: 1, ...registration });
    expect(res.statusCode).toBe(200);
    const body = ZSendOtpResponse.parse(res.json());
    expect(body).toMatchObject({
      message: 'Account created successfully! OTP sent to your WhatsApp.',
      not_exist: 0,
      customer_id: null,
    });
    expect(body).not.toHaveProperty('otp');
    expect(res.headers['cache-control']).toBe('no-store');
    const customerRows = () => customersWithPhone(file.database.db, file.tenant.id, `+${phone}`);
    expect(await customerRows()).toEqual([]);
    const outbox = await api().outbox(phone);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: phone, sent_at: file.clock.toISOString() });
    expect(outbox[0]!.code).toMatch(/^\d{6}$/);
    expect(outbox[0]!.text).toContain(outbox[0]!.code);
    // The code is stored only as a hash.
    const stored = await otpRowsOf(file.database.db, `+${phone}`);
    expect(stored[0]!.codeHash).not.toContain(outbox[0]!.code);
    expect(stored[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const verified = ZVerifyOtpResponse.parse((await api().verifyOtp(phone, outbox[0]!.code)).json());
    const [row] = await customerRows();
    expect(row).toMatchObject({ id: verified.cust_id, name: 'Noa Levi', age: 34, gender: 'female' });
    expect(row).toMatchObject({ email: 'noa@example.com' });
  });

  it("an unverified request cannot choose another person's profile", async () => {
    const phone = uniquePhone();
    const stranger = identityClient(file.app, file.tenant.token, '10.9.0.1');
    await stranger.sendOtp({ phone, not_exist: 1, ...registration, name: 'Someone Else', email: 'x@example.com' });
    // The owner registers too; only the newest code counts, and it carries the owner's details.
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const verified = ZVerifyOtpResponse.parse((await api().verifyOtp(phone, await api().latestCode(phone))).json());
    expect(verified.customer_data).toMatchObject({ name: 'Noa Levi', email: 'noa@example.com' });
  });

  it("a stranger's registration sent after the owner's never becomes the owner's profile", async () => {
    const phone = uniquePhone();
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const stranger = identityClient(file.app, file.tenant.token, '10.9.0.2');
    await stranger.sendOtp({ phone, not_exist: 1, ...registration, name: 'Someone Else', email: 'x@example.com' });
    // The owner enters the newest code WhatsApp brought, which came with the stranger's details: no profile.
    const refused = await api().verifyOtp(phone, await api().latestCode(phone));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Customer not found. Please complete your registration.');
    const rows = await customersWithPhone(file.database.db, file.tenant.id, `+${phone}`);
    expect(rows).toEqual([]);
    // Registering again gives the owner their own profile.
    await api().sendOtp({ phone, not_exist: 1, ...registration });
    const verified = ZVerifyOtpResponse.parse((await api().verifyOtp(phone, await api().latestCode(phone))).json());
    expect(verified.customer_data).toMatchObject({ name: 'Noa Levi', email: 'noa@example.com' });
    // A code with details and no ticket (an old client, or someone else's code) creates nothing either.
    const other = uniquePhone();
    await api().sendOtp({ phone: other, not_exist: 1, ...registration });
    const bare = await file.app.inject({
      method: 'POST',
      url: '/api/bull36/verify_otp',
      headers: { 'x-tenant-token': file.tenant.token },
      payload: { phone: other, otp: await api().latestCode(other) },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'REGISTRATION_REQUIRED' });
    const strays = await customersWithPhone(file.database.db, file.tenant.id, `+${other}`);
    expect(strays).toEqual([]);
  });

  it('in the demo, answers the code to whoever asked for it, and that code logs in', async () => {
    const phone = uniquePhone();
    const sent = ZSendOtpResponse.parse((await api().sendOtp({ phone, not_exist: 1, ...registration })).json());
    expect(sent.demo_code).toMatch(/^\d{6}$/);
    expect(sent.demo_code).toBe(await api().latestCode(phone));
    expect((await api().verifyOtp(phone, sent.demo_code!)).statusCode).toBe(200);
  });

  it('treats the national number with its trunk 0 as the same phone and customer', async () => {
    const phone = uniquePhone();
    const first = await api().login(phone);
    const withTrunk = `9720${phone.slice(3)}`;
    const again = await api().sendOtp({ phone: withTrunk });
    expect(again.json()).toMatchObject({
      success: 1,
      message: 'OTP sent successfully via WhatsApp!',
      customer_id: first.cust_id,
      not_exist: 0,
    });
    // Registration fields for a known number change nothing.
    await api().sendOtp({ phone: withTrunk, not_exist: 1, ...registration, name: 'Someone Else' });
    const rows = await customersWithPhone(file.database.db, file.tenant.id, `+${phone}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Noa Levi');
    expect(await api().outbox(withTrunk)).toHaveLength(3);
  });

  it('validates registration fields with one sentence, naming the field apart', async () => {
    const phone = uniquePhone();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...registration, name: ' ' }, 'name', 'Name is required'],
      [{ ...registration, age: undefined }, 'age', 'Please enter a valid age (1-120)'],
      [{ ...registration, age: 121 }, 'age', 'Please enter a valid age (1-120)'],
      [{ ...registration, age: 0 }, 'age', 'Please enter a valid age (1-120)'],
      [{ ...registration, gender: 'robot' }, 'gender', 'Gender is required'],
      [{ ...registration, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ ...registration, name: ' ', age: undefined }, 'name', 'Name is required'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await api().sendOtp({ phone, not_exist: 1, ...fields });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REGISTRATION_INVALID', message, params: { field } });
    }
    const hebrew = await api().sendOtp({ phone, not_exist: 1, ...registration, age: 0 }, { 'accept-language': 'he' });
    expect(hebrew.json()).toMatchObject({ message: 'יש להזין גיל תקין (1-120).', params: { field: 'age' } });
    // Email is optional.
    const ok = await api().sendOtp({ phone, not_exist: 1, ...registration, email: '' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses invalid phone numbers', async () => {
    for (const phone of ['12', '9721234', '97250123456789', 'abc']) {
      const res = await api().sendOtp({ phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().message).toBe('Please enter a valid phone number');
    }
  });

  it('answers 401 for a missing or unknown tenant token', async () => {
    const phone = uniquePhone();
    const missing = await file.app.inject({ method: 'POST', url: '/api/bull36/send_otp', payload: { phone } });
    expect(missing.statusCode).toBe(401);
    const unknown = await identityClient(file.app, 'no-such-token').sendOtp({ phone });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toMatch(/Unknown tenant token/);
    const verify = await identityClient(file.app, 'no-such-token').verifyOtp(phone, '123456');
    expect(verify.statusCode).toBe(401);
  });

  it('sends one phone at most 3 codes in any 10 minutes, and one address cannot keep its owner from a code', async () => {
    const phone = uniquePhone();
    const stranger = identityClient(file.app, file.tenant.token, '10.1.0.1');
    const owner = identityClient(file.app, file.other.token, '10.1.0.2');
    const send = (client: typeof owner) => client.sendOtp({ phone, not_exist: 1, ...registration });
    for (let i = 0; i < 3; i++) expect((await send(stranger)).statusCode).toBe(200);
    // Another address and another tenant share the limit of the person's number.
    const blocked = await send(owner);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many verification codes requested. Please try again in 10 minutes.');
    for (let i = 0; i < 5; i++) expect((await send(stranger)).statusCode).toBe(429);
    // Ten minutes after the stranger's first code the owner gets one, and the stranger's refusals cost nothing.
    advance(10 * 60 * 1000);
    expect((await send(owner)).statusCode).toBe(200);
    expect((await send(stranger)).statusCode).toBe(429);
    expect((await send(owner)).statusCode).toBe(200);
    expect((await send(owner)).statusCode).toBe(200);
    expect((await send(owner)).statusCode).toBe(429);
    const sentTimes = [...(await api().outbox(phone))].map((m) => Date.parse(m.sent_at)).sort();
    expect(sentTimes).toHaveLength(6);
    for (let i = 3; i < sentTimes.length; i++)
      expect(sentTimes[i]! - sentTimes[i - 3]!).toBeGreaterThanOrEqual(600_000);
  });

  it('limits sends per client address', async () => {
    const limited = await extraApp({ otp: { ...testConfig().otp, sendsPerIpPerHour: 3 } });
    const client = identityClient(limited, file.tenant.token, '10.2.0.1');
    for (let i = 0; i < 3; i++) {
      expect((await client.sendOtp({ phone: uniquePhone(), not_exist: 1, ...registration })).statusCode).toBe(200);
    }
    const blocked = await client.sendOtp({ phone: uniquePhone(), not_exist: 1, ...registration });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many verification codes requested/);
    // A client on the internet cannot dodge the limit by inventing X-Forwarded-For addresses.
    const outside = identityClient(limited, file.tenant.token, '203.0.113.9');
    for (let i = 0; i < 4; i++) {
      const res = await outside.sendOtp(
        { phone: uniquePhone(), not_exist: 1, ...registration },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
      expect(res.statusCode).toBe(i < 3 ? 200 : 429);
    }
    const elsewhere = identityClient(limited, file.tenant.token, '10.2.0.2');
    expect((await elsewhere.sendOtp({ phone: uniquePhone(), not_exist: 1, ...registration })).statusCode).toBe(200);
    // IPv6 clients count by their /64 network: a phone has a whole one to pick addresses from.
    for (let i = 1; i <= 4; i++) {
      const v6 = identityClient(limited, file.tenant.token, `2001:db8:7:7::${i.toString(16)}`);
      const res = await v6.sendOtp({ phone: uniquePhone(), not_exist: 1, ...registration });
      expect(res.statusCode).toBe(i <= 3 ? 200 : 429);
    }
    const nextNetwork = identityClient(limited, file.tenant.token, '2001:db8:7:8::1');
    expect((await nextNetwork.sendOtp({ phone: uniquePhone(), not_exist: 1, ...registration })).statusCode).toBe(200);
  });
});
