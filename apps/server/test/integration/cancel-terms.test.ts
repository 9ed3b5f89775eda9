import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZCancelAppointmentResponse, ZGetAppointmentListResponse } from '@clinic/contract/appointments/appointments';
import { getCancelTermsCall } from '@clinic/contract/appointments/cancel-terms';
import { ZWebhookBody } from '@clinic/contract/webhooks/staff-webhooks';
import { databaseFingerprint } from '../helpers/fingerprint';
import { insertAppointment } from '../helpers/payment-fixtures';
import { refundsWorldForFile } from '../helpers/refund-fixtures';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { expectContract } from '../helpers/payments-world';
import { setTreatmentCancellationFee } from '../helpers/catalog-rows';
import { outboundMessageCount } from '../helpers/message-rows';
import { visitDeliveryRows } from '../helpers/webhook-rows';

// Tuesday 2026-12-01, 10:00 in Jerusalem; patients may cancel up to 24 hours before. Treatment 12 costs ₪250 with
// ₪100 paid online when booking and (here) a cancellation fee of ₪80; treatment 11 is paid at the clinic, fee ₪50.
// What the patient reads before cancelling is what the cancel keeps and refunds, and what they read after.
const START = new Date('2026-12-01T08:00:00Z');
const inHours = (hours: number) => new Date(START.getTime() + hours * 3_600_000);
let clock = START;
const file = refundsWorldForFile(() => clock, { cancelNoticeHours: 24 });
let owner: StaffCalls;

beforeAll(async () => {
  const { db } = file.database;
  const fee = (id: number, cancellationMinor: number) =>
    setTreatmentCancellationFee(db, file.world.tenant.id, id, cancellationMinor);
  await fee(12, 8_000);
  await fee(11, 5_000);
  await addStaff(db, file.world.tenant, { email: 'owner@terms.example', role: 'owner' });
  owner = await staffClient(file.world.app, file.world.tenant.key, 'owner@terms.example');
  const made = await owner.post('/api/staff/webhooks', {
    url: 'http://127.0.0.1:9/hooks',
    events: ['payment.refunded'],
  });
  expect(made.statusCode, made.body).toBe(200);
});
beforeEach(() => {
  clock = START;
});

const termsOf = async (id: number, headers = file.world.me.headers) => {
  const res = await file.world.app.inject({ url: `/api/appointments/${id}/cancel_terms`, headers });
  return { status: res.statusCode, body: res.json() as { terms: Record<string, unknown> } };
};
const sandboxRefunds = (paymentId: number) =>
  file.world.sandbox.refundsMade().filter((refund) => refund.paymentId === paymentId);
async function paidVisit(startsAt?: Date) {
  const visit = await file.world.hold(startsAt ? { startsAt } : {});
  expect((await file.world.payByCard(visit.id)).statusCode).toBe(200);
  return visit;
}
async function refundedHooks(appointmentId: number) {
  const rows = await visitDeliveryRows(file.database.db, appointmentId, 'payment.refunded');
  return rows.map((row) => ZWebhookBody.parse(JSON.parse(row.body)).data.payment);
}

