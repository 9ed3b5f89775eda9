import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZChargeAppointmentResponse, ZPaymentLinkResponse } from '@clinic/contract/payments/payments';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { appointments, paymentEvents, payments } from '../../src/db/schema';
import { STRIPE_WEBHOOK_PATH } from '../../src/modules/payments/payments.routes';
import { STRIPE_TREATMENT, createTenant, tenantFixture } from '../helpers/factories';
import { createCustomerSession, insertAppointment } from '../helpers/payment-fixtures';
import { createTestDatabase } from '../helpers/test-db';

const SECRET_KEY = 'sk_test_fake_key_for_tests';
const WEBHOOK_SECRET = 'whsec_fake_secret_for_tests';
const START = new Date('2026-12-01T08:00:00Z');
let clock = START;

/** A fake of Stripe's HTTP API on loopback: records each request, answers what the test queues. */
type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
const recorded: Recorded[] = [];
let nextAnswer: { status: number; body: unknown } | undefined;
let fake: Server;
let sessionCounter = 0;

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let me: Awaited<ReturnType<typeof createCustomerSession>>;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      sessionCounter += 1;
      const answer = nextAnswer ?? {
        status: 200,
        body: {
          id: `cs_test_${sessionCounter}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/cs_test_${sessionCounter}`,
        },
      };
      nextAnswer = undefined;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;

  database = await createTestDatabase();
  tenant = await createTenant(database.db, {
    treatments: [...tenantFixture().treatments, STRIPE_TREATMENT],
  });
  const base = testConfig();
  app = await buildApp({
    config: testConfig({
      publicUrl: 'https://clinic.example',
      payments: { ...base.payments, stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase } },
    }),
    database,
    now: () => clock,
  });
  me = await createCustomerSession(database.db, tenant, START);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  clock = START;
  recorded.length = 0;
});

const newHold = () =>
  insertAppointment(database.db, {
    tenantId: tenant.id,
    customerId: me.customerId,
    treatmentId: 13,
    minutes: 30,
    holdExpiresAt: new Date(clock.getTime() + 15 * 60_000),
  });
const link = (appointmentId: number, company = 'stripe') =>
  app.inject({
    method: 'POST',
    url: `/api/bull36/payment_link/${company}`,
    headers: me.headers,
    payload: {
      date: '2027-01-03',
      start_time: '10:00',
      end_time: '10:30',
      treatment_id: 13,
      branch_id: 38,
      treatment_price: '1',
      customer_id: me.customerId,
      appointment_id: appointmentId,
    },
  });
const status = async (appointmentId: number) =>
  (await app.inject({ url: `/api/bull36/payment_status?appointment_id=${appointmentId}`, headers: me.headers })).json();

function signed(event: unknown, opts: { secret?: string; at?: Date; raw?: string } = {}) {
  const raw = opts.raw ?? JSON.stringify(event);
  const t = Math.floor((opts.at ?? clock).getTime() / 1000);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: raw,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: t,
  });
  return { raw, header };
}
const webhook = (raw: string, header?: string) =>
  app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) },
    payload: raw,
  });
function sessionEvent(
  id: string,
  type: string,
  payment: { id: number; providerRef: string | null; amountMinor: number },
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: payment.providerRef,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: payment.amountMinor,
        currency: 'ils',
        metadata: { tenant_id: String(tenant.id), payment_id: String(payment.id) },
        ...extra,
      },
    },
  };
}
async function paymentOf(appointmentId: number) {
  const rows = await database.db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenant.id), eq(payments.appointmentId, appointmentId)))
    .orderBy(payments.id);
  return rows.at(-1)!;
}
async function appointmentRow(id: number) {
  const [row] = await database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, id)));
  return row!;
}

