import { beforeEach, describe, expect, it } from 'vitest';
import { ZGetAppointmentListResponse } from '@clinic/contract/appointments/appointments';
import { ZPaymentStatusResponse } from '@clinic/contract/payments/payments';
import { SANDBOX_REFUND_FAILS_CARD } from '../../src/modules/payments/providers/sandbox';
import { visitDocumentRows } from '../helpers/document-rows';
import { createRefundsRepository } from '../helpers/repositories';
import { refundsWorldForFile } from '../helpers/refund-fixtures';

const START = new Date('2026-12-01T08:00:00Z');
const MINUTE = 60_000;
let clock = START;
const at = (minutesLater: number) => new Date(START.getTime() + minutesLater * MINUTE);

const file = refundsWorldForFile(() => clock, { payments: { refundMaxAttempts: 4 } });
/** A visit's payment documents, in the order they were issued. */
const documentsOf = (appointmentId: number) => visitDocumentRows(file.database.db, file.world.tenant.id, appointmentId);

beforeEach(() => {
  clock = START;
});

const refundsAtStripe = (paymentIntent: string) =>
  file.stripe.requestsTo('POST /v1/refunds').filter((r) => r.form.payment_intent === paymentIntent);
const sandboxRefundsOf = (paymentId: number) =>
  file.world.sandbox.refundsMade().filter((r) => r.paymentId === paymentId);

describe('cancelling a paid visit refunds it', () => {
  it('at the sandbox, once; the payment, the list and payment_status say refunded', async () => {
    const visit = await file.world.hold();
    expect((await file.world.payByCard(visit.id)).statusCode).toBe(200);
    expect((await file.world.listed(visit.id)).row).toMatchObject({ paid_status: 1, payment_status: 'paid' });

    const res = await file.world.cancel(visit.id);
    expect(res.statusCode, res.body).toBe(200);
    const payment = await file.world.paymentOf(visit.id);
    const made = sandboxRefundsOf(payment.id);
    expect(made).toEqual([
      expect.objectContaining({
        amountMinor: 10_000,
        currency: 'ILS',
        idempotencyKey: `clinic-refund-${file.world.tenant.id}-${payment.id}`,
      }),
    ]);
    expect(payment).toMatchObject({ status: 'refunded', refundRef: made[0]!.refundRef, refundAttempts: 1 });

    const listed = await file.world.listed(visit.id);
    expect(ZGetAppointmentListResponse.safeParse(listed.body).error?.issues ?? []).toEqual([]);
    expect(listed.row).toMatchObject({ cancle_status: 1, payment_status: 'refunded' });
    const status = await file.world.paymentStatus(visit.id);
    expect(ZPaymentStatusResponse.safeParse(status).error?.issues ?? []).toEqual([]);
    expect(status).toMatchObject({ status: 'failed', refund_status: 'refunded' });
    expect(status.message).toMatch(/refunded/);

    const { url } = await file.world.sandbox.createHostedSession(
      {
        tenantId: file.world.tenant.id,
        paymentId: payment.id,
        appointmentId: visit.id,
        amountMinor: 0,
        currency: 'ILS',
        description: '',
      },
      { origin: '', holdExpiresAt: null },
    );
    expect((await file.world.app.inject({ url })).body).toContain('Payment refunded');

    // Nothing is refunded twice: not by the sweep, not by a second cancel.
    clock = at(24 * 60);
    await file.world.sweep();
    expect((await file.world.cancel(visit.id)).statusCode).toBe(409);
    expect(sandboxRefundsOf(payment.id)).toHaveLength(1);
  });

  it('at Stripe: POST /v1/refunds names the PaymentIntent, under a key made from our payment id', async () => {
    const visit = await file.world.hold({ treatmentId: 13 });
    expect(await file.world.payOnStripe(visit.id, 'pi_cancel_1')).toBe('paid');
    const paid = await file.world.paymentOf(visit.id);
    expect(paid).toMatchObject({ status: 'paid', chargeRef: 'pi_cancel_1' });

    expect((await file.world.cancel(visit.id)).statusCode).toBe(200);
    const requests = refundsAtStripe('pi_cancel_1');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers).toMatchObject({
      authorization: 'Bearer sk_test_refunds',
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': `clinic-refund-${file.world.tenant.id}-${paid.id}`,
    });
    expect(requests[0]!.form).toEqual({
      payment_intent: 'pi_cancel_1',
      amount: '30000',
      reason: 'requested_by_customer',
      'metadata[tenant_id]': String(file.world.tenant.id),
      'metadata[payment_id]': String(paid.id),
    });
    const refund = file.stripe.refunds.find((r) => r.payment_intent === 'pi_cancel_1')!;
    expect(await file.world.paymentOf(visit.id)).toMatchObject({ status: 'refunded', refundRef: refund.id });
    expect((await file.world.listed(visit.id)).row).toMatchObject({ payment_status: 'refunded' });
  });
});

