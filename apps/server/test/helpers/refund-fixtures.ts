import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { buildApp } from '../../src/app';
import { type AppConfig, testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { payments } from '../../src/db/schema';
import { STRIPE_WEBHOOK_PATH } from '../../src/modules/payments/payments.routes';
import { createAppointmentsRepository } from '../../src/modules/appointments/appointments.repository';
import { quietVisitLife } from '../../src/modules/appointments/life/visit-life';
import { paymentSettlementsOf } from '../../src/modules/appointments/changes/payment-settlements';
import { createPaymentsModule } from '../../src/modules/payments/payments.module';
import { createSandboxProvider } from '../../src/modules/payments/providers/sandbox';
import { STRIPE_TREATMENT, createTenant, tenantFixture } from './factories';
import { createCustomerSession, insertAppointment } from './payment-fixtures';
import { type StripeFake, startStripeFake } from './stripe-fake';
import type { RenderPdf } from '../../src/modules/documents/documents-desk.service';
import { createTestDatabase } from './test-db';

const WEBHOOK_SECRET = 'whsec_refund_tests';
export const CARD = {
  cardNumber: '4242424242424242',
  expiryMonth: '12',
  expiryYear: '2030',
  cvc: '987',
  cardholderName: 'Dana Levi',
};

/**
 * A clinic with a sandbox treatment (12) and a Stripe one (13), its app on a clock the test moves, the
 * Stripe fake and a shared sandbox; and a second server process on the same database, whose refunds sweep
 * the tests run by hand (the background sweep is off).
 */
export async function refundsWorld(
  database: Database,
  stripe: StripeFake,
  clock: () => Date,
  options: { cancelNoticeHours?: number; payments?: Partial<AppConfig['payments']>; renderPdf?: RenderPdf } = {},
) {
  const tenant = await createTenant(database.db, {
    cancel_notice_hours: options.cancelNoticeHours ?? 0,
    treatments: [...tenantFixture().treatments, STRIPE_TREATMENT],
  });
  const base = testConfig();
  const config = testConfig({
    publicUrl: 'https://clinic.example',
    payments: {
      ...base.payments,
      sweepSeconds: 0,
      stripe: { secretKey: 'sk_test_refunds', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.apiBase },
      ...options.payments,
    },
  });
  const sandbox = createSandboxProvider({ signingSecret: 'a-signing-secret-of-at-least-32-chars' });
  const app: FastifyInstance = await buildApp({
    config,
    database,
    now: clock,
    sandbox,
    ...(options.renderPdf ? { renderPdf: options.renderPdf } : {}),
  });
  const otherProcess = await createPaymentsModule({
    config: config.payments,
    db: database.db,
    now: clock,
    log: app.log,
    sandbox,
    settlements: paymentSettlementsOf(createAppointmentsRepository(database.db), quietVisitLife(database.db)),
  });
  const me = await createCustomerSession(database.db, tenant, clock());

  const inject = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...me.headers, ...headers }, ...(payload ? { payload } : {}) });

  const world = {
    app,
    tenant,
    me,
    sandbox,
    /** The refunds sweep of another server process. */
    sweep: () => otherProcess.refunds.sweep(),
    hold: (values: { treatmentId?: number; startsAt?: Date } = {}) =>
      insertAppointment(database.db, {
        tenantId: tenant.id,
        customerId: me.customerId,
        treatmentId: values.treatmentId ?? 12,
        ...(values.startsAt ? { startsAt: values.startsAt } : {}),
        minutes: values.treatmentId === 13 ? 30 : 15,
        holdExpiresAt: new Date(clock().getTime() + 15 * 60_000),
      }),
    payByCard: (appointmentId: number, cardNumber = CARD.cardNumber) =>
      inject('POST', '/api/bull36/charge_appointment', { ...CARD, cardNumber, appointmentId }),
    /** Opens the Checkout page (payment_link) of a Stripe treatment's visit. */
    async openStripePage(appointmentId: number) {
      const link = await inject('POST', '/api/bull36/payment_link/stripe', {
        date: '2027-01-03',
        start_time: '10:00',
        end_time: '10:30',
        treatment_id: 13,
        branch_id: 38,
        customer_id: me.customerId,
        appointment_id: appointmentId,
      });
      if (link.statusCode !== 200) throw new Error(`payment_link: ${link.body}`);
    },
    /** Stripe's signed webhook: the open Checkout page was paid, by this PaymentIntent (null: not named). */
    async stripeReportsPaid(appointmentId: number, paymentIntent: string | null) {
      const payment = await world.paymentOf(appointmentId);
      const raw = JSON.stringify({
        id: `evt_paid_${payment.id}`,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: payment.providerRef,
            payment_status: 'paid',
            amount_total: payment.amountMinor,
            payment_intent: paymentIntent,
            metadata: { tenant_id: String(tenant.id), payment_id: String(payment.id) },
          },
        },
      });
      const t = Math.floor(clock().getTime() / 1000);
      const header = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET, timestamp: t });
      const res = await app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload: raw,
      });
      return (res.json() as { result?: string }).result;
    },
    async payOnStripe(appointmentId: number, paymentIntent: string | null) {
      await world.openStripePage(appointmentId);
      return world.stripeReportsPaid(appointmentId, paymentIntent);
    },
    /** Moves a payment to a status as an earlier version of the server, or a process that stopped, left it. */
    setPayment: (payment: { id: number }, values: Partial<typeof payments.$inferInsert>) =>
      database.db
        .update(payments)
        .set(values)
        .where(and(eq(payments.tenantId, tenant.id), eq(payments.id, payment.id))),
    cancel: (appointmentId: number, headers: Record<string, string> = {}) =>
      inject(
        'POST',
        '/api/bull36/cancel_appointment',
        { cust_id: me.customerId, appointment_id: appointmentId },
        headers,
      ),
    move: (appointmentId: number, date: string, start: string, headers: Record<string, string> = {}) =>
      inject(
        'POST',
        '/api/bull36/update_appointment',
        { appointment_id: appointmentId, date, start_time: start, end_time: `${start.slice(0, 2)}:55` },
        headers,
      ),
    async listed(appointmentId: number) {
      const res = await inject(
        'GET',
        `/api/bull36/get_appointment_booking_list?cust_id=${me.customerId}&booking_type=upcoming`,
      );
      const body = res.json() as { data: { appointments: Array<Record<string, unknown>> } };
      return { body: res.json() as unknown, row: body.data.appointments.find((a) => a.id === appointmentId) };
    },
    paymentStatus: async (appointmentId: number) =>
      (await inject('GET', `/api/bull36/payment_status?appointment_id=${appointmentId}`)).json() as Record<
        string,
        unknown
      >,
    async paymentOf(appointmentId: number) {
      const rows = await database.db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, tenant.id), eq(payments.appointmentId, appointmentId)))
        .orderBy(payments.id);
      return rows.at(-1)!;
    },
  };
  return world;
}

/**
 * A refunds world for one test file: a Stripe fake, a fresh database and the app on them, made before the
 * file's tests and closed after them. Read its parts inside tests (they exist once beforeAll has run).
 */
export function refundsWorldForFile(clock: () => Date, options: Parameters<typeof refundsWorld>[3] = {}) {
  const file = {} as { database: Database; stripe: StripeFake; world: Awaited<ReturnType<typeof refundsWorld>> };
  beforeAll(async () => {
    file.stripe = await startStripeFake();
    file.database = await createTestDatabase();
    file.world = await refundsWorld(file.database, file.stripe, clock, options);
  });
  afterAll(async () => {
    await file.world.app.close();
    await file.database.close();
    await file.stripe.close();
  });
  return file;
}