describe('Stripe Checkout', () => {
  it('creates a Checkout Session with the server’s amount, form-encoded, idempotent, and answers its URL', async () => {
    const appt = await newHold();
    const res = await link(appt.id);
    expect(res.statusCode).toBe(200);
    expect(ZPaymentLinkResponse.safeParse(res.json()).success).toBe(true);
    const payment = await paymentOf(appt.id);
    expect(res.json()).toEqual({
      sucess: 1,
      redirect_url: `https://checkout.stripe.test/c/pay/${payment.providerRef}`,
      insert_id: appt.id,
      payment_id: payment.id,
    });
    expect(payment).toMatchObject({ provider: 'stripe', status: 'pending', amountMinor: 30_000, currency: 'ILS' });

    expect(recorded).toHaveLength(1);
    const req = recorded[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/checkout/sessions');
    expect(req.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.headers['idempotency-key']).toBe(`clinic-payment-${tenant.id}-${payment.id}`);
    const form = Object.fromEntries(new URLSearchParams(req.body));
    expect(form).toEqual({
      mode: 'payment',
      client_reference_id: `${tenant.id}-${payment.id}`,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'ils',
      'line_items[0][price_data][unit_amount]': '30000',
      'line_items[0][price_data][product_data][name]': 'Laser session',
      'metadata[tenant_id]': String(tenant.id),
      'metadata[payment_id]': String(payment.id),
      'metadata[appointment_id]': String(appt.id),
      'payment_intent_data[metadata][tenant_id]': String(tenant.id),
      'payment_intent_data[metadata][payment_id]': String(payment.id),
      'payment_intent_data[metadata][appointment_id]': String(appt.id),
      success_url: 'https://clinic.example/pay/return?result=success',
      cancel_url: 'https://clinic.example/pay/return?result=cancel',
      expires_at: String(Math.floor(START.getTime() / 1000) + 30 * 60),
    });
    expect(await status(appt.id)).toMatchObject({ status: 'pending', paid_status: 0 });
  });

  it('charge_appointment with stripe_iframe opens the same hosted page without card fields', async () => {
    const appt = await newHold();
    const res = await app.inject({
      method: 'POST',
      url: '/api/bull36/charge_appointment',
      headers: me.headers,
      payload: { appointmentId: appt.id, paymentMethod: 'stripe_iframe', amount: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(ZChargeAppointmentResponse.safeParse(res.json()).success).toBe(true);
    expect(res.json().data).toMatchObject({ status: 'pending', amount: 300, card_brand: null, card_last4: null });
    expect(res.json().data.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
  });

  it('never takes a card directly for a treatment sold through Stripe', async () => {
    const appt = await newHold();
    const res = await app.inject({
      method: 'POST',
      url: '/api/bull36/charge_appointment',
      headers: me.headers,
      payload: {
        appointmentId: appt.id,
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvc: '123',
        cardholderName: 'A B',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This treatment is paid on the payment page');
    expect(recorded).toHaveLength(0);
    // Nor may the client pick the sandbox for it.
    expect((await link(appt.id, 'sandbox')).statusCode).toBe(400);
  });

  it('a new window replaces an unfinished one and closes its Checkout page', async () => {
    const appt = await newHold();
    await link(appt.id);
    const first = await paymentOf(appt.id);
    recorded.length = 0;
    const second = await link(appt.id);
    expect(second.statusCode).toBe(200);
    expect(recorded.map((r) => r.url)).toEqual([
      `/v1/checkout/sessions/${first.providerRef}/expire`,
      '/v1/checkout/sessions',
    ]);
    expect((await paymentOf(appt.id)).id).toBe(second.json().payment_id);
    // Money paid on the old page before it closed still counts for the booking, and closes the new page.
    recorded.length = 0;
    const { raw, header } = signed(sessionEvent('evt_old_window', 'checkout.session.completed', first));
    expect((await webhook(raw, header)).json().result).toBe('paid');
    expect(await status(appt.id)).toMatchObject({ status: 'paid' });
    const newer = await paymentOf(appt.id);
    expect(newer.status).toBe('expired');
    expect(recorded.map((r) => r.url)).toEqual([`/v1/checkout/sessions/${newer.providerRef}/expire`]);
  });

  it('answers 502 when Stripe refuses, keeping the appointment for a retry', async () => {
    const appt = await newHold();
    nextAnswer = { status: 500, body: { error: { type: 'api_error', message: 'boom' } } };
    const res = await link(appt.id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: 0, message: 'Failed to process payment' });
    expect((await paymentOf(appt.id)).status).toBe('failed');
    expect((await appointmentRow(appt.id)).status).toBe('active');
    expect((await link(appt.id)).statusCode).toBe(200);
  });
});

describe('Stripe webhook', () => {
  it('marks the appointment paid once; the same event again changes nothing', async () => {
    const appt = await newHold();
    await link(appt.id);
    const payment = await paymentOf(appt.id);
    const { raw, header } = signed(sessionEvent('evt_paid_1', 'checkout.session.completed', payment));
    const first = await webhook(raw, header);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'paid' });
    expect(await status(appt.id)).toMatchObject({ status: 'paid', paid_status: 1 });
    const paid = await paymentOf(appt.id);
    expect(paid.status).toBe('paid');

    clock = new Date(START.getTime() + 60_000);
    const again = signed(sessionEvent('evt_paid_1', 'checkout.session.completed', payment));
    const second = await webhook(again.raw, again.header);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await paymentOf(appt.id)).toEqual(paid);
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_paid_1'));
    expect(events).toHaveLength(1);
    // A late expiry event for the paid session changes nothing either.
    const late = signed(sessionEvent('evt_expired_late', 'checkout.session.expired', payment));
    expect((await webhook(late.raw, late.header)).json().result).toBe('unchanged');
    expect(await appointmentRow(appt.id)).toMatchObject({ status: 'active', paidStatus: 1 });
  });

  it('verifies the signature over the exact raw body', async () => {
    const appt = await newHold();
    await link(appt.id);
    const payment = await paymentOf(appt.id);
    const event = sessionEvent('evt_sig', 'checkout.session.completed', payment);
    const pretty = JSON.stringify(event, null, 2);
    const good = signed(event, { raw: pretty });
    const cases: Array<[string, string, string | undefined]> = [
      ['no header', pretty, undefined],
      ['wrong secret', pretty, signed(event, { raw: pretty, secret: 'whsec_other' }).header],
      ['body changed after signing', JSON.stringify(event), good.header],
      ['too old', pretty, signed(event, { raw: pretty, at: new Date(START.getTime() - 6 * 60_000) }).header],
      ['garbage', pretty, 't=abc,v1=zz'],
    ];
    for (const [label, raw, header] of cases) {
      const res = await webhook(raw, header);
      expect(res.statusCode, label).toBe(400);
    }
    expect(await status(appt.id)).toMatchObject({ status: 'pending' });
    expect((await webhook(good.raw, good.header)).json().result).toBe('paid');
  });

  it('refuses an event whose amount or session does not match the payment', async () => {
    const appt = await newHold();
    await link(appt.id);
    const payment = await paymentOf(appt.id);
    const cheap = signed(sessionEvent('evt_cheap', 'checkout.session.completed', payment, { amount_total: 100 }));
    expect((await webhook(cheap.raw, cheap.header)).statusCode).toBe(400);
    const other = signed(sessionEvent('evt_other', 'checkout.session.completed', { ...payment, providerRef: 'cs_x' }));
    expect((await webhook(other.raw, other.header)).statusCode).toBe(400);
    expect(await status(appt.id)).toMatchObject({ status: 'pending' });
  });

  it('an expired or failed session fails the payment and cancels the appointment', async () => {
    const appt = await newHold();
    await link(appt.id);
    const payment = await paymentOf(appt.id);
    const { raw, header } = signed(
      sessionEvent('evt_exp', 'checkout.session.expired', payment, { payment_status: 'unpaid' }),
    );
    expect((await webhook(raw, header)).json().result).toBe('failed');
    expect(await status(appt.id)).toMatchObject({
      status: 'failed',
      message: 'Payment failed. Your appointment has been cancelled.',
    });
    const row = await appointmentRow(appt.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).toEqual(START);
  });

  it('acknowledges events it does not act on', async () => {
    const { raw, header } = signed({ id: 'evt_misc', type: 'customer.created', data: { object: {} } });
    expect((await webhook(raw, header)).json()).toEqual({ received: true, result: 'ignored' });
    const unpaid = await newHold();
    await link(unpaid.id);
    const payment = await paymentOf(unpaid.id);
    // Completed but not yet paid (a delayed method): wait for async_payment_succeeded.
    const pending = signed(
      sessionEvent('evt_unpaid', 'checkout.session.completed', payment, { payment_status: 'unpaid' }),
    );
    expect((await webhook(pending.raw, pending.header)).json().result).toBe('ignored');
    const later = signed(sessionEvent('evt_async_ok', 'checkout.session.async_payment_succeeded', payment));
    expect((await webhook(later.raw, later.header)).json().result).toBe('paid');
  });

  it('money that arrives after the hold expired is never lost: refund_due, then refunded at once', async () => {
    const appt = await newHold();
    await link(appt.id);
    const payment = await paymentOf(appt.id);
    clock = new Date(START.getTime() + 20 * 60_000);
    recorded.length = 0;
    expect(await status(appt.id)).toMatchObject({ status: 'expired' });
    // The hold ran out: the Checkout page is closed so it takes no more money...
    expect(recorded.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['POST', `/v1/checkout/sessions/${payment.providerRef}/expire`, `Bearer ${SECRET_KEY}`],
    ]);
    // ...but a payment already under way when it closed still arrives.
    const { raw, header } = signed(
      sessionEvent('evt_late_paid', 'checkout.session.completed', payment, { payment_intent: 'pi_late' }),
    );
    recorded.length = 0;
    nextAnswer = { status: 200, body: { id: 're_late', object: 'refund', status: 'succeeded' } };
    expect((await webhook(raw, header)).json().result).toBe('refund_due');
    expect(
      recorded.map((r) => [r.method, r.url, Object.fromEntries(new URLSearchParams(r.body)).payment_intent]),
    ).toEqual([['POST', '/v1/refunds', 'pi_late']]);
    expect(await paymentOf(appt.id)).toMatchObject({ status: 'refunded', refundRef: 're_late', chargeRef: 'pi_late' });
    expect((await appointmentRow(appt.id)).status).toBe('expired');
  });
});