describe('a payment Stripe refunded already (by hand in its dashboard)', () => {
  it('is recorded with that refund, not refunded again', async () => {
    const visit = await file.world.hold({ treatmentId: 13 });
    await file.world.payOnStripe(visit.id, 'pi_by_hand');
    file.stripe.refunds.push({ id: 're_by_hand', payment_intent: 'pi_by_hand', amount: 30_000 });
    expect((await file.world.cancel(visit.id)).statusCode).toBe(200);
    expect(file.stripe.requestsTo('GET /v1/refunds')).toHaveLength(1);
    expect(file.stripe.refunds.filter((r) => r.payment_intent === 'pi_by_hand')).toHaveLength(1);
    expect(await file.world.paymentOf(visit.id)).toMatchObject({ status: 'refunded', refundRef: 're_by_hand' });
  });
});

describe('a refund the provider does not make at once', () => {
  it('is retried later with back-off by any process, then refunded, never twice', async () => {
    const visit = await file.world.hold({ treatmentId: 13 });
    await file.world.payOnStripe(visit.id, 'pi_retry_1');
    // A rate limit, then a connection lost on the way: neither made a refund.
    file.stripe.answerFirst('POST /v1/refunds', { status: 429, body: { error: { type: 'rate_limit_error' } } }, 'drop');

    expect((await file.world.cancel(visit.id)).statusCode).toBe(200);
    let payment = await file.world.paymentOf(visit.id);
    expect(payment).toMatchObject({ status: 'refund_pending', refundAttempts: 1, refundNextAt: at(1) });
    expect(payment.refundError).toMatch(/HTTP 429/);
    expect((await file.world.listed(visit.id)).row).toMatchObject({
      cancle_status: 1,
      payment_status: 'refund_pending',
    });
    expect(await file.world.paymentStatus(visit.id)).toMatchObject({
      status: 'failed',
      refund_status: 'refund_pending',
    });

    // Not before its time.
    await file.world.sweep();
    expect(refundsAtStripe('pi_retry_1')).toHaveLength(1);
    clock = at(1);
    await file.world.sweep();
    payment = await file.world.paymentOf(visit.id);
    expect(payment).toMatchObject({ status: 'refund_pending', refundAttempts: 2, refundNextAt: at(1 + 5) });
    clock = at(6);
    await file.world.sweep();
    expect(await file.world.paymentOf(visit.id)).toMatchObject({
      status: 'refunded',
      refundAttempts: 3,
      refundError: null,
    });

    const requests = refundsAtStripe('pi_retry_1');
    expect(new Set(requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`clinic-refund-${file.world.tenant.id}-${payment.id}`]),
    );
    clock = at(3 * 24 * 60);
    await file.world.sweep();
    expect(refundsAtStripe('pi_retry_1')).toHaveLength(3);
    expect(file.stripe.refunds.filter((r) => r.payment_intent === 'pi_retry_1')).toHaveLength(1);
  });

  it('is taken again after its lease when the process attempting it stopped', async () => {
    const visit = await file.world.hold({ treatmentId: 13 });
    // Stripe's webhook left out the PaymentIntent: the refund reads it from the Checkout Session.
    await file.world.payOnStripe(visit.id, null);
    const payment = await file.world.paymentOf(visit.id);
    await file.world.setPayment(payment, { status: 'refund_pending' });
    // A process takes the attempt, then stops before calling Stripe.
    const claimed = await createRefundsRepository(file.database.db).claimRefund(
      file.world.tenant.id,
      payment.id,
      clock,
      at(5),
      4,
    );
    expect(claimed?.refundAttempts).toBe(1);

    await file.world.sweep();
    expect(file.stripe.requestsTo('POST /v1/refunds')).not.toContainEqual(
      expect.objectContaining({ form: expect.objectContaining({ 'metadata[payment_id]': String(payment.id) }) }),
    );
    clock = at(5);
    await file.world.sweep();
    const intent = `pi_of_${payment.providerRef}`;
    expect(file.stripe.requestsTo(`GET /v1/checkout/sessions/${payment.providerRef}`)).toHaveLength(1);
    expect(refundsAtStripe(intent)).toHaveLength(1);
    expect(await file.world.paymentOf(visit.id)).toMatchObject({ status: 'refunded', refundAttempts: 2 });
  });

  it('that keeps failing stops after the last attempt and stays visibly refund_failed', async () => {
    const visit = await file.world.hold();
    expect((await file.world.payByCard(visit.id, SANDBOX_REFUND_FAILS_CARD)).statusCode).toBe(200);
    expect((await file.world.cancel(visit.id)).statusCode).toBe(200);
    for (const minutes of [1, 1 + 5, 1 + 5 + 30]) {
      clock = at(minutes);
      await file.world.sweep();
    }
    const payment = await file.world.paymentOf(visit.id);
    expect(payment).toMatchObject({ status: 'refund_failed', refundAttempts: 4, refundNextAt: null });
    expect(payment.refundError).toMatch(/refunds of this test card fail/);
    expect((await file.world.listed(visit.id)).row).toMatchObject({ payment_status: 'refund_failed' });
    expect(await file.world.paymentStatus(visit.id)).toMatchObject({ refund_status: 'refund_failed' });
    expect((await file.world.paymentStatus(visit.id)).message).toMatch(/contact the clinic/);
    clock = at(7 * 24 * 60);
    expect(await file.world.sweep()).toBe(0);
    expect((await file.world.paymentOf(visit.id)).refundAttempts).toBe(4);
  });

  it('that Stripe refuses for good is refund_failed at once', async () => {
    const visit = await file.world.hold({ treatmentId: 13 });
    await file.world.payOnStripe(visit.id, 'pi_refused_1');
    file.stripe.answerFirst('POST /v1/refunds', {
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'parameter_invalid_integer' } },
    });
    expect((await file.world.cancel(visit.id)).statusCode).toBe(200);
    expect(await file.world.paymentOf(visit.id)).toMatchObject({ status: 'refund_failed', refundAttempts: 1 });
    clock = at(60);
    await file.world.sweep();
    expect(refundsAtStripe('pi_refused_1')).toHaveLength(1);
  });
});

