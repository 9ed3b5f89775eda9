import { describe, expect, it } from 'vitest';
import { ZGetAvailableTimeResponse } from '@clinic/contract/catalog/get-available-time';
import { patientBookingsForFile } from '../helpers/patient-bookings';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3). Doctors 1 (Dana Levi) and 2 (Avi Cohen) work at branch 38.
const NOW = new Date('2026-06-01T05:00:00Z');
const { file, created, rowOf } = patientBookingsForFile(NOW);

/** The doctor each time of a day names for a visit of any doctor. */
async function namedOn(date: string): Promise<Map<string, number | undefined>> {
  const res = await file.app.inject({
    method: 'GET',
    url: `/api/bull36/get_available_time?data_time=5&branch=38&appointment_type=11&date=${date}`,
    headers: { 'x-tenant-token': file.tenant.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const slots = ZGetAvailableTimeResponse.parse(res.json()).time_slots;
  return new Map(slots.filter((s) => s.starts_visit).map((s) => [s.time, s.doctor_id]));
}

describe('"any doctor" names the doctor before booking (issue 50)', () => {
  it('names the least booked free doctor at each time, and only at times a visit can start', async () => {
    const date = '2026-06-15';
    // Nobody is booked yet: equals, the lowest id.
    expect((await namedOn(date)).get('10:00')).toBe(1);
    await created(file.alice, { date, start_time: '09:00', doctor_id: 1 });
    const named = await namedOn(date);
    // Dana has a visit that day, Avi none; while Dana sees Alice only Avi can start a visit at 09:00.
    expect(named.get('10:00')).toBe(2);
    expect(named.get('09:00')).toBe(2);
    const res = await file.app.inject({
      method: 'GET',
      url: `/api/bull36/get_available_time?data_time=5&branch=38&appointment_type=11&date=${date}`,
      headers: { 'x-tenant-token': file.tenant.token },
    });
    const slots = ZGetAvailableTimeResponse.parse(res.json()).time_slots;
    expect(slots.filter((s) => !s.starts_visit).every((s) => s.doctor_id === undefined)).toBe(true);
  });

  it('books the doctor the time named while free, though another is now less booked', async () => {
    const date = '2026-06-16';
    expect((await namedOn(date)).get('11:00')).toBe(1);
    // Meanwhile someone else books Dana: Avi is now the least booked, but Bob was shown Dana and gets her.
    await created(file.alice, { date, start_time: '09:00', doctor_id: 1 });
    const booked = await created(file.bob, { date, start_time: '11:00', preferred_doctor_id: 1 });
    expect(booked.data.doctor_id).toBe(1);
    expect((await rowOf(Number(booked.data.id))).doctorId).toBe(1);
  });

  it('books any free doctor when the named one was taken meanwhile, and names them in the answer', async () => {
    const date = '2026-06-17';
    expect((await namedOn(date)).get('12:00')).toBe(1);
    await created(file.alice, { date, start_time: '12:00', doctor_id: 1 });
    const booked = await created(file.bob, { date, start_time: '12:00', preferred_doctor_id: 1 });
    expect(booked.data.doctor_id).toBe(2);
  });

  it('ignores a named doctor who does not give the treatment here: any free doctor books it', async () => {
    const booked = await created(file.alice, { date: '2026-06-18', start_time: '10:00', preferred_doctor_id: 3 });
    expect([1, 2]).toContain(booked.data.doctor_id);
  });
});
