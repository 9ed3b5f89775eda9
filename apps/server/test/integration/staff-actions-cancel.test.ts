import { describe, expect, it } from 'vitest';
import { patientCalls } from '../helpers/patient-calls';
import { staffDeskForFile } from '../helpers/staff-desk';

// Monday 2026-12-07, 09:00 in Jerusalem.
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient, rowOf, visitAt, agendaVisit, auditOf } = staffDeskForFile(() => NOW);

describe('POST /api/staff/appointments/:id/cancel', () => {
  it('cancels with the reason kept; the patient sees it cancelled; the audit log has before and after', async () => {
    const patient = await newPatient();
    const visit = await visitAt('2026-12-22T08:00:00Z', { patient });
    const res = await staff.desk.post(`/api/staff/appointments/${visit.id}/cancel`, { reason: '  Doctor is ill  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(visit.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Doctor is ill' });
    expect(await agendaVisit(visit.id, '2026-12-22')).toMatchObject({ status: 'cancelled' });
    const listed = await patientCalls(file.world.app, file.world.tenant).upcoming(patient);
    expect(listed.json().data.appointments).toEqual([expect.objectContaining({ id: visit.id, cancle_status: 1 })]);
    expect(await auditOf('visit.cancelled', visit.id)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ status: 'active' }),
        after: expect.objectContaining({ status: 'cancelled' }),
      }),
    ]);
    const again = await staff.desk.post(`/api/staff/appointments/${visit.id}/cancel`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'APPOINTMENT_CANCELLED' });
  });

  it('gives back the money of a visit the patient paid online', async () => {
    const held = await file.world.hold({ startsAt: new Date('2026-12-23T08:00:00Z') });
    expect((await file.world.payByCard(held.id)).statusCode).toBe(200);
    expect(await agendaVisit(held.id, '2026-12-23')).toMatchObject({ status: 'paid', paid: true });
    const res = await staff.desk.post(`/api/staff/appointments/${held.id}/cancel`, { reason: 'Clinic closed' });
    expect(res.statusCode, res.body).toBe(200);
    const payment = await file.world.paymentOf(held.id);
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(file.world.sandbox.refundsMade()).toContainEqual(expect.objectContaining({ paymentId: payment.id }));
  });

  it('gives back the money of a paid visit that a block cancels', async () => {
    const held = await file.world.hold({ startsAt: new Date('2026-12-29T08:00:00Z') });
    expect((await file.world.payByCard(held.id)).statusCode).toBe(200);
    const res = await staff.desk.post('/api/staff/blocks', {
      branch_id: 38,
      from_date: '2026-12-29',
      to_date: '2026-12-29',
      start_time: '08:00',
      end_time: '18:00',
      reason: 'Power cut',
      cancel_visits: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(held.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Power cut' });
    expect(await file.world.paymentOf(held.id)).toMatchObject({ status: 'refunded' });
  });

  it('needs a reason, and refuses a started visit and a doctor account on another doctor', async () => {
    const later = await visitAt('2026-12-22T10:00:00Z', { doctorId: 2 });
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await staff.desk.post(`/api/staff/appointments/${later.id}/cancel`, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    const forbidden = await staff.drDana.post(`/api/staff/appointments/${later.id}/cancel`, { reason: 'mine?' });
    expect(forbidden.statusCode).toBe(403);
    const started = await visitAt('2026-12-07T06:00:00Z', { doctorId: 2 });
    const res = await staff.desk.post(`/api/staff/appointments/${started.id}/cancel`, { reason: 'late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPOINTMENT_STARTED' });
    expect((await rowOf(later.id)).status).toBe('active');
  });
});