describe('money that arrived for a visit that no longer holds its time (refund_due)', () => {
  it('is refunded at once when it arrives', async () => {
    const visit = await file.world.hold({ treatmentId: 13 });
    await file.world.openStripePage(visit.id);
    clock = at(20);
    expect(await file.world.paymentStatus(visit.id)).toMatchObject({ status: 'expired' });
    // A payment under way on the page when the hold ran out still arrives.
    expect(await file.world.stripeReportsPaid(visit.id, 'pi_late_1')).toBe('refund_due');
    expect(refundsAtStripe('pi_late_1')).toHaveLength(1);
    expect(await file.world.paymentOf(visit.id)).toMatchObject({ status: 'refunded', chargeRef: 'pi_late_1' });
    expect(await file.world.paymentStatus(visit.id)).toMatchObject({ status: 'expired', refund_status: 'refunded' });
    // Received all the same: its receipt, and the refund's credit note against it, for the whole amount.
    const [receipt, creditNote, ...more] = await documentsOf(visit.id);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ type: 'receipt', method: 'stripe' });
    expect(creditNote).toMatchObject({
      type: 'credit_note',
      originalDocumentId: receipt!.id,
      amountMinor: receipt!.amountMinor,
    });
  });

  it('kept from before, is refunded by one sweep of several', async () => {
    const visit = await file.world.hold({ treatmentId: 13 });
    await file.world.payOnStripe(visit.id, 'pi_old_due');
    const payment = await file.world.paymentOf(visit.id);
    await file.world.setPayment(payment, { status: 'refund_due', refundNextAt: null });
    // Three server processes sweep at once: one of them calls Stripe.
    await Promise.all([file.world.sweep(), file.world.sweep(), file.world.sweep()]);
    expect(refundsAtStripe('pi_old_due')).toHaveLength(1);
    expect(await file.world.paymentOf(visit.id)).toMatchObject({ status: 'refunded' });
  });
});
