import { describe, expect, it } from 'vitest';
import { ZPlainResponse } from '@clinic/contract/appointments/appointments';
import { writtenAndHeard } from '../helpers/changes';
import type { TestCustomer } from '../helpers/sessions';
import { TAKEN, expectError, patientBookingsForFile } from '../helpers/patient-bookings';
import { setVisit } from '../helpers/visit-rows';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
const { file, post, created, rowOf } = patientBookingsForFile(NOW);

describe('POST /api/bull36/update_appointment', () => {
  const move = (who: TestCustomer, id: unknown, date: string, start_time: string, end_time: string) =>
    post('update_appointment', who, { appointment_id: id, date, start_time, end_time });

  it('moves an own visit to a free time, keeping the doctor when free', async () => {
    const a = await created(file.alice, { date: '2026-06-18', start_time: '10:00' });
    const doctor = (await rowOf(Number(a.data.id))).doctorId;
    const res = await move(file.alice, a.data.id, '2026-06-22', '11:00', '11:30');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZPlainResponse.parse(res.json()).message).toBe('Appointment updated to 2026-06-22 11:00-11:30');
    const row = await rowOf(Number(a.data.id));
    expect(row.startsAt.toISOString()).toBe('2026-06-22T08:00:00.000Z');
    expect(row.endsAt.toISOString()).toBe('2026-06-22T08:30:00.000Z');
    expect(row.doctorId).toBe(doctor);
    // A small shift overlapping its own old time is fine.
    expect((await move(file.alice, a.data.id, '2026-06-22', '11:10', '11:40')).statusCode).toBe(200);
  });

  it('asks before another doctor takes the visit when theirs is busy, and answers 409 when nobody is free', async () => {
    const a = await created(file.alice, { date: '2026-06-23', start_time: '09:00' });
    const mine = (await rowOf(Number(a.data.id))).doctorId;
    // Bob takes one doctor at 12:00: Alice's doctor if possible (least-booked picks the other one first).
    const b = await created(file.bob, { date: '2026-06-23', start_time: '12:00' });
    const bobs = (await rowOf(Number(b.data.id))).doctorId;
    expect(bobs).not.toBe(mine);
    // Moved by someone else (another process): the app follows once the database announces it.
    await writtenAndHeard(file.database, file.tenant.id, (db) =>
      setVisit(db, file.tenant.id, Number(b.data.id), { doctorId: mine }),
    );
    // The patient is asked first, naming the doctor free then; nothing moves.
    const asked = await move(file.alice, a.data.id, '2026-06-23', '12:00', '12:30');
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'DOCTOR_CHANGE_NEEDED', params: { doctor_id: bobs } });
    expect(asked.json().params.doctor).toMatch(/Dana Levi|Avi Cohen/);
    expect((await rowOf(Number(a.data.id))).doctorId).toBe(mine);
    expect((await rowOf(Number(a.data.id))).startsAt.toISOString()).toBe('2026-06-23T06:00:00.000Z');
    // Agreed: the visit moves to that doctor.
    const res = await post('update_appointment', file.alice, {
      appointment_id: a.data.id,
      date: '2026-06-23',
      start_time: '12:00',
      end_time: '12:30',
      doctor_id: bobs,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(Number(a.data.id))).doctorId).toBe(bobs);
    // Both doctors now busy at 12:00: moving another visit there is refused and changes nothing.
    const c = await created(file.alice, { date: '2026-06-23', start_time: '15:00' });
    expectError(await move(file.alice, c.data.id, '2026-06-23', '12:10', '12:40'), 409, TAKEN);
    expect((await rowOf(Number(c.data.id))).startsAt.toISOString()).toBe('2026-06-23T12:00:00.000Z');
  });

  it('validates the new time like a new booking, within 06:30..24:00 in 5-minute steps', async () => {
    const a = await created(file.alice, { date: '2026-06-24', start_time: '10:00' });
    const cases: [string, string, string, number, RegExp | string][] = [
      ['2026-06-24', '06:25', '06:55', 400, /between 06:30 and 24:00/],
      ['2026-06-24', '11:00', '11:00', 400, 'End time must be after start time'],
      ['2026-06-24', '11:00', '10:30', 400, 'End time must be after start time'],
      ['2026-06-24', '11:03', '11:33', 400, /5-minute steps/],
      ['2026-05-30', '11:00', '11:30', 400, /already passed/],
      ['2026-07-05', '11:00', '11:30', 400, /30 days ahead/],
      ['2026-06-24', '06:30', '07:00', 409, TAKEN], // the branch opens at 08:00
      ['2026-06-26', '11:00', '11:30', 409, TAKEN], // Friday
    ];
    for (const [date, start, end, status, message] of cases) {
      expectError(await move(file.alice, a.data.id, date, start, end), status, message);
    }
    expect((await rowOf(Number(a.data.id))).startsAt.toISOString()).toBe('2026-06-24T07:00:00.000Z');
  });

  it('refuses other customers, cancelled, paid and past visits', async () => {
    const a = await created(file.alice, { date: '2026-06-25', start_time: '10:00' });
    expectError(await move(file.bob, a.data.id, '2026-06-25', '11:00', '11:30'), 403, /your own/);
    expectError(await move(file.stranger, a.data.id, '2026-06-25', '11:00', '11:30'), 404, 'Appointment not found');
    await setVisit(file.database.db, file.tenant.id, Number(a.data.id), { paidStatus: 1 });
    expectError(await move(file.alice, a.data.id, '2026-06-25', '11:00', '11:30'), 409, /paid appointment/);
    const c = await created(file.alice, { date: '2026-06-25', start_time: '13:00' });
    await post('cancel_appointment', file.alice, { cust_id: file.alice.customerId, appointment_id: c.data.id });
    expectError(await move(file.alice, c.data.id, '2026-06-25', '14:00', '14:30'), 409, /already cancelled/);
    const unauthenticated = await post(
      'update_appointment',
      { 'x-tenant-token': file.tenant.token },
      {
        appointment_id: a.data.id,
        date: '2026-06-25',
        start_time: '11:00',
        end_time: '11:30',
      },
    );
    expect(unauthenticated.statusCode).toBe(401);
  });
});
