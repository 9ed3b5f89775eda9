import { beforeAll, describe, expect, it } from 'vitest';
import { ZVisitMoney, type TVisitMoney } from '@clinic/contract/staff/staff-visit-money';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import { expectRefusal } from '../helpers/clinic-setup';
import { refundsWorldForFile } from '../helpers/refund-fixtures';
import { type StaffCalls, addClinicTeam } from '../helpers/staff';

// Tuesday 2026-12-01, 10:00 in Jerusalem.
const NOW = new Date('2026-12-01T08:00:00Z');
const file = refundsWorldForFile(() => NOW);

let owner: StaffCalls;
let desk: StaffCalls;

beforeAll(async () => {
  const { world, database } = file;
  ({ owner, desk } = await addClinicTeam(world.app, database.db, world.tenant));
});

/**
 * The patient books on the site at 10:00 of a working day of its own: treatment 12 (250, a 100 online deposit) or 11
 * (350.50, paid at the clinic). Answers the visit's id and what the booking answer said is paid now.
 */
async function booked(treatment: 11 | 12, date: string) {
  const { world } = file;
  const res = await world.app.inject({
    method: 'POST',
    url: '/api/bull36/create_appointment',
    headers: world.me.headers,
    payload: {
      branch: 38,
      appointments_type_id: treatment,
      date,
      start_time: '10:00',
      end_time: '10:00',
      cust_id: world.me.customerId,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { appointment_id: number; appoiment_type_price: number };
  return { id: Number(data.appointment_id), paidNow: data.appoiment_type_price, date };
}
const money = async (id: number) => {
  const res = await desk.get(`/api/staff/visits/${id}/money`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as TVisitMoney;
  expect(ZVisitMoney.safeParse(body).error?.issues ?? []).toEqual([]);
  return body;
};
const pay = (id: number, amount: number, method = 'cash') =>
  desk.post(`/api/staff/visits/${id}/payments`, { amount, method });
async function visitCall(id: number): Promise<TAgendaVisit> {
  const res = await owner.get(`/api/staff/appointments/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TAgendaVisit;
}
async function documentAmounts(id: number) {
  const res = await desk.get(`/api/staff/appointments/${id}/documents`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Array<{ amount: number }> }).data.map((doc) => doc.amount);
}

describe('the desk takes the balance after an online deposit', () => {
  it('a visit keeps its full price; the desk sees 100 paid and 150 due, takes the 150 with its receipt', async () => {
    const visit = await booked(12, '2026-12-02');
    // The site's answer still names what is paid now: the deposit.
    expect(visit.paidNow).toBe(100);
    expect((await file.world.payByCard(visit.id)).statusCode).toBe(200);

    expect(await visitCall(visit.id)).toMatchObject({ status: 'paid', price_minor: 25_000, kept_minor: 10_000 });
    expect(await money(visit.id)).toMatchObject({ price: 250, paid: 100, due: 150 });
    const grid = await desk.get(`/api/staff/agenda?date=${visit.date}&branch=38`);
    expect(grid.body).toContain(`"taken_minor":10000`);

    expectRefusal(await pay(visit.id, 200), 422, 'DESK_PAYMENT_ABOVE_DUE');
    expect(await money(visit.id)).toMatchObject({ paid: 100, due: 150 });

    const taken = await pay(visit.id, 150);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().money).toMatchObject({ price: 250, paid: 250, due: 0, refundable: 250 });
    const providers = (taken.json().money as TVisitMoney).payments.map((p) => p.provider);
    expect(providers.sort()).toEqual(['desk_cash', 'sandbox']);
    expect(await visitCall(visit.id)).toMatchObject({ status: 'paid', price_minor: 25_000 });
    expect(await visitCall(visit.id)).not.toHaveProperty('kept_minor');
    // Each payment its own receipt: the deposit's and the balance's.
    expect(await documentAmounts(visit.id)).toEqual([100, 150]);

    expectRefusal(await pay(visit.id, 1), 409, 'ALREADY_PAID');
    expect((await money(visit.id)).paid).toBe(250);
  });

  it('two desk payments of the balance at once: one lands, the other is refused', async () => {
    const visit = await booked(12, '2026-12-03');
    expect((await file.world.payByCard(visit.id)).statusCode).toBe(200);
    const answers = await Promise.all([pay(visit.id, 150, 'cash'), pay(visit.id, 150, 'card')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await money(visit.id)).toMatchObject({ paid: 250, due: 0 });
  });

  it('a visit with no deposit: its price is due, taken in parts up to it and no more', async () => {
    const visit = await booked(11, '2026-12-06');
    expect(visit.paidNow).toBe(350.5);
    expect(await money(visit.id)).toMatchObject({ price: 350.5, paid: 0, due: 350.5 });
    expectRefusal(await pay(visit.id, 350.51), 422, 'DESK_PAYMENT_ABOVE_DUE');
    expect((await pay(visit.id, 300)).statusCode).toBe(200);
    expect(await money(visit.id)).toMatchObject({ paid: 300, due: 50.5 });
    expect((await pay(visit.id, 50.5, 'card')).statusCode).toBe(200);
    expect(await money(visit.id)).toMatchObject({ paid: 350.5, due: 0 });
    expectRefusal(await pay(visit.id, 10), 409, 'ALREADY_PAID');
  });
});