describe('cancelling a visit with a deposit and a cancellation fee', () => {
  it('keeps the ₪80 fee of the ₪100 paid and refunds ₪20: told before, done, and told after', async () => {
    const visit = await paidVisit();
    const before = await termsOf(visit.id);
    expect(before.status).toBe(200);
    expectContract(getCancelTermsCall.response, before.body);
    expect(before.body.terms).toEqual({
      can_cancel: true,
      notice_hours: 24,
      paid_minor: 10_000,
      fee_minor: 8_000,
      kept_minor: 8_000,
      refund_minor: 2_000,
      currency: 'ILS',
    });

    const res = await file.world.cancel(visit.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZCancelAppointmentResponse.parse(res.json()).refund).toEqual({
      refunded_minor: 2_000,
      kept_minor: 8_000,
      currency: 'ILS',
    });
    const payment = await file.world.paymentOf(visit.id);
    expect(sandboxRefunds(payment.id).map((refund) => refund.amountMinor)).toEqual([2_000]);
    // The clinic keeps the fee as paid money; the rest is back.
    expect(payment).toMatchObject({ status: 'paid', amountMinor: 10_000, refundedMinor: 2_000 });

    const listed = await file.world.listed(visit.id);
    expectContract(ZGetAppointmentListResponse, listed.body);
    expect(listed.row).toMatchObject({
      cancle_status: 1,
      payment_status: 'refunded',
      refund: { refunded_minor: 2_000, kept_minor: 8_000, currency: 'ILS' },
    });
    // Integrators hear the refund as made: ₪20 of the ₪100 payment.
    expect(await refundedHooks(visit.id)).toEqual([expect.objectContaining({ amount: 100, refunded: 20 })]);

    // The kept fee is not owed: a later sweep gives nothing more back.
    clock = inHours(48);
    await file.world.sweep();
    expect(sandboxRefunds(payment.id)).toHaveLength(1);
  });

  it('says that a refund still in progress is coming back', async () => {
    const visit = await file.world.hold();
    expect((await file.world.payByCard(visit.id, '4000000000005126')).statusCode).toBe(200);
    const res = await file.world.cancel(visit.id);
    expect(ZCancelAppointmentResponse.parse(res.json()).refund).toEqual({
      refunded_minor: 2_000,
      kept_minor: 8_000,
      currency: 'ILS',
    });
    expect((await file.world.listed(visit.id)).row).toMatchObject({
      payment_status: 'refund_pending',
      refund: { refunded_minor: 2_000, kept_minor: 8_000 },
    });
  });

  it('inside the notice: the money as it stands, and that cancelling is not allowed', async () => {
    const visit = await paidVisit(inHours(23));
    // The booking's own messages may still be on their way out (their status changes): the refused cancel adds none.
    const before = await databaseFingerprint(file.database.db, ['outbound_messages']);
    const messagesBefore = await outboundMessageCount(file.database.db);
    expect((await termsOf(visit.id)).body.terms).toMatchObject({
      can_cancel: false,
      notice_hours: 24,
      kept_minor: 8_000,
    });
    expect((await file.world.cancel(visit.id)).statusCode).toBe(409);
    expect(await databaseFingerprint(file.database.db, ['outbound_messages'])).toBe(before);
    expect(await outboundMessageCount(file.database.db)).toBe(messagesBefore);
  });

  it('nothing paid online: the fee is named, nothing is kept or refunded, and the cancel says no money', async () => {
    const visit = await insertAppointment(file.database.db, {
      tenantId: file.world.tenant.id,
      customerId: file.world.me.customerId,
      treatmentId: 11,
    });
    expect((await termsOf(visit.id)).body.terms).toMatchObject({
      can_cancel: true,
      paid_minor: 0,
      fee_minor: 5_000,
      kept_minor: 0,
      refund_minor: 0,
    });
    const res = await file.world.cancel(visit.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('refund');
    expect((await file.world.listed(visit.id)).row).not.toHaveProperty('refund');
  });

  it("the clinic's own cancel gives all back: the fee is the patient's to pay for their cancel", async () => {
    const visit = await paidVisit();
    const res = await owner.post(`/api/staff/appointments/${visit.id}/cancel`, { reason: 'Doctor ill' });
    expect(res.statusCode, res.body).toBe(200);
    const payment = await file.world.paymentOf(visit.id);
    expect(sandboxRefunds(payment.id).map((refund) => refund.amountMinor)).toEqual([10_000]);
    expect(payment).toMatchObject({ status: 'refunded', refundedMinor: 10_000 });
    expect((await file.world.listed(visit.id)).row).toMatchObject({
      payment_status: 'refunded',
      refund: { refunded_minor: 10_000, kept_minor: 0 },
    });
  });

  it("refuses another patient's visit (403), an unknown one (404) and a cancelled one (409)", async () => {
    const visit = await paidVisit();
    const neighbour = await createCustomerSession(file.database.db, file.world.tenant, START);
    expect((await termsOf(visit.id, neighbour.headers)).status).toBe(403);
    expect((await termsOf(999_999)).status).toBe(404);
    expect((await file.world.cancel(visit.id)).statusCode).toBe(200);
    expect((await termsOf(visit.id)).status).toBe(409);
  });
});
