import { beforeAll, describe, expect, it } from 'vitest';
import type { TLedgerPayment, TPaymentsTotal } from '@clinic/contract/staff/staff-inbox';
import { expectRefusal } from '../helpers/clinic-setup';
import { setCustomer } from '../helpers/customer-rows';
import { ledgerStaffForFile } from '../helpers/ledger-staff';
import { type StaffCalls, staffClient } from '../helpers/staff';

// Tuesday 2026-12-01, 10:00 in Jerusalem; one payment is made the next day.
const DAY_ONE = new Date('2026-12-01T08:00:00Z');
let now = DAY_ONE;
const { file, staff } = ledgerStaffForFile(() => now);

/** A patient name a spreadsheet would run as a formula, with a comma and quotes that CSV must keep. */
const HOSTILE_NAME = '=HYPERLINK("https://evil.example","Dana, Levi")';

const visits: Record<'card' | 'part' | 'desk' | 'expired' | 'nextDay', number> = {
  card: 0,
  part: 0,
  desk: 0,
  expired: 0,
  nextDay: 0,
};

/** A 100 ILS card payment for a visit at 10:00 Jerusalem on `date`. */
async function paidVisit(date: string) {
  const visit = await file.world.hold({ startsAt: new Date(`${date}T08:00:00Z`) });
  expect((await file.world.payByCard(visit.id)).statusCode).toBe(200);
  return visit.id;
}

beforeAll(async () => {
  const { world, database } = file;
  await setCustomer(database.db, world.tenant.id, world.me.customerId, { name: HOSTILE_NAME });

  // Day one: a card payment kept whole; one given back in part; cash at the staff.desk all given back; one that expired.
  visits.card = await paidVisit('2026-12-03');
  visits.part = await paidVisit('2026-12-04');
  const part = await staff.owner.post(`/api/staff/visits/${visits.part}/refund`, { amount: 30.5, reason: 'Shorter' });
  expect(part.statusCode, part.body).toBe(200);
  visits.desk = (await file.world.hold({ startsAt: new Date('2026-12-07T08:00:00Z') })).id;
  const cash = await staff.desk.post(`/api/staff/visits/${visits.desk}/payments`, { amount: 120, method: 'cash' });
  expect(cash.statusCode, cash.body).toBe(200);
  const back = await staff.owner.post(`/api/staff/visits/${visits.desk}/refund`, { amount: 120, reason: 'Paid twice' });
  expect(back.statusCode, back.body).toBe(200);
  visits.expired = await paidVisit('2026-12-08');
  await file.world.setPayment(await file.world.paymentOf(visits.expired), { status: 'expired' });
  // Day two (the clock then goes back, so the staff sessions made on day one stay fresh).
  now = new Date('2026-12-02T08:00:00Z');
  visits.nextDay = await paidVisit('2026-12-09');
  now = DAY_ONE;
});

