import { describe, expect, it } from 'vitest';
import { ZGetAppointmentListResponse } from '@clinic/contract/appointments/appointments';
import { and, eq } from 'drizzle-orm';
import { appointments, treatments } from '../../src/db/schema';
import { createTenant } from '../helpers/factories';
import { createCustomerSession } from '../helpers/sessions';
import { TAKEN, expectError, patientBookingsForFile } from '../helpers/patient-bookings';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3). Doctors 1 (Dana Levi) and 2 (Avi Cohen) work at branch 38.
const NOW = new Date('2026-06-01T05:00:00Z');
const { file, create, created, rowOf } = patientBookingsForFile(NOW);
const NOT_AT_BRANCH = 'This doctor does not work at this branch or does not give this treatment.';

const get = (url: string, token = file.tenant.token) =>
  file.app.inject({ method: 'GET', url: `/api/bull36/${url}`, headers: { 'x-tenant-token': token } });
const daysOf = (doctor: number) =>
  file.app.inject({
    method: 'GET',
    url: `/api/availability/days?branch=38&appointment_type=11&doctor=${doctor}`,
    headers: { 'x-tenant-token': file.tenant.token },
  });

async function startsOf(date: string, doctor?: number) {
  const res = await get(
    `get_available_time?data_time=5&branch=38&appointment_type=11&date=${date}${doctor ? `&doctor=${doctor}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const slots = res.json().time_slots as Array<{ time: string; starts_visit: boolean }>;
  return new Map(slots.map((s) => [s.time, s.starts_visit]));
}

describe('a patient chooses their doctor (issue 50)', () => {
  it('books the chosen doctor, and answers who will see the patient', async () => {
    const body = await created(file.alice, { date: '2026-06-02', start_time: '10:00', doctor_id: 2 });
    expect(body.data.doctor_id).toBe(2);
    expect((await rowOf(Number(body.data.id))).doctorId).toBe(2);
  });

  it("refuses the chosen doctor's taken time though another doctor is free, and any doctor still books it", async () => {
    const slot = { date: '2026-06-03', start_time: '09:00' };
    await created(file.alice, { ...slot, doctor_id: 1 });
    expectError(await create(file.bob, { ...slot, doctor_id: 1 }), 409, TAKEN);
    const any = await created(file.bob, slot);
    expect(any.data.doctor_id).toBe(2);
    expect((await rowOf(Number(any.data.id))).doctorId).toBe(2);
  });

  it('refuses a doctor who does not give the treatment at the branch with a clear 400, storing nothing', async () => {
    const before = (await file.database.db.select().from(appointments)).length;
    // 3 is hidden, 99 does not exist, 1 does not work at branch 39 (which offers treatment 11 on Mondays).
    for (const [doctor, branch] of [
      [3, 38],
      [99, 38],
      [1, 39],
    ] as const) {
      const res = await create(file.alice, { date: '2026-06-08', start_time: '10:00', branch, doctor_id: doctor });
      expectError(res, 400, NOT_AT_BRANCH);
      expect(res.json().code).toBe('DOCTOR_NOT_AT_BRANCH');
    }
    expect((await file.database.db.select().from(appointments)).length).toBe(before);
  });

  it('refuses a doctor whom the treatment does not name', async () => {
    const tenant = await createTenant(file.database.db);
    await file.database.db
      .update(treatments)
      .set({ doctorIds: [1] })
      .where(and(eq(treatments.tenantId, tenant.id), eq(treatments.id, 11)));
    const carol = await createCustomerSession(file.database.db, tenant, NOW);
    const res = await create(carol, { date: '2026-06-02', start_time: '10:00', doctor_id: 2 });
    expectError(res, 400, NOT_AT_BRANCH);
    const slots = await get('get_available_time?branch=38&appointment_type=11&date=2026-06-02&doctor=2', tenant.token);
    expect(slots.statusCode).toBe(400);
    expect(slots.json().code).toBe('DOCTOR_NOT_AT_BRANCH');
    expect(
      (await get('get_available_time?branch=38&appointment_type=11&date=2026-06-02&doctor=1', tenant.token)).statusCode,
    ).toBe(200);
  });

  it("shows one doctor's times and days when asked, any doctor's otherwise", async () => {
    await created(file.alice, { date: '2026-06-04', start_time: '11:00', doctor_id: 1 });
    expect((await startsOf('2026-06-04', 1)).get('11:00')).toBe(false);
    expect((await startsOf('2026-06-04', 1)).get('10:30')).toBe(true);
    expect((await startsOf('2026-06-04', 2)).get('11:00')).toBe(true);
    expect((await startsOf('2026-06-04')).get('11:00')).toBe(true);

    const days = await daysOf(2);
    expect(days.statusCode, days.body).toBe(200);
    const states = new Map((days.json().days as Array<{ date: string; state: string }>).map((d) => [d.date, d.state]));
    expect(states.get('2026-06-02')).toBe('free');
    expect(states.get('2026-06-05')).toBe('closed');
    expect((await daysOf(3)).statusCode).toBe(400);
  });

  it('never books one doctor twice: of two patients asking the same doctor at once, one is refused', async () => {
    const slot = { date: '2026-06-09', start_time: '13:00', doctor_id: 2 };
    const answers = await Promise.all([create(file.alice, slot), create(file.bob, slot)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expectError(refused, 409, TAKEN);
  });

  it('an Idempotency-Key names one doctor: its retry answers the same doctor, another doctor is refused', async () => {
    const key = { 'idempotency-key': `doctor-choice-${file.alice.customerId}` };
    const slot = { date: '2026-06-10', start_time: '15:00', doctor_id: 1 };
    const first = await created(file.alice, slot, key);
    const again = await created(file.alice, slot, key);
    expect(again.data).toMatchObject({ id: first.data.id, doctor_id: 1 });
    const res = await create(file.alice, { ...slot, doctor_id: 2 }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it("My appointments names each visit's doctor", async () => {
    const booked = await created(file.alice, { date: '2026-06-11', start_time: '08:30', doctor_id: 1 });
    const res = await file.app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${file.alice.customerId}&booking_type=upcoming`,
      headers: { ...file.alice.headers, 'accept-language': 'he' },
    });
    const { data } = ZGetAppointmentListResponse.parse(res.json());
    expect(data.appointments.find((a) => a.id === booked.data.id)?.doctor_id).toBe(1);
    expect(data.doctors?.['1']).toEqual({ name: 'דנה לוי' });
  });
});
