import { describe, expect, it } from 'vitest';
import { ZStaffNextFreeResponse } from '@clinic/contract/staff/staff-next-free';
import { type StaffCalls } from '../helpers/staff';
import { staffDeskForFile } from '../helpers/staff-desk';
import { setVisit } from '../helpers/visit-rows';

// Monday 2026-12-07, 09:00 in Jerusalem (UTC+2). Branch 38 and doctors 1, 2 work Sunday to Thursday, 08:00-18:00;
// treatment 11 lasts 30 minutes.
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient, rowOf, visitAt, book } = staffDeskForFile(() => NOW);

async function nextFree(client: StaffCalls, query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries({ branch: 38, treatment: 11, ...query }).map(([k, v]): [string, string] => [k, `${v}`]),
  );
  const res = await client.get(`/api/staff/next_free?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZStaffNextFreeResponse.parse(res.json()).next;
}

/** A visit of doctor's, `minutes` long, on a day in Jerusalem (UTC+2) at a wall time. */
async function busy(doctorId: number, date: string, time: string, minutes: number) {
  const start = new Date(`${date}T${time}:00+02:00`);
  const visit = await visitAt(start.toISOString(), { doctorId });
  const endsAt = new Date(start.getTime() + minutes * 60_000);
  await setVisit(file.database.db, file.world.tenant.id, visit.id, { endsAt });
  return visit;
}

describe('GET /api/staff/next_free ("Next available" in Book and Move)', () => {
  it('skips times no single doctor can take for the whole visit (decision 017), for any doctor', async () => {
    // Wednesday: doctor 1 is free 08:00-08:20, doctor 2 08:20-08:45, both busy after: every 5 minutes from 08:00
    // to 08:40 has a free doctor, yet none is free for 30 minutes. Thursday 08:00 is the first whole free time.
    await busy(1, '2026-12-09', '08:20', 580);
    await busy(2, '2026-12-09', '08:00', 20);
    await busy(2, '2026-12-09', '08:45', 555);
    expect(await nextFree(staff.desk, { from: '2026-12-09' })).toEqual({
      date: '2026-12-10',
      start_time: '08:00',
      doctor_ids: [1, 2],
    });
  });

  it("finds a chosen doctor's first whole free time; the booking of that answer is accepted", async () => {
    // Sunday 2026-12-13: doctor 1 busy 08:00-08:30 and 08:40-09:10 (a 10-minute gap); doctor 2 free all day.
    await busy(1, '2026-12-13', '08:00', 30);
    const second = await busy(1, '2026-12-13', '08:40', 30);
    expect(await nextFree(staff.desk, { from: '2026-12-13' })).toEqual({
      date: '2026-12-13',
      start_time: '08:00',
      doctor_ids: [2],
    });
    const mine = await nextFree(staff.desk, { from: '2026-12-13', doctor: 1 });
    expect(mine).toEqual({ date: '2026-12-13', start_time: '09:10', doctor_ids: [1] });
    const booked = await book(staff.desk, {
      patient_id: (await newPatient()).customerId,
      doctor_id: 1,
      date: mine!.date,
      start_time: mine!.start_time,
    });
    expect(booked.statusCode, booked.body).toBe(200);

    // Moving the 08:40 visit: its own time is free to it, so 08:30 fits doctor 1; the move keeps the doctor.
    const forMove = await nextFree(staff.desk, { from: '2026-12-13', doctor: 1, ignore_visit: second.id });
    expect(forMove).toEqual({ date: '2026-12-13', start_time: '08:30', doctor_ids: [1] });
    const moved = await staff.desk.post(`/api/staff/appointments/${second.id}/move`, {
      date: forMove!.date,
      start_time: forMove!.start_time,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await rowOf(second.id)).toMatchObject({ doctorId: 1, startsAt: new Date('2026-12-13T06:30:00Z') });

    // A visit at the first free time of its day: never its own start, but a start overlapping its own time is fine.
    const first = await busy(2, '2026-12-16', '08:00', 30);
    expect(await nextFree(staff.desk, { from: '2026-12-16', doctor: 2, ignore_visit: first.id })).toEqual({
      date: '2026-12-16',
      start_time: '08:05',
      doctor_ids: [2],
    });
  });

  it("looks from now on today, and past the patients' 30-day booking window", async () => {
    const today = await nextFree(staff.desk, {});
    expect(today?.date).toBe('2026-12-07');
    expect(today!.start_time >= '09:00').toBe(true);
    // 60 days ahead: Friday 2027-02-05 is closed, so Sunday the 7th.
    expect(await nextFree(staff.desk, { from: '2027-02-05', doctor: 2 })).toEqual({
      date: '2027-02-07',
      start_time: '08:00',
      doctor_ids: [2],
    });
  });

  it("gives a doctor account its own times only; refuses another doctor's (403) and an unknown one (404)", async () => {
    expect((await nextFree(staff.drDana, { from: '2026-12-14' }))?.doctor_ids).toEqual([1]);
    const others = await staff.drDana.get('/api/staff/next_free?branch=38&treatment=11&doctor=2');
    expect(others.statusCode, others.body).toBe(403);
    const unknown = await staff.desk.get('/api/staff/next_free?branch=38&treatment=11&doctor=999');
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'DOCTOR_NOT_FOUND' });
    const othersVisit = await busy(2, '2026-12-21', '08:00', 30);
    const moving = await staff.drDana.get(`/api/staff/next_free?branch=38&treatment=11&ignore_visit=${othersVisit.id}`);
    expect(moving.statusCode, moving.body).toBe(403);
    const noVisit = await staff.desk.get('/api/staff/next_free?branch=38&treatment=11&ignore_visit=987654');
    expect(noVisit.statusCode, noVisit.body).toBe(404);
    // A doctor who takes no visits (hidden) has no free time.
    expect(await nextFree(staff.desk, { doctor: 3 })).toBeNull();
    const hostile = await staff.desk.get('/api/staff/next_free?branch=38&treatment=abc&from=tomorrow');
    expect(hostile.statusCode, hostile.body).toBe(400);
  });
});
