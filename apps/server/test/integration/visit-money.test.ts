import { beforeAll, describe, expect, it } from 'vitest';
import { ZVisitMoney, type TVisitMoney } from '@clinic/contract/staff/staff-visit-money';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import { auditRows } from '../helpers/audit-rows';
import { expectRefusal } from '../helpers/clinic-setup';
import { refundsWorldForFile } from '../helpers/refund-fixtures';
import { type StaffCalls, addClinicTeam } from '../helpers/staff';

// Tuesday 2026-12-01, 10:00 in Jerusalem.
const NOW = new Date('2026-12-01T08:00:00Z');
const file = refundsWorldForFile(() => NOW);

let owner: StaffCalls;
let desk: StaffCalls;
let doctor: StaffCalls;
let day = 2;

beforeAll(async () => {
  const { world, database } = file;
  ({ owner, desk, drDana: doctor } = await addClinicTeam(world.app, database.db, world.tenant));
});

/** A visit of 100 ILS paid by card, on a day of its own (10:00 Jerusalem). */
async function paidVisit() {
  const date = `2026-12-${String(day++).padStart(2, '0')}`;
  const visit = await file.world.hold({ startsAt: new Date(`${date}T08:00:00Z`) });
  expect((await file.world.payByCard(visit.id)).statusCode).toBe(200);
  return { id: visit.id, date };
}
/** A visit nobody paid for yet. */
async function unpaidVisit() {
  const date = `2026-12-${String(day++).padStart(2, '0')}`;
  const visit = await file.world.hold({ startsAt: new Date(`${date}T08:00:00Z`) });
  return { id: visit.id, date };
}
const money = async (id: number, client = owner) => {
  const res = await client.get(`/api/staff/visits/${id}/money`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as TVisitMoney;
  expect(ZVisitMoney.safeParse(body).error?.issues ?? []).toEqual([]);
  return body;
};
const refund = (id: number, body: object, client = owner) => client.post(`/api/staff/visits/${id}/refund`, body);
const pay = (id: number, body: object, client = desk) => client.post(`/api/staff/visits/${id}/payments`, body);
/** The visit as its dialog reads it (the visit call), with what its payments kept. */
async function agendaVisit(visit: { id: number }): Promise<TAgendaVisit> {
  const res = await owner.get(`/api/staff/appointments/${visit.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TAgendaVisit;
}
const auditOf = (action: TAuditAction) => auditRows(file.database.db, file.world.tenant.id, action);

describe('refunds from the visit', () => {
  it('gives part back with a reason: the visit reads partly refunded, the rest can still go back', async () => {
    const visit = await paidVisit();
    const res = await refund(visit.id, { amount: 30.5, reason: 'Shorter treatment' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().money).toMatchObject({ paid: 100, refunded: 30.5, refundable: 69.5 });
    expect(res.json().money.refund_reason).toBe('Shorter treatment');
    const paymentId = (await file.world.paymentOf(visit.id)).id;
    const made = file.world.sandbox.refundsMade().filter((r) => r.paymentId === paymentId);
    expect(made.map((r) => r.amountMinor)).toEqual([3050]);
    // What was kept, for the day's money taken: paid less what went back.
    expect(await agendaVisit(visit)).toMatchObject({ status: 'paid', paid: true, refund: 'part', kept_minor: 6950 });

    // The rest, later: a second refund at the company, under its own key.
    const rest = await refund(visit.id, { amount: 69.5, reason: 'Patient unhappy' });
    expect(rest.json().money).toMatchObject({ refunded: 100, refundable: 0 });
    const all = file.world.sandbox.refundsMade().filter((r) => r.paymentId === paymentId);
    expect(all.map((r) => r.amountMinor)).toEqual([3050, 6950]);
    expect(new Set(all.map((r) => r.idempotencyKey)).size).toBe(2);
    expect(await agendaVisit(visit)).toMatchObject({ status: 'booked', paid: false, refund: 'all' });
    expect((await file.world.paymentOf(visit.id)).status).toBe('refunded');
  });

  it('a paid visit whose payments kept its price has no kept amount of its own in the agenda', async () => {
    const unpaid = await unpaidVisit();
    expect((await pay(unpaid.id, { amount: 250, method: 'card' })).statusCode).toBe(200);
    const whole = await agendaVisit(unpaid);
    expect(whole).toMatchObject({ paid: true, price_minor: 25_000 });
    expect(whole).not.toHaveProperty('kept_minor');
  });

  it('refuses more than is left, and anything once all went back (nothing changes)', async () => {
    const visit = await paidVisit();
    expectRefusal(await refund(visit.id, { amount: 100.01, reason: 'Too much' }), 422, 'REFUND_ABOVE_LEFT');
    expect((await money(visit.id)).refunded).toBe(0);
    expect((await refund(visit.id, { amount: 100, reason: 'All' })).statusCode).toBe(200);
    expectRefusal(await refund(visit.id, { amount: 1, reason: 'Again' }), 409, 'NOTHING_TO_REFUND');
    const unpaid = await unpaidVisit();
    expectRefusal(await refund(unpaid.id, { amount: 1, reason: 'Never paid' }), 409, 'NOTHING_TO_REFUND');
  });

  it('asks for a reason and a positive amount of at most 2 decimals', async () => {
    const visit = await paidVisit();
    expectRefusal(await refund(visit.id, { amount: 10 }), 400, 'BAD_REQUEST');
    expectRefusal(await refund(visit.id, { amount: 0, reason: 'x' }), 400, 'BAD_REQUEST');
    expectRefusal(await refund(visit.id, { amount: 1.234, reason: 'x' }), 400, 'BAD_REQUEST');
  });

  it('refund and cancel is one action: all that is left goes back and the visit is cancelled with the reason', async () => {
    const visit = await paidVisit();
    await refund(visit.id, { amount: 40, reason: 'Part first' });
    expectRefusal(await refund(visit.id, { amount: 10, reason: 'Ill', cancel: true }), 422, 'REFUND_CANCEL_NOT_ALL');
    expect((await agendaVisit(visit)).status).not.toBe('cancelled');
    const res = await refund(visit.id, { amount: 60, reason: 'Ill', cancel: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().money).toMatchObject({ refunded: 100, refundable: 0 });
    expect(await agendaVisit(visit)).toMatchObject({ status: 'cancelled', cancel_reason: 'Ill', refund: 'all' });
    const cancelled = (await auditOf('visit.cancelled')).filter((e) => e.targetId === visit.id);
    expect(cancelled).toHaveLength(1);
  });

  it('is for owners, as refunds on the payments page are; every refund is audit-logged', async () => {
    const visit = await paidVisit();
    expectRefusal(await refund(visit.id, { amount: 10, reason: 'x' }, desk), 403, 'STAFF_FORBIDDEN');
    expectRefusal(await refund(visit.id, { amount: 10, reason: 'x' }, doctor), 403, 'STAFF_FORBIDDEN');
    expect((await money(visit.id)).refunded).toBe(0);
    expect((await refund(visit.id, { amount: 12, reason: 'Goodwill' })).statusCode).toBe(200);
    const payment = await file.world.paymentOf(visit.id);
    const entries = (await auditOf('payment.refunded')).filter((e) => e.targetId === payment.id);
    expect(entries).toEqual([
      expect.objectContaining({
        targetType: 'payment',
        before: expect.objectContaining({ amount: 100, appointment_id: visit.id }),
        after: expect.objectContaining({ refunded: 12, reason: 'Goodwill' }),
      }),
    ]);
  });

  it("a doctor reads their own visit's money; a visit that is not there is 404", async () => {
    expectRefusal(await owner.get('/api/staff/visits/999999/money'), 404, 'APPOINTMENT_NOT_FOUND');
    const visit = await paidVisit();
    expect((await money(visit.id, doctor)).paid).toBe(100);
  });
});

describe('money taken at the desk', () => {
  it('records cash on an unpaid visit: the visit is paid, the payment listed and audit-logged', async () => {
    const visit = await unpaidVisit();
    const res = await pay(visit.id, { amount: 80, method: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().money).toMatchObject({ paid: 80, refundable: 80, payments: [{ provider: 'desk_cash' }] });
    // 80 kept of a visit priced 250: the agenda counts what was taken.
    expect(await agendaVisit(visit)).toMatchObject({ status: 'paid', paid: true, kept_minor: 8000 });
    const payment = await file.world.paymentOf(visit.id);
    expect(await auditOf('payment.recorded')).toContainEqual(
      expect.objectContaining({
        targetId: payment.id,
        after: expect.objectContaining({ amount: 80, method: 'cash', appointment_id: visit.id }),
      }),
    );
    const listed = (await owner.get('/api/staff/payments')).json().payments as Array<{ id: number; provider: string }>;
    expect(listed.find((p) => p.id === payment.id)?.provider).toBe('desk_cash');
  });

  it('refuses a visit paid in full, and a doctor; a desk payment goes back by hand at once', async () => {
    const visit = await unpaidVisit();
    expectRefusal(await pay(visit.id, { amount: 10, method: 'card' }, doctor), 403, 'STAFF_FORBIDDEN');
    expect((await pay(visit.id, { amount: 250, method: 'card' })).statusCode).toBe(200);
    expectRefusal(await pay(visit.id, { amount: 50, method: 'cash' }), 409, 'ALREADY_PAID');
    const back = await refund(visit.id, { amount: 250, reason: 'Paid twice elsewhere' });
    expect(back.json().money).toMatchObject({ refunded: 250, refundable: 0, due: 250 });
    expect((await file.world.paymentOf(visit.id)).status).toBe('refunded');
    // All went back: the desk may take money for it again.
    expect((await pay(visit.id, { amount: 50, method: 'cash' })).statusCode).toBe(200);
  });

  it('refuses a cancelled visit', async () => {
    const visit = await unpaidVisit();
    expect((await owner.post(`/api/staff/appointments/${visit.id}/cancel`, { reason: 'x' })).statusCode).toBe(200);
    expectRefusal(await pay(visit.id, { amount: 10, method: 'cash' }), 409, 'APPOINTMENT_NOT_ACTIVE');
    // Nothing is due on a cancelled visit.
    expect(await money(visit.id)).toMatchObject({ price: 250, paid: 0, due: 0 });
  });
});
