import { describe, expect, it } from 'vitest';
import { agendaOf, staffAgendaForFile } from '../helpers/staff-agenda';

// Monday 2026-12-07, 09:00 in Jerusalem (UTC+2 in winter).
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient, visitOf } = staffAgendaForFile(() => NOW, NOW);

describe('GET /api/staff/agenda: who cancelled a visit', () => {
  it("says a visit the patient cancelled was the patient's doing, and keeps staff's reason for theirs", async () => {
    const [patient, phoned, kept] = await Promise.all([newPatient(), newPatient(), newPatient()]);
    const byPatient = await visitOf(patient, { startsAt: '2026-12-17T08:00:00Z' });
    const byStaff = await visitOf(phoned, { startsAt: '2026-12-17T09:00:00Z' });
    const active = await visitOf(kept, { startsAt: '2026-12-17T10:00:00Z' });

    const own = await file.app.inject({
      method: 'POST',
      url: '/api/bull36/cancel_appointment',
      headers: patient.headers,
      payload: { cust_id: patient.customerId, appointment_id: byPatient.id },
    });
    expect(own.statusCode, own.body).toBe(200);
    const desk = await staff.desk.post(`/api/staff/appointments/${byStaff.id}/cancel`, { reason: 'Doctor is ill' });
    expect(desk.statusCode, desk.body).toBe(200);

    const day = await agendaOf(staff.desk, 'date=2026-12-17&branch=38');
    const visit = (id: number) => day.visits.find((v) => v.id === id);
    expect(visit(byPatient.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'patient', cancel_reason: null });
    expect(visit(byStaff.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'staff',
      cancel_reason: 'Doctor is ill',
    });
    expect(visit(active.id)).toMatchObject({ status: 'booked', cancel_reason: null });
    expect(visit(active.id)!.cancelled_by).toBeUndefined();
  });
});
