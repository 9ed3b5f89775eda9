import { describe, expect, it } from 'vitest';
import { staffClient } from '../helpers/staff';
import { twoClinicsStaffForFile } from '../helpers/two-clinics-staff';
import { agendaOf } from '../helpers/staff-agenda';

// Monday 2026-12-07, 09:00 in Jerusalem.
const START = new Date('2026-12-07T07:00:00Z');

const file = twoClinicsStaffForFile(() => START);

describe('one clinic sees nothing of another', () => {
  it("answers the clinic of the session, even for the same person's account elsewhere", async () => {
    const inA = await staffClient(file.app, file.clinicA.key, 'both@example.com');
    const inB = await staffClient(file.app, file.clinicB.key, 'both@example.com');
    expect((await inA.get('/api/staff/me')).json()).toMatchObject({
      name: 'Both A',
      clinic: { key: file.clinicA.key },
    });
    expect((await inB.get('/api/staff/me')).json()).toMatchObject({
      name: 'Both B',
      clinic: { key: file.clinicB.key },
    });
  });

  it("answers the agenda of its own branch 38, never clinic B's visits there", async () => {
    const desk = await staffClient(file.app, file.clinicA.key, 'desk@a.example');
    expect((await agendaOf(desk, 'date=2026-12-08&branch=38')).visits).toEqual([]);
    const inB = await staffClient(file.app, file.clinicB.key, 'both@example.com');
    const agendaB = await agendaOf(inB, 'date=2026-12-08&branch=38');
    expect(agendaB.visits.map((v) => v.id)).toEqual([file.visitB]);
    const unknown = await desk.get('/api/staff/agenda?date=2026-12-08&branch=40');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BRANCH_UNKNOWN' });
  });

  it("answers 404 for clinic B's visit, patient and blocked time, and changes nothing", async () => {
    const owner = await staffClient(file.app, file.clinicA.key, 'owner@a.example');
    const inB = await staffClient(file.app, file.clinicB.key, 'both@example.com');
    const block = await inB.post('/api/staff/blocks', {
      branch_id: 38,
      doctor_id: 2,
      from_date: '2026-12-09',
      to_date: '2026-12-09',
      start_time: '12:00',
      end_time: '13:00',
      reason: 'Meeting',
    });
    expect(block.statusCode, block.body).toBe(200);
    const blockB = (block.json() as { ids: number[] }).ids[0]!;
    const refusals = [
      [await owner.post(`/api/staff/appointments/${file.visitB}/cancel`, { reason: 'x' }), 'APPOINTMENT_NOT_FOUND'],
      [
        await owner.post(`/api/staff/appointments/${file.visitB}/move`, { date: '2026-12-09', start_time: '10:00' }),
        'APPOINTMENT_NOT_FOUND',
      ],
      [
        await owner.post(`/api/staff/appointments/${file.visitB}/attendance`, { mark: 'arrived' }),
        'APPOINTMENT_NOT_FOUND',
      ],
      [await owner.get(`/api/staff/patients/${file.patientB.customerId}`), 'PATIENT_NOT_FOUND'],
      [await owner.post(`/api/staff/patients/${file.patientB.customerId}/notes`, { notes: 'x' }), 'PATIENT_NOT_FOUND'],
      [
        await owner.post('/api/staff/appointments', {
          patient_id: file.patientB.customerId,
          branch_id: 38,
          treatment_id: 11,
          date: '2026-12-09',
          start_time: '10:00',
        }),
        'PATIENT_NOT_FOUND',
      ],
      [await owner.post(`/api/staff/blocks/${blockB}/remove`), 'BLOCK_NOT_FOUND'],
    ] as const;
    for (const [res, code] of refusals) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: 0, code });
    }
    const agendaB = await agendaOf(inB, 'date=2026-12-08&branch=38&days=2');
    expect(agendaB.visits).toEqual([expect.objectContaining({ id: file.visitB, status: 'booked' })]);
    expect(agendaB.blocks).toEqual([expect.objectContaining({ id: blockB })]);
    // Clinic B's patients are not found by clinic A's search, nor its audit entries listed.
    const search = await owner.get('/api/staff/patients?q=Test%20Patient');
    expect(search.json().patients.map((p: { id: number }) => p.id)).not.toContain(file.patientB.customerId);
    const audit = await owner.get('/api/staff/audit');
    expect(audit.json().entries.map((e: { target_id: number }) => e.target_id)).not.toContain(blockB);
  });
});
