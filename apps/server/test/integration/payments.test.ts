import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ZChargeAppointmentResponse,
  ZGetPaymentDetailsResponse,
  ZPaymentLinkResponse,
  ZPaymentStatusResponse,
} from '@clinic/contract/payments/payments';
import { ZErrorEnvelope } from '@clinic/contract/core/common';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { appointments, paymentEvents, payments } from '../../src/db/schema';
import { holdSweepOn } from '../helpers/hold-sweep';
import { createTenant } from '../helpers/factories';
import { createCustomerSession, dumpAllTables, insertAppointment } from '../helpers/payment-fixtures';
import { createTestDatabase } from '../helpers/test-db';

const START = new Date('2026-12-01T08:00:00Z');
/** The hold sweep as app.ts wires it, run on its own, as another server process would. */
const expireUnpaidHolds = (db: Database['db'], at: Date, only?: { tenantId: number; appointmentId?: number }) =>
  holdSweepOn(db)(at, only);
let clock = START;
const now = () => clock;

let database: Database;
let app: FastifyInstance;
let logs = '';
let tenant: Awaited<ReturnType<typeof createTenant>>;
let other: Awaited<ReturnType<typeof createTenant>>;
let me: Awaited<ReturnType<typeof createCustomerSession>>;
let someoneElse: Awaited<ReturnType<typeof createCustomerSession>>;
let otherTenantCustomer: Awaited<ReturnType<typeof createCustomerSession>>;

const CARD = {
  cardNumber: '4242424242424242',
  expiryMonth: '12',
  expiryYear: '2030',
  cvc: '987',
  cardholderName: 'Dana Levi',
};

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  other = await createTenant(database.db);
  // Everything the app logs, at the most talkative level, to prove card data never reaches it.
  const capture = new Writable({
    write(chunk, _enc, done) {
      logs += String(chunk);
      done();
    },
  });
  app = await buildApp({
    config: testConfig({ logLevel: 'trace', publicUrl: 'http://clinic.test' }),
    database,
    now,
    logStream: capture,
  });
  me = await createCustomerSession(database.db, tenant, START);
  someoneElse = await createCustomerSession(database.db, tenant, START);
  otherTenantCustomer = await createCustomerSession(database.db, other, START);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  clock = START;
});

const hold = () => new Date(clock.getTime() + 15 * 60_000);
const newHold = (values: Partial<Parameters<typeof insertAppointment>[1]> = {}) =>
  insertAppointment(database.db, { tenantId: tenant.id, customerId: me.customerId, holdExpiresAt: hold(), ...values });

const charge = (body: Record<string, unknown>, headers: Record<string, string> = me.headers) =>
  app.inject({ method: 'POST', url: '/api/bull36/charge_appointment', headers, payload: body });
const status = (appointmentId: number, headers: Record<string, string> = me.headers) =>
  app.inject({ url: `/api/bull36/payment_status?appointment_id=${appointmentId}`, headers });
const paymentLink = (company: string, body: Record<string, unknown>, headers: Record<string, string> = me.headers) =>
  app.inject({ method: 'POST', url: `/api/bull36/payment_link/${company}`, headers, payload: body });

async function appointmentRow(id: number) {
  const [row] = await database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, id)));
  return row!;
}
async function paymentRows(appointmentId: number) {
  return database.db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenant.id), eq(payments.appointmentId, appointmentId)))
    .orderBy(payments.id);
}
const expectContract = (schema: { safeParse(v: unknown): { error?: { issues: unknown[] } } }, body: unknown) =>
  expect(schema.safeParse(body).error?.issues ?? []).toEqual([]);

