import { describe, expect, it } from 'vitest';
import { patientCalls } from '../helpers/patient-calls';
import { insertAppointment } from '../helpers/payment-fixtures';
import { staffDeskForFile } from '../helpers/staff-desk';

// Monday 2026-12-07, 09:00 in Jerusalem.
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient, rowOf, visitAt, agendaVisit, auditOf } = staffDeskForFile(() => NOW);

describe('POST /api/staff/appointments/:id/move', () => {
  it('moves to a date and start (the keyboard dialog), keeping the doctor when free; the patient sees it', async () => {
    const patient = await newPatient();
    const visit = await visitAt('2026-12-15T08:00:00Z', { doctorId: 2, patient }); // Tuesday 10:00
    const res = await staff.desk.post(`/api/staff/appointments/${visit.id}/move`, {
      date: '2026-12-16',
      start_time: '11:05',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await agendaVisit(visit.id, '2026-12-16')).toMatchObject({
      doctor_id: 2,
      date: '2026-12-16',
      start_time: '11:05',
      end_time: '11:35',
    });
    const listed = await patientCalls(file.world.app, file.world.tenant).upcoming(patient);
    expect(listed.json().data.appointments).toEqual([
      expect.objectContaining({ id: visit.id, date: '2026-12-16', start_time: '11:05' }),
    ]);
    const [entry] = await auditOf('visit.moved', visit.id);
    expect(entry).toMatchObject({
      before: expect.objectContaining({ starts_at: '2026-12-15T08:00:00.000Z', doctor_id: 2 }),
      after: expect.objectContaining({ starts_at: '2026-12-16T09:05:00.000Z', doctor_id: 2 }),
    });
  });

  it('changes the doctor when asked, and refuses a taken doctor, a taken time and blocked time (409)', async () => {
    const visit = await visitAt('2026-12-15T09:00:00Z', { doctorId: 1 }); // 11:00
    const toDoctor = await staff.desk.post(`/api/staff/appointments/${visit.id}/move`, {
      date: '2026-12-15',
      start_time: '11:00',
      doctor_id: 2,
    });
    expect(toDoctor.statusCode, toDoctor.body).toBe(200);
    expect((await rowOf(visit.id)).doctorId).toBe(2);

    await visitAt('2026-12-15T12:00:00Z', { doctorId: 1 }); // 14:00, doctor 1
    await visitAt('2026-12-15T12:00:00Z', { doctorId: 2 }); // 14:00, doctor 2
    const blocked = await staff.desk.post('/api/staff/blocks', {
      branch_id: 38,
      from_date: '2026-12-15',
      to_date: '2026-12-15',
      start_time: '16:00',
      end_time: '17:00',
      reason: 'Team training',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    for (const body of [
      { date: '2026-12-15', start_time: '14:00' },
      { date: '2026-12-15', start_time: '13:45', doctor_id: 1 },
      { date: '2026-12-15', start_time: '16:30' },
    ]) {
      const res = await staff.desk.post(`/api/staff/appointments/${visit.id}/move`, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    }
    expect(await rowOf(visit.id)).toMatchObject({ doctorId: 2, startsAt: new Date('2026-12-15T09:00:00Z') });
  });

  it("keeps the visit's doctor: without doctor_id, a time only another doctor has is refused (409), never reassigned", async () => {
    const visit = await visitAt('2026-12-30T07:00:00Z', { doctorId: 1 }); // Wednesday 09:00, doctor 1
    await visitAt('2026-12-30T11:00:00Z', { doctorId: 1 }); // 13:00: doctor 1 busy, doctor 2 free
    const refused = await staff.desk.post(`/api/staff/appointments/${visit.id}/move`, {
      date: '2026-12-30',
      start_time: '13:00',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DOCTOR_BUSY' });
    expect(await rowOf(visit.id)).toMatchObject({ doctorId: 1, startsAt: new Date('2026-12-30T07:00:00Z') });
    expect(await auditOf('visit.moved', visit.id)).toEqual([]);

    const chosen = await staff.desk.post(`/api/staff/appointments/${visit.id}/move`, {
      date: '2026-12-30',
      start_time: '13:00',
      doctor_id: 2,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await rowOf(visit.id)).toMatchObject({ doctorId: 2, startsAt: new Date('2026-12-30T11:00:00Z') });
  });

  it('moves a paid visit (patients cannot), but not one that started or was cancelled', async () => {
    const paid = await insertAppointment(file.database.db, {
      tenantId: file.world.tenant.id,
      customerId: (await newPatient()).customerId,
      treatmentId: 11,
      startsAt: new Date('2026-12-17T08:00:00Z'),
      minutes: 30,
      paidStatus: 1,
    });
    const moved = await staff.desk.post(`/api/staff/appointments/${paid.id}/move`, {
      date: '2026-12-17',
      start_time: '12:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const started = await visitAt('2026-12-07T06:30:00Z'); // 08:30 today
    const cancelled = await visitAt('2026-12-17T14:00:00Z');
    expect((await staff.desk.post(`/api/staff/appointments/${cancelled.id}/cancel`, { reason: 'x' })).statusCode).toBe(
      200,
    );
    for (const [id, code] of [
      [started.id, 'APPOINTMENT_STARTED'],
      [cancelled.id, 'APPOINTMENT_CANCELLED'],
    ] as const) {
      const res = await staff.desk.post(`/api/staff/appointments/${id}/move`, {
        date: '2026-12-17',
        start_time: '13:00',
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code });
    }
  });

  it("refuses a doctor account another doctor's visit, and moving its own to another doctor (403)", async () => {
    const others = await visitAt('2026-12-21T08:00:00Z', { doctorId: 2 });
    const own = await visitAt('2026-12-21T09:00:00Z', { doctorId: 1 });
    for (const [id, body] of [
      [others.id, { date: '2026-12-21', start_time: '13:00' }],
      [own.id, { date: '2026-12-21', start_time: '13:00', doctor_id: 2 }],
    ] as const) {
      const res = await staff.drDana.post(`/api/staff/appointments/${id}/move`, body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    }
    const ok = await staff.drDana.post(`/api/staff/appointments/${own.id}/move`, {
      date: '2026-12-21',
      start_time: '13:00',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rowOf(others.id)).toMatchObject({ startsAt: new Date('2026-12-21T08:00:00Z') });
  });
});
