import { beforeAll, describe, expect, it } from 'vitest';
import type { TInsights } from '@clinic/contract/staff/staff-insights';
import { refundsWorldForFile } from '../helpers/refund-fixtures';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';

// Tuesday 2026-12-01, 10:00 in Jerusalem: every payment is made today, for visits on the days after it.
const NOW = new Date('2026-12-01T08:00:00Z');
const file = refundsWorldForFile(() => NOW);

let owner: StaffCalls;
let day = 2;

beforeAll(async () => {
  const { world, database } = file;
  await addStaff(database.db, world.tenant, { email: 'owner@clinic.example', role: 'owner' });
  owner = await staffClient(world.app, world.tenant.key, 'owner@clinic.example');
});

/** A visit of treatment 12 on a day of its own (10:00 Jerusalem), paid 100 ILS by card. */
async function paidByCard() {
  const visit = await file.world.hold({ startsAt: new Date(`2026-12-${String(day++).padStart(2, '0')}T08:00:00Z`) });
  expect((await file.world.payByCard(visit.id)).statusCode).toBe(200);
  return visit.id;
}
/** The same visit, paid at the desk in cash. */
async function paidInCash(amount: number) {
  const visit = await file.world.hold({ startsAt: new Date(`2026-12-${String(day++).padStart(2, '0')}T08:00:00Z`) });
  const res = await owner.post(`/api/staff/visits/${visit.id}/payments`, { amount, method: 'cash' });
  expect(res.statusCode, res.body).toBe(200);
  return visit.id;
}
async function refund(visitId: number, amount: number) {
  const res = await owner.post(`/api/staff/visits/${visitId}/refund`, { amount, reason: 'Part back' });
  expect(res.statusCode, res.body).toBe(200);
}

describe('refunds in Payments and Insights', () => {
  it('are the same sum, part refunds of several payments included, and the sum of the refunds made', async () => {
    const twice = await paidByCard();
    await refund(twice, 30.5);
    await refund(twice, 20);
    const once = await paidByCard();
    await refund(once, 25);
    // Given back in two parts, the second of which leaves the payment refunded in full.
    const whole = await paidByCard();
    await refund(whole, 40);
    await refund(whole, 60);
    const cash = await paidInCash(80);
    await refund(cash, 15.25);
    await paidByCard();
    const trueSum = 30.5 + 20 + 25 + 40 + 60 + 15.25;

    const made = file.world.sandbox.refundsMade().reduce((sum, r) => sum + r.amountMinor, 0);
    expect(made).toBe((trueSum - 15.25) * 100);

    const payments = await owner.get('/api/staff/payments?from=2026-12-01&to=2026-12-01');
    expect(payments.statusCode, payments.body).toBe(200);
    expect(payments.json().totals).toEqual([{ currency: 'ILS', taken: 480, refunded: trueSum, kept: 480 - trueSum }]);

    const res = await owner.get('/api/staff/insights?from=2026-12-02&to=2026-12-08');
    expect(res.statusCode, res.body).toBe(200);
    const insights = res.json() as TInsights;
    expect(insights).toMatchObject({ revenue: 480, refunded: trueSum });
    expect(insights.by_treatment).toEqual([expect.objectContaining({ treatment_id: 12, refunded: trueSum })]);
  });
});