describe('GET /api/bull36/get_payment_details', () => {
  it('requires the invoice setting id', async () => {
    const res = await app.inject({ url: '/api/bull36/get_payment_details', headers: me.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: 0,
      message: 'Invoice setting ID is required',
      code: 'INVOICE_SETTING_REQUIRED',
    });
    const blank = await app.inject({ url: '/api/bull36/get_payment_details?invoice_setting_id=', headers: me.headers });
    expect(blank.json().message).toBe('Invoice setting ID is required');
  });

  it("answers the legacy 'sucess' flag, the flow and the server's amount for a treatment", async () => {
    const res = await app.inject({
      url: `/api/bull36/get_payment_details?invoice_setting_id=sandbox&treatment_id=12&treatment_price=1&customer_id=${me.customerId}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expectContract(ZGetPaymentDetailsResponse, res.json());
    expect(res.json()).toMatchObject({
      sucess: 1,
      data: {
        invoice_setting_id: 'sandbox',
        provider: 'sandbox',
        payment_method: 'card',
        currency: 'ILS',
        amount: 100,
      },
    });
  });

  it("needs a session and refuses another customer's id", async () => {
    const anonymous = await app.inject({
      url: '/api/bull36/get_payment_details?invoice_setting_id=7',
      headers: { 'x-tenant-token': tenant.token },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await app.inject({
      url: `/api/bull36/get_payment_details?invoice_setting_id=7&customer_id=${someoneElse.customerId}`,
      headers: me.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('POST /api/bull36/charge_appointment', () => {
  it('charges the amount decided by the server, keeps brand and last 4, and confirms the appointment', async () => {
    const appt = await newHold();
    const res = await charge({
      appointmentId: appt.id,
      ...CARD,
      amount: '1.00',
      paymentMethod: 'card',
      // What create_appointment answered for this booking, passed back as the legacy site does.
      invoiceSettingId: 'sandbox',
      paymentDetailId: 'sandbox',
      docType: 'receipt',
      cardPin: '',
    });
    expect(res.statusCode).toBe(200);
    expectContract(ZChargeAppointmentResponse, res.json());
    expect(res.json()).toMatchObject({
      success: 1,
      message: 'Payment completed successfully! Your appointment is confirmed.',
      data: { status: 'paid', amount: 100, currency: 'ILS', card_brand: 'visa', card_last4: '4242' },
    });
    const [payment] = await paymentRows(appt.id);
    // minForcePaymentPrice 100 of the forced treatment, in agorot; the client's 1.00 is ignored.
    expect(payment).toMatchObject({ status: 'paid', amountMinor: 10_000, cardBrand: 'visa', cardLast4: '4242' });
    expect(await appointmentRow(appt.id)).toMatchObject({ paidStatus: 1, status: 'active', holdExpiresAt: null });
    const polled = await status(appt.id);
    expectContract(ZPaymentStatusResponse, polled.json());
    expect(polled.json()).toMatchObject({ success: 1, status: 'paid', paid_status: 1 });
  });

  it('refuses to charge an appointment twice', async () => {
    const appt = await newHold();
    expect((await charge({ appointmentId: appt.id, ...CARD })).statusCode).toBe(200);
    const again = await charge({ appointmentId: appt.id, ...CARD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This appointment is already paid');
    expect(await paymentRows(appt.id)).toHaveLength(1);
  });

  it('runs two simultaneous charges of one appointment as one payment', async () => {
    const appt = await newHold();
    const results = await Promise.all([
      charge({ appointmentId: appt.id, ...CARD }),
      charge({ appointmentId: appt.id, ...CARD }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await paymentRows(appt.id)).filter((p) => p.status === 'paid')).toHaveLength(1);
  });

  it('accepts any other valid card number', async () => {
    const appt = await newHold();
    const res = await charge({ appointmentId: appt.id, ...CARD, cardNumber: '5555555555554444' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ card_brand: 'mastercard', card_last4: '4444' });
  });

  it('cancels the appointment when the card is declined', async () => {
    const appt = await newHold();
    const res = await charge({ appointmentId: appt.id, ...CARD, cardNumber: '4000000000000002' });
    expect(res.statusCode).toBe(400);
    expectContract(ZErrorEnvelope, res.json());
    expect(res.json().message).toBe('Payment failed. Your appointment has been cancelled.');
    const row = await appointmentRow(appt.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).toEqual(START);
    expect(row.paidStatus).toBe(0);
    expect((await paymentRows(appt.id))[0]).toMatchObject({ status: 'failed', cardLast4: '0002' });
    expect((await status(appt.id)).json()).toMatchObject({
      status: 'failed',
      message: 'Payment failed. Your appointment has been cancelled.',
    });
    // A cancelled appointment cannot be paid afterwards.
    expect((await charge({ appointmentId: appt.id, ...CARD })).statusCode).toBe(409);
  });

  it.each([
    ['no appointment id', { ...CARD }],
    ['no card number', { ...CARD, cardNumber: '' }],
    ['no cvc', { ...CARD, cvc: undefined }],
    ['no expiry month', { ...CARD, expiryMonth: '' }],
    ['no expiry year', { ...CARD, expiryYear: undefined }],
    ['no cardholder name', { ...CARD, cardholderName: '  ' }],
  ])('answers the spec message with %s', async (_label, fields) => {
    const appt = await newHold();
    const body = _label === 'no appointment id' ? fields : { appointmentId: appt.id, ...fields };
    const res = await charge(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: 0,
      message: 'All card details and appointment ID are required',
      code: 'CARD_DETAILS_REQUIRED',
    });
  });

  it('does not ask hosted-frame methods for card details', async () => {
    const appt = await newHold();
    const res = await charge({ appointmentId: appt.id, paymentMethod: 'stripe_iframe' });
    // Validation passed; the treatment simply is not sold through Stripe in this clinic.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This payment company is not available');
    const nedarim = await charge({ appointmentId: appt.id, paymentMethod: 'nedarim_ifram' });
    expect(nedarim.json().message).toBe('This payment company is not available');
  });

  it('refuses numbers that fail the Luhn check and expired cards, keeping the appointment', async () => {
    const appt = await newHold();
    const bad = await charge({ appointmentId: appt.id, ...CARD, cardNumber: '4242424242424241' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The card number is not valid');
    const expired = await charge({ appointmentId: appt.id, ...CARD, expiryMonth: '11', expiryYear: '2026' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('The card has expired');
    expect(await appointmentRow(appt.id)).toMatchObject({ status: 'active', paidStatus: 0 });
    expect(await paymentRows(appt.id)).toHaveLength(0);
  });

  it("refuses another customer's or another clinic's appointment", async () => {
    const mine = await newHold();
    const theirs = await charge({ appointmentId: mine.id, ...CARD }, someoneElse.headers);
    expect(theirs.statusCode).toBe(403);
    const otherClinic = await charge({ appointmentId: mine.id, ...CARD }, otherTenantCustomer.headers);
    expect(otherClinic.statusCode).toBe(403);
    expect((await status(mine.id, someoneElse.headers)).statusCode).toBe(403);
    expect(await paymentRows(mine.id)).toHaveLength(0);
  });
});

describe('payment link and the sandbox payment page', () => {
  const linkBody = (appt: { id: number }) => ({
    date: '2027-01-03',
    start_time: '10:00',
    end_time: '10:15',
    treatment_id: 12,
    branch_id: 38,
    treatment_price: '1',
    customer_id: me.customerId,
    force_payment_document: 'receipt',
    appointment_id: appt.id,
  });
  const pagePath = (url: string) => new URL(url).pathname + new URL(url).search;
  const submit = (url: string, action: string) => {
    const u = new URL(url);
    return app.inject({
      method: 'POST',
      url: u.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ sig: u.searchParams.get('sig')!, action }).toString(),
    });
  };

  it('answers sucess, redirect_url and insert_id; Pay on the page marks the appointment paid once', async () => {
    const appt = await newHold();
    const res = await paymentLink('sandbox', linkBody(appt));
    expect(res.statusCode).toBe(200);
    expectContract(ZPaymentLinkResponse, res.json());
    const { redirect_url, insert_id } = res.json();
    expect(res.json().sucess).toBe(1);
    expect(insert_id).toBe(appt.id);
    expect(redirect_url).toMatch(new RegExp(`^http://clinic\\.test/pay/sandbox/${tenant.id}/\\d+\\?sig=[0-9a-f]{64}$`));
    expect((await status(appt.id)).json()).toMatchObject({ status: 'pending', paid_status: 0 });

    const page = await app.inject({ url: pagePath(redirect_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).toContain('₪100.00');
    expect(page.body).toMatch(/<button type="submit" class="pay">Pay<\/button>/);
    expect(page.body).toMatch(/>Decline<\/button>/);
    expect(page.body).not.toMatch(/<script|style=|onclick/i);
    const css = await app.inject({ url: '/pay/assets/pay.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);

    const paid = await submit(redirect_url, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment completed');
    expect(paid.body).toContain('You can close this window');
    expect((await status(appt.id)).json()).toMatchObject({ status: 'paid', paid_status: 1 });
    const [before] = await paymentRows(appt.id);
    expect(before).toMatchObject({ status: 'paid', provider: 'sandbox', amountMinor: 10_000 });

    // The same callback again, and a late Decline, change nothing.
    clock = new Date(START.getTime() + 60_000);
    expect((await submit(redirect_url, 'pay')).body).toContain('Payment completed');
    expect((await submit(redirect_url, 'decline')).body).toContain('Payment completed');
    const [after] = await paymentRows(appt.id);
    expect(after).toEqual(before);
    expect(await appointmentRow(appt.id)).toMatchObject({ status: 'active', paidStatus: 1 });
    const events = await database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'sandbox'), eq(paymentEvents.eventId, `${tenant.id}:${before!.id}:pay`)));
    expect(events).toHaveLength(1);
    // The page now only shows the outcome.
    expect((await app.inject({ url: pagePath(redirect_url) })).body).toContain('Payment completed');
  });

  it('finds the booking by its time when the legacy call sends no appointment id', async () => {
    // 2027-01-10 10:00 in Jerusalem (UTC+2 in winter), a day the other holds of this file never reach.
    const appt = await newHold({ startsAt: new Date('2027-01-10T08:00:00Z'), doctorId: 2 });
    const { appointment_id: _omitted, ...sameTimeOnOtherDay } = linkBody(appt);
    const body = { ...sameTimeOnOtherDay, date: '2027-01-10' };
    const res = await paymentLink('sandbox', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().insert_id).toBe(appt.id);
    const missing = await paymentLink('sandbox', { ...body, start_time: '05:30' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No appointment found. Please start the booking process again.');
  });

  it('Decline on the page fails the payment and cancels the appointment', async () => {
    const appt = await newHold();
    const { redirect_url } = (await paymentLink('sandbox', linkBody(appt))).json();
    const declined = await submit(redirect_url, 'decline');
    expect(declined.body).toContain('Payment failed');
    expect((await status(appt.id)).json()).toMatchObject({
      status: 'failed',
      message: 'Payment failed. Your appointment has been cancelled.',
    });
    expect((await appointmentRow(appt.id)).status).toBe('cancelled');
    // Pay after Decline is a different callback, but the payment is over: nothing changes.
    expect((await submit(redirect_url, 'pay')).body).toContain('Payment failed');
    expect((await appointmentRow(appt.id)).paidStatus).toBe(0);
  });

  it('refuses forged or foreign links', async () => {
    const appt = await newHold();
    const { redirect_url } = (await paymentLink('sandbox', linkBody(appt))).json();
    const forged = redirect_url.replace(/sig=[0-9a-f]{6}/, 'sig=000000');
    expect((await app.inject({ url: pagePath(forged) })).statusCode).toBe(403);
    expect((await submit(forged, 'pay')).statusCode).toBe(403);
    expect((await status(appt.id)).json().status).toBe('pending');
  });

  it('refuses a company that is none, unknown or not the treatment’s, and foreign customers', async () => {
    const appt = await newHold();
    for (const company of ['0', 'stripe', 'nedarim']) {
      const res = await paymentLink(company, linkBody(appt));
      expect(res.statusCode).toBe(400);
    }
    const foreign = await paymentLink('sandbox', { ...linkBody(appt), customer_id: someoneElse.customerId });
    expect(foreign.statusCode).toBe(403);
    const theirs = await paymentLink(
      'sandbox',
      { ...linkBody(appt), customer_id: someoneElse.customerId },
      someoneElse.headers,
    );
    expect(theirs.statusCode).toBe(403);
  });

  it('paying by card closes an open payment window, which then shows the booking as paid', async () => {
    const appt = await newHold();
    const { redirect_url } = (await paymentLink('sandbox', linkBody(appt))).json();
    expect((await charge({ appointmentId: appt.id, ...CARD })).statusCode).toBe(200);
    const rows = await paymentRows(appt.id);
    expect(rows.map((p) => p.status)).toEqual(['expired', 'paid']);
    expect((await app.inject({ url: pagePath(redirect_url) })).body).toContain('Payment completed');
    expect((await submit(redirect_url, 'pay')).body).toContain('Payment completed');
    expect((await paymentRows(appt.id)).map((p) => p.status)).toEqual(['expired', 'paid']);
  });

  it('refuses a link for an appointment already paid', async () => {
    const appt = await newHold();
    await charge({ appointmentId: appt.id, ...CARD });
    const res = await paymentLink('sandbox', linkBody(appt));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This appointment is already paid');
  });
});

describe('unpaid holds expire', () => {
  it('after the hold time: status expired, payment refused, page closed, time free again', async () => {
    const appt = await newHold();
    const { redirect_url } = (await paymentLink('sandbox', { appointment_id: appt.id, ...legacySlot() })).json();
    clock = new Date(START.getTime() + 14 * 60_000);
    expect((await status(appt.id)).json().status).toBe('pending');

    clock = new Date(START.getTime() + 16 * 60_000);
    expect((await status(appt.id)).json()).toMatchObject({
      status: 'expired',
      message: 'Your booking has expired. Please book again.',
    });
    expect((await appointmentRow(appt.id)).status).toBe('expired');
    expect((await paymentRows(appt.id))[0]!.status).toBe('expired');
    const late = await charge({ appointmentId: appt.id, ...CARD });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Your booking has expired. Please book again.');
    const u = new URL(redirect_url);
    const pay = await app.inject({
      method: 'POST',
      url: u.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sig=${u.searchParams.get('sig')}&action=pay`,
    });
    expect(pay.body).toContain('Booking expired');
    expect((await appointmentRow(appt.id)).paidStatus).toBe(0);
    // The database accepts another booking of the same doctor at the same time now.
    const again = await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: someoneElse.customerId,
      startsAt: appt.startsAt,
    });
    expect(again.status).toBe('active');
  });

  it('the sweep expires only unpaid holds past their time, once, however many processes run it', async () => {
    const due = await newHold({ holdExpiresAt: new Date(START.getTime() - 1000) });
    const notYet = await newHold({ holdExpiresAt: new Date(START.getTime() + 60_000) });
    const paid = await newHold({ holdExpiresAt: new Date(START.getTime() - 1000), paidStatus: 1 });
    const noHold = await newHold({ holdExpiresAt: null });
    const runs = await Promise.all([1, 2, 3].map(() => expireUnpaidHolds(database.db, START)));
    const expiredIds = runs
      .flat()
      .filter((r) => r.tenantId === tenant.id)
      .map((r) => r.id);
    expect(expiredIds.filter((id) => id === due.id)).toHaveLength(1);
    expect(expiredIds).not.toContain(notYet.id);
    expect((await appointmentRow(due.id)).status).toBe('expired');
    expect((await appointmentRow(notYet.id)).status).toBe('active');
    expect((await appointmentRow(paid.id)).status).toBe('active');
    expect((await appointmentRow(noHold.id)).status).toBe('active');
  });

  it('the check before acting on one booking expires only that booking', async () => {
    const first = await newHold({ holdExpiresAt: new Date(START.getTime() - 1000) });
    const second = await newHold({ holdExpiresAt: new Date(START.getTime() - 1000) });
    const done = await expireUnpaidHolds(database.db, START, { tenantId: tenant.id, appointmentId: first.id });
    expect(done).toEqual([{ tenantId: tenant.id, id: first.id }]);
    expect((await appointmentRow(first.id)).status).toBe('expired');
    expect((await appointmentRow(second.id)).status).toBe('active');
    // Before booking into a clinic's calendar, that clinic's expired holds go.
    const theirs = await insertAppointment(database.db, {
      tenantId: other.id,
      customerId: otherTenantCustomer.customerId,
      holdExpiresAt: new Date(START.getTime() - 1000),
    });
    const mine = await expireUnpaidHolds(database.db, START, { tenantId: tenant.id });
    expect(mine.map((r) => r.id)).toContain(second.id);
    expect(mine.every((r) => r.tenantId === tenant.id)).toBe(true);
    expect((await expireUnpaidHolds(database.db, START, { tenantId: other.id })).map((r) => r.id)).toEqual([theirs.id]);
  });

  it('the background sweeper runs on its interval and stops with the app', async () => {
    const appt = await newHold({ holdExpiresAt: new Date(Date.now() - 1000) });
    const sweeping = await buildApp({
      config: testConfig({ payments: { ...testConfig().payments, sweepSeconds: 1 } }),
      database,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await sweeping.close();
    expect((await appointmentRow(appt.id)).status).toBe('expired');
  });
});

function legacySlot() {
  return {
    date: '2027-01-03',
    start_time: '10:00',
    end_time: '10:15',
    treatment_id: 12,
    branch_id: 38,
    customer_id: me.customerId,
  };
}

describe('card data', () => {
  it('is never stored and never logged', async () => {
    const number = '4242424242424242';
    const cvc = '864';
    const appt = await newHold();
    const ok = await charge({ appointmentId: appt.id, ...CARD, cardNumber: number, cvc });
    expect(ok.statusCode).toBe(200);
    const declined = await newHold();
    await charge({ appointmentId: declined.id, ...CARD, cardNumber: '4000000000000002', cvc });
    const invalid = await newHold();
    const refused = await charge({ appointmentId: invalid.id, ...CARD, cardNumber: '4111111111111112', cvc });
    expect(refused.body).not.toContain('4111111111111112');
    const malformed = await charge({ appointmentId: invalid.id, ...CARD, cardNumber: '42424242424242429999', cvc });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toContain('42424242424242429999');

    const dump = await dumpAllTables(database.db);
    expect(dump).toContain('"4242"'); // last 4 are kept
    for (const secret of [number, '4000000000000002', '4111111111111112', '42424242424242429999']) {
      expect(dump).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(dump).not.toContain(`"${cvc}"`);
    expect(logs).not.toMatch(new RegExp(`\\b${cvc}\\b`));
    expect(logs).not.toMatch(/cvc|cardNumber/i);
    // The capture works: requests to the charge route were logged.
    expect(logs).toContain('/api/bull36/charge_appointment');
  });
});
