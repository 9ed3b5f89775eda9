import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_NOW, type ClinicSetupWorld, clinicSetupWorld, expectRefusal } from '../helpers/clinic-setup';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { visitRow } from '../helpers/visit-rows';

// SETUP_NOW is Monday 2026-12-07, 09:00 in Jerusalem; branch 38 is open 08:00-18:00 on weekdays.
const TODAY = '2026-12-07';
let world: ClinicSetupWorld;
let patient: TestCustomer;
beforeAll(async () => {
  world = await clinicSetupWorld();
  patient = await createCustomerSession(world.database.db, world.tenant, SETUP_NOW);
});
afterAll(() => world.close());

/** Sets the clinic's rules and waits until the patient site reads them (its tenant lookup follows the feed). */
async function rules(change: Record<string, number | null>) {
  const res = await world.owner.patch('/api/staff/clinic', change);
  expect(res.statusCode, res.body).toBe(200);
  await expect
    .poll(async () => (await world.patientGet('/api/get_template')).json().user_template)
    .toMatchObject({
      booking_window_days: res.json().booking_window_days,
      min_notice_minutes: res.json().min_notice_minutes,
    });
  return res.json() as Record<string, unknown>;
}
const book = (date: string, start: string, treatment = 10) =>
  world.patientSite.book(patient, { date, start_time: start, treatment });

describe('booking rules', () => {
  it('start from the defaults: 30 days ahead, no notice, the server’s hold', async () => {
    expect((await world.owner.get('/api/staff/clinic')).json()).toMatchObject({
      booking_window_days: 30,
      min_notice_minutes: 0,
      hold_minutes: null,
    });
    expect((await world.patientSite.freeTimes({ date: '2027-01-06', treatment: 10 })).length).toBeGreaterThan(0);
  });

  it('a booking window: later days are shown with nothing free, and booked only by staff', async () => {
    await rules({ booking_window_days: 7 });
    expect(await world.patientSite.freeTimes({ date: '2026-12-14', treatment: 10 })).toContain('09:00');
    expect(await world.patientSite.freeTimes({ date: '2026-12-15', treatment: 10 })).toEqual([]);
    const late = await book('2026-12-15', '09:00');
    expectRefusal(late, 400, 'OUTSIDE_BOOKING_WINDOW');
    expect(late.json()).toMatchObject({ params: { count: 7 }, message: expect.stringMatching(/up to 7 days/) });
    expect((await book('2026-12-14', '09:00')).statusCode).toBe(200);
    await rules({ booking_window_days: 30 });
    expect(await world.patientSite.freeTimes({ date: '2026-12-15', treatment: 10 })).toContain('09:00');
  });

  it("the waitlist takes days inside the clinic's window, however long the clinic sets it", async () => {
    const join = (date: string) =>
      world.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: patient.headers,
        payload: { branch: 38, appointments_type_id: 10, date },
      });
    await rules({ booking_window_days: 7 });
    const late = await join('2026-12-15');
    expectRefusal(late, 400, 'OUTSIDE_BOOKING_WINDOW');
    expect(late.json()).toMatchObject({ params: { count: 7 } });
    await rules({ booking_window_days: 60 });
    const far = await join('2027-01-25');
    expect(far.statusCode, far.body).toBe(200);
    await rules({ booking_window_days: 30 });
  });

  it('a shortest notice: patients book and move only that far ahead; the front desk at any time', async () => {
    await rules({ min_notice_minutes: 120 });
    const free = await world.patientSite.freeTimes({ date: TODAY, treatment: 10 });
    expect(free[0]).toBe('11:00');
    const soon = await book(TODAY, '10:00');
    expectRefusal(soon, 400, 'NOTICE_TOO_SHORT');
    expect(soon.json()).toMatchObject({ params: { minutes: 120 }, message: expect.stringMatching(/120 minutes/) });

    const booked = await book(TODAY, '11:30');
    expect(booked.statusCode, booked.body).toBe(200);
    const moved = await world.app.inject({
      method: 'POST',
      url: '/api/bull36/update_appointment',
      headers: patient.headers,
      payload: { appointment_id: booked.json().data.id, date: TODAY, start_time: '10:30', end_time: '10:35' },
    });
    expectRefusal(moved, 400, 'NOTICE_TOO_SHORT');

    const staffTimes = await world.desk.get(`/api/staff/free_times?date=${TODAY}&branch=38&treatment=10`);
    expect((staffTimes.json().times as Array<{ time: string }>).map((t) => t.time)).toContain('09:30');
    const desk = await world.desk.post('/api/staff/appointments', {
      patient_id: patient.customerId,
      branch_id: 38,
      treatment_id: 10,
      date: TODAY,
      start_time: '09:30',
    });
    expect(desk.statusCode, desk.body).toBe(200);
    await rules({ min_notice_minutes: 0 });
    expect((await world.patientSite.freeTimes({ date: TODAY, treatment: 10 }))[0]).toBe('09:00');
  });

  it("an unpaid online booking holds its time for the clinic's minutes, or the server's", async () => {
    const holdOf = async (start: string) => {
      const res = await book('2026-12-09', start, 12);
      expect(res.statusCode, res.body).toBe(200);
      const row = await visitRow(world.database.db, world.tenant.id, res.json().data.id as number);
      return (row!.holdExpiresAt!.getTime() - SETUP_NOW.getTime()) / 60_000;
    };
    // The window moves with each change only so that rules() sees the patient site read the new row.
    expect((await rules({ hold_minutes: 45, booking_window_days: 29 })).hold_minutes).toBe(45);
    expect(await holdOf('09:00')).toBe(45);
    expect((await rules({ hold_minutes: null, booking_window_days: 30 })).hold_minutes).toBeNull();
    expect(await holdOf('10:00')).toBe(15);
  });

  it('refuses rules out of range, naming the field', async () => {
    for (const change of [{ booking_window_days: 0 }, { min_notice_minutes: -5 }, { hold_minutes: 2 }]) {
      const res = await world.owner.patch('/api/staff/clinic', change);
      expectRefusal(res, 400, 'BAD_REQUEST');
      expect(res.json().params).toEqual({ field: Object.keys(change)[0] });
    }
    const entries = await world.auditOf('clinic.changed');
    expect(entries.some((e) => (e.after as { booking_window_days?: number }).booking_window_days === 7)).toBe(true);
  });
});
