import { describe, expect, it } from 'vitest';
import { type StaffCalls, staffClient } from '../helpers/staff';
import { staffDeskForFile } from '../helpers/staff-desk';

// Monday 2026-12-07, 09:00 in Jerusalem; a test that moves the clock puts it back.
const NOW = new Date('2026-12-07T07:00:00Z');
let clock = NOW;
const { file, staff, visitAt, agendaVisit, auditOf } = staffDeskForFile(() => clock);

describe('POST /api/staff/appointments/:id/attendance', () => {
  const mark = (client: StaffCalls, id: number, value: string) =>
    client.post(`/api/staff/appointments/${id}/attendance`, { mark: value });

  it('marks arrived on the visit day before it starts, completed and no-show only once it started', async () => {
    const laterToday = await visitAt('2026-12-07T10:00:00Z'); // 12:00 today
    const tomorrow = await visitAt('2026-12-08T07:00:00Z');
    expect((await mark(staff.desk, laterToday.id, 'arrived')).statusCode).toBe(200);
    for (const [id, value] of [
      [tomorrow.id, 'arrived'],
      [laterToday.id, 'completed'],
      [laterToday.id, 'no_show'],
    ] as const) {
      const res = await mark(staff.desk, id, value);
      expect(res.statusCode, `${value}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ATTENDANCE_TOO_EARLY' });
    }
    clock = new Date('2026-12-07T10:05:00Z');
    try {
      expect((await mark(staff.desk, laterToday.id, 'completed')).statusCode).toBe(200);
      expect(await agendaVisit(laterToday.id, '2026-12-07')).toMatchObject({ status: 'completed' });
    } finally {
      clock = NOW;
    }
    expect((await auditOf('visit.arrived', laterToday.id)).length).toBe(1);
    expect(await auditOf('visit.completed', laterToday.id)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ attendance: 'arrived' }),
        after: expect.objectContaining({ attendance: 'completed' }),
      }),
    ]);
  });

  it('undoes a mark on the visit day only (409 ATTENDANCE_DAY_OVER after)', async () => {
    const morning = await visitAt('2026-12-07T06:00:00Z'); // 08:00 today, started
    expect((await mark(staff.desk, morning.id, 'no_show')).statusCode).toBe(200);
    expect((await mark(staff.desk, morning.id, 'none')).statusCode).toBe(200);
    expect(await agendaVisit(morning.id, '2026-12-07')).toMatchObject({ status: 'booked' });
    expect((await mark(staff.desk, morning.id, 'no_show')).statusCode).toBe(200);
    clock = new Date('2026-12-07T22:30:00Z'); // 00:30 on Tuesday in Jerusalem: the night shift logs in
    try {
      const night = await staffClient(file.world.app, file.world.tenant.key, 'desk@clinic.example');
      const res = await mark(night, morning.id, 'none');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ATTENDANCE_DAY_OVER' });
      // A mark on a past visit is still the front desk's to set.
      expect((await mark(night, morning.id, 'completed')).statusCode).toBe(200);
    } finally {
      clock = NOW;
    }
    expect((await auditOf('visit.mark_undone', morning.id)).length).toBe(1);
  });

  it("refuses a cancelled visit, an unknown mark and a doctor account on another doctor's visit", async () => {
    const others = await visitAt('2026-12-07T07:00:00Z', { doctorId: 2 });
    const forbidden = await mark(staff.drDana, others.id, 'arrived');
    expect(forbidden.statusCode).toBe(403);
    expect((await mark(staff.desk, others.id, 'late')).statusCode).toBe(400);
    expect((await mark(staff.drDana, (await visitAt('2026-12-07T07:00:00Z')).id, 'arrived')).statusCode).toBe(200);
    const cancelled = await visitAt('2026-12-24T06:00:00Z', { doctorId: 2 });
    await staff.desk.post(`/api/staff/appointments/${cancelled.id}/cancel`, { reason: 'x' });
    const res = await mark(staff.desk, cancelled.id, 'arrived');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPOINTMENT_CANCELLED' });
  });
});