const list = async (client: StaffCalls, query = '') => {
  const res = await client.get(`/api/staff/payments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { payments: TLedgerPayment[]; has_more: boolean; totals: TPaymentsTotal[] };
};

describe('the totals of GET /api/staff/payments', () => {
  it('sum what the payments took, gave back (part refunds too) and kept, per currency, of the whole range', async () => {
    expect((await list(staff.desk, '?from=2026-12-01&to=2026-12-01')).totals).toEqual([
      { currency: 'ILS', taken: 320, refunded: 150.5, kept: 169.5 },
    ]);
    expect((await list(staff.owner)).totals).toEqual([{ currency: 'ILS', taken: 420, refunded: 150.5, kept: 269.5 }]);
    // Every payment of the filter, not only the page shown.
    const page = await list(staff.owner, '?limit=1');
    expect(page.payments).toHaveLength(1);
    expect(page.totals).toEqual([{ currency: 'ILS', taken: 420, refunded: 150.5, kept: 269.5 }]);
  });

  it('stay those of the whole range on every page; the pages hold every payment once, newest first', async () => {
    const whole = await list(staff.owner);
    expect(whole.has_more).toBe(false);
    expect(whole.payments).toHaveLength(5);
    const pages = [
      await list(staff.owner, '?limit=2'),
      await list(staff.owner, '?limit=2&offset=2'),
      await list(staff.owner, '?limit=2&offset=4'),
    ];
    expect(pages.map((page) => [page.payments.length, page.has_more])).toEqual([
      [2, true],
      [2, true],
      [1, false],
    ]);
    expect(pages.flatMap((page) => page.payments.map((p) => p.id))).toEqual(whole.payments.map((p) => p.id));
    for (const page of pages) expect(page.totals).toEqual(whole.totals);
    // The day's first page: its totals are the day's, whatever the page holds.
    const dayOne = await list(staff.desk, '?from=2026-12-01&to=2026-12-01&limit=1');
    expect(dayOne).toMatchObject({ has_more: true, totals: [{ currency: 'ILS', taken: 320, kept: 169.5 }] });
    // Bounded: a page holds at most 100.
    expect((await staff.owner.get('/api/staff/payments?limit=101')).statusCode).toBe(400);
    expect((await staff.owner.get('/api/staff/payments?offset=-1')).statusCode).toBe(400);
  });

  it('follow the state filter and the days; a range without payments has a total of nothing', async () => {
    expect((await list(staff.owner, '?status=refunded')).totals).toEqual([
      { currency: 'ILS', taken: 120, refunded: 120, kept: 0 },
    ]);
    expect((await list(staff.owner, '?status=expired')).totals).toEqual([
      { currency: 'ILS', taken: 0, refunded: 0, kept: 0 },
    ]);
    expect((await list(staff.owner, '?from=2026-12-02')).totals).toEqual([
      { currency: 'ILS', taken: 100, refunded: 0, kept: 100 },
    ]);
    // None: nothing, in the clinic's currency.
    const none = [{ currency: 'ILS', taken: 0, refunded: 0, kept: 0 }];
    expect(await list(staff.owner, '?from=2026-12-03')).toEqual({ payments: [], has_more: false, totals: none });
    expect(await list(staff.otherOwner)).toEqual({ payments: [], has_more: false, totals: none });
  });

  it('each payment says what went back of it and the branch of its visit', async () => {
    const { payments } = await list(staff.owner, '?from=2026-12-01&to=2026-12-01');
    const byVisit = new Map(payments.map((p) => [p.appointment.id, p]));
    expect(byVisit.get(visits.part)).toMatchObject({
      amount: 100,
      refunded: 30.5,
      kept: 69.5,
      status: 'paid',
      refundable: true,
    });
    expect(byVisit.get(visits.desk)).toMatchObject({ amount: 120, refunded: 120, status: 'refunded' });
    expect(byVisit.get(visits.card)).toMatchObject({ refunded: 0, appointment: { branch_id: 38 } });
  });
});

describe('GET /api/staff/payments.csv', () => {
  it("answers the filter's payments as UTF-8 CSV with a byte-order mark, every cell safe for a spreadsheet", async () => {
    const res = await staff.desk.get('/api/staff/payments.csv?from=2026-12-01&to=2026-12-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments-2026-12-01-2026-12-01.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const { payments } = await list(staff.desk, '?from=2026-12-01&to=2026-12-01');
    const of = (visit: number) => payments.find((p) => p.appointment.id === visit)!;
    const phone = of(visits.card).patient.phone;
    expect(phone).toMatch(/^\+972/);
    // The name and the phone start with what a spreadsheet runs (= and +): an apostrophe first; quotes doubled.
    const patient = `"'=HYPERLINK(""https://evil.example"",""Dana, Levi"")",'${phone}`;
    const line = (visit: number, date: string, money: string, method: string, state: string) => {
      const p = of(visit);
      const card = [p.card_brand, p.card_last4].filter(Boolean).join(' ');
      const ref = p.provider_ref ?? '';
      return `2026-12-01 10:00,${p.id},${visit},${date},10:00,Implant consult,${patient},${money},ILS,${method},${card},${state},${ref}`;
    };
    expect(res.body.slice(1).trim().split('\n')).toEqual([
      'paid_at,payment_id,visit_id,visit_date,visit_time,treatment,patient,phone,amount,refunded,kept,currency,method,card,state,reference',
      // The latest recorded first.
      line(visits.expired, '2026-12-08', '100.00,0.00,0.00', 'sandbox', 'expired'),
      line(visits.desk, '2026-12-07', '120.00,120.00,0.00', 'desk_cash', 'refunded'),
      line(visits.part, '2026-12-04', '100.00,30.50,69.50', 'sandbox', 'paid'),
      line(visits.card, '2026-12-03', '100.00,0.00,100.00', 'sandbox', 'paid'),
    ]);
    expect(of(visits.card).card_last4).toBe('4242');
  });

  it('holds every payment of a long range, in the page language, and only the clinic’s own', async () => {
    const hebrew = await staffClient(file.world.app, file.world.tenant.key, 'owner@clinic.example', 'he');
    const all = await hebrew.get('/api/staff/payments.csv');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-disposition']).toBe('attachment; filename="payments-start-now.csv"');
    const rows = all.body.slice(1).trim().split('\n').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toContain(`,${visits.nextDay},2026-12-09,10:00,ייעוץ שתלים,`);
    expect(rows[0]).toMatch(/^2026-12-02 10:00,/);

    const other = await staff.otherOwner.get('/api/staff/payments.csv');
    expect(other.body.slice(1).trim().split('\n')).toHaveLength(1);
  });

  it('is refused to doctors and to a bad filter before anything is written', async () => {
    expectRefusal(await staff.doctor.get('/api/staff/payments.csv'), 403, 'STAFF_FORBIDDEN');
    expectRefusal(await staff.owner.get('/api/staff/payments.csv?status=lost'), 400, 'BAD_REQUEST');
    expectRefusal(await staff.owner.get('/api/staff/payments.csv?from=2026-13-40'), 400, 'BAD_REQUEST');
  });
});
