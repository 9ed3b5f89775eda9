import { beforeAll, describe, expect, it } from 'vitest';
import { type TLedgerPayment, ZLedgerPayment } from '@clinic/contract/staff/staff-inbox';
import { SANDBOX_REFUND_FAILS_CARD } from '../../src/modules/payments/providers/sandbox';
import { auditRows } from '../helpers/audit-rows';
import { expectRefusal } from '../helpers/clinic-setup';
import { ledgerStaffForFile } from '../helpers/ledger-staff';
import type { StaffCalls } from '../helpers/staff';

// Tuesday 2026-12-01, 10:00 in Jerusalem.
const NOW = new Date('2026-12-01T08:00:00Z');
const { file, staff } = ledgerStaffForFile(() => NOW);
type Payment = TLedgerPayment;

let visitId: number;
let paymentId: number;

beforeAll(async () => {
  const { world } = file;
  const visit = await world.hold({ startsAt: new Date('2026-12-03T08:00:00Z') });
  expect((await world.payByCard(visit.id)).statusCode).toBe(200);
  visitId = visit.id;
  paymentId = (await world.paymentOf(visit.id)).id;
});

const payments = async (client: StaffCalls, query = '') => {
  const res = await client.get(`/api/staff/payments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { payments: Payment[] }).payments;
};
const refund = (client: StaffCalls, id = paymentId) => client.post(`/api/staff/payments/${id}/refund`);
const refundEntries = () => auditRows(file.database.db, file.world.tenant.id, 'payment.refunded');

describe('GET /api/staff/payments', () => {
  it('lists payments with amount, method, provider reference, visit and patient', async () => {
    const [payment] = await payments(staff.desk);
    expect(ZLedgerPayment.safeParse(payment).error?.issues ?? []).toEqual([]);
    expect(payment).toMatchObject({
      id: paymentId,
      status: 'paid',
      amount: 100,
      currency: 'ILS',
      provider: 'sandbox',
      card_last4: '4242',
      provider_ref: expect.stringMatching(/^sbx_/),
      refund_ref: null,
      created_at: NOW.toISOString(),
      appointment: {
        id: visitId,
        date: '2026-12-03',
        start_time: '10:00',
        treatment: 'Implant consult',
        status: 'active',
      },
      patient: { id: file.world.me.customerId, name: 'Test Patient', phone: expect.stringMatching(/^\+972/) },
      refundable: true,
    });
  });

  it("filters by the day it was paid, in the clinic's time zone, and by status", async () => {
    expect((await payments(staff.owner, '?from=2026-12-01&to=2026-12-01')).map((p) => p.id)).toEqual([paymentId]);
    expect(await payments(staff.owner, '?from=2026-12-02')).toEqual([]);
    expect(await payments(staff.owner, '?to=2026-11-30')).toEqual([]);
    expect((await payments(staff.owner, '?status=paid')).map((p) => p.id)).toEqual([paymentId]);
    expect(await payments(staff.owner, '?status=refunded')).toEqual([]);
    expectRefusal(await staff.owner.get('/api/staff/payments?status=lost'), 400, 'BAD_REQUEST');
  });

  it('is refused to doctors, and shows no other clinic’s payments', async () => {
    expectRefusal(await staff.doctor.get('/api/staff/payments'), 403, 'STAFF_FORBIDDEN');
    expect(await payments(staff.otherOwner)).toEqual([]);
  });
});

describe('POST /api/staff/payments/:id/refund', () => {
  it('is for owners only, of their own clinic', async () => {
    expectRefusal(await refund(staff.desk), 403, 'STAFF_FORBIDDEN');
    expectRefusal(await refund(staff.doctor), 403, 'STAFF_FORBIDDEN');
    expectRefusal(await refund(staff.otherOwner), 404, 'PAYMENT_NOT_FOUND');
    expectRefusal(await refund(staff.owner, 999_999), 404, 'PAYMENT_NOT_FOUND');
    expect((await file.world.paymentOf(visitId)).status).toBe('paid');
    expect(file.world.sandbox.refundsMade()).toEqual([]);
  });

  it('gives the money back once, however often asked; the patient sees refunded and keeps the visit', async () => {
    const res = await refund(staff.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({
      status: 'refunded',
      refund_ref: expect.stringMatching(/^sbx_re_/),
      refundable: false,
    });
    const again = await refund(staff.owner);
    expect(again.json().payment).toEqual(res.json().payment);
    expect(file.world.sandbox.refundsMade().filter((r) => r.paymentId === paymentId)).toHaveLength(1);

    expect((await file.world.listed(visitId)).row).toMatchObject({ cancle_status: 0, payment_status: 'refunded' });
    expect(await refundEntries()).toEqual([
      expect.objectContaining({
        targetType: 'payment',
        targetId: paymentId,
        before: expect.objectContaining({ status: 'paid', amount: 100 }),
        after: expect.objectContaining({ status: 'refunded' }),
      }),
    ]);
  });

  it('a refund its company fails stays owed, with the reason, for the background retries', async () => {
    const visit = await file.world.hold({ startsAt: new Date('2026-12-04T08:00:00Z') });
    expect((await file.world.payByCard(visit.id, SANDBOX_REFUND_FAILS_CARD)).statusCode).toBe(200);
    const payment = await file.world.paymentOf(visit.id);
    const res = await refund(staff.owner, payment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'refund_pending', refund_error: expect.stringMatching(/fail/) });
    expect((await file.world.listed(visit.id)).row).toMatchObject({ payment_status: 'refund_pending' });
  });

  it('refuses a payment that never took money (409)', async () => {
    const visit = await file.world.hold({ startsAt: new Date('2026-12-07T08:00:00Z') });
    expect((await file.world.payByCard(visit.id)).statusCode).toBe(200);
    const payment = await file.world.paymentOf(visit.id);
    await file.world.setPayment(payment, { status: 'expired' });
    expectRefusal(await refund(staff.owner, payment.id), 409, 'PAYMENT_NOT_REFUNDABLE');
  });
});
