import { describe, expect, it } from 'vitest';
import type { TDataExport } from '@clinic/contract/data-rights/data-export';
import { patientCalls } from '../helpers/patient-calls';
import { staffDeskForFile } from '../helpers/staff-desk';

// Monday 2026-12-07, 09:00 in Jerusalem.
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient, rowOf, agendaVisit, auditOf, book } = staffDeskForFile(() => NOW);

describe("a visit's own note for the doctor (staff booking)", () => {
  it('is saved trimmed, shown in the agenda, kept by a move, and absent when there is none', async () => {
    const patient = await newPatient();
    const res = await book(staff.desk, {
      patient_id: patient.customerId,
      doctor_id: 2,
      date: '2026-12-08',
      start_time: '10:00',
      note: '  pain lower left molar\n',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    expect((await rowOf(id)).visitNote).toBe('pain lower left molar');
    expect(await agendaVisit(id, '2026-12-08')).toMatchObject({ note: 'pain lower left molar' });

    const moved = await staff.desk.post(`/api/staff/appointments/${id}/move`, {
      date: '2026-12-08',
      start_time: '11:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await agendaVisit(id, '2026-12-08')).toMatchObject({ start_time: '11:00', note: 'pain lower left molar' });

    // Blank and absent notes are no note: the week answer carries no empty field.
    for (const [time, note] of [
      ['12:00', '   '],
      ['13:00', undefined],
    ] as const) {
      const plain = await book(staff.desk, {
        patient_id: (await newPatient()).customerId,
        doctor_id: 2,
        date: '2026-12-08',
        start_time: time,
        ...(note === undefined ? {} : { note }),
      });
      expect(plain.statusCode, plain.body).toBe(200);
      expect((await rowOf(plain.json().id)).visitNote).toBeNull();
      expect(await agendaVisit(plain.json().id, '2026-12-08')).not.toHaveProperty('note');
    }
  });

  it('is refused when longer than 500 characters, not text, or not well-formed (400, nothing booked)', async () => {
    const patient = await newPatient();
    for (const note of ['x'.repeat(501), 42, 'molar \ud83d', 'molar\u0000']) {
      const res = await book(staff.desk, {
        patient_id: patient.customerId,
        doctor_id: 2,
        date: '2026-12-09',
        start_time: '10:00',
        note,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    const longest = await book(staff.desk, {
      patient_id: patient.customerId,
      doctor_id: 2,
      date: '2026-12-09',
      start_time: '10:00',
      note: 'ש'.repeat(500),
    });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it("never reaches the patient's appointment list or own export; the clinic's export has it; erasure clears it", async () => {
    const patient = await newPatient();
    const res = await book(staff.desk, {
      patient_id: patient.customerId,
      doctor_id: 1,
      date: '2026-12-10',
      start_time: '10:00',
      note: 'Nervous, numb early',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };

    const listed = await patientCalls(file.world.app, file.world.tenant).upcoming(patient);
    expect(listed.json().data.appointments).toEqual([expect.objectContaining({ id })]);
    expect(listed.body).not.toContain('Nervous');
    const own = await file.world.app.inject({ method: 'GET', url: '/api/me/export', headers: patient.headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).not.toContain('Nervous');

    const clinics = await staff.owner.get(`/api/staff/patients/${patient.customerId}/export`);
    expect(clinics.statusCode, clinics.body).toBe(200);
    expect((clinics.json() as TDataExport).visits).toEqual([
      expect.objectContaining({ id, note: 'Nervous, numb early' }),
    ]);

    const erased = await staff.owner.post(`/api/staff/patients/${patient.customerId}/erase`, { confirm: true });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await rowOf(id)).visitNote).toBeNull();
  });
});

describe('POST /api/staff/appointments/:id/note', () => {
  it('replaces the note, clears it when empty, writes the audit log, and keeps to the account', async () => {
    const res = await book(staff.desk, {
      patient_id: (await newPatient()).customerId,
      doctor_id: 2,
      date: '2026-12-09',
      start_time: '11:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };

    const saved = await staff.desk.post(`/api/staff/appointments/${id}/note`, { note: ' Sensitive to cold ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await agendaVisit(id, '2026-12-09')).toMatchObject({ note: 'Sensitive to cold' });
    expect(await auditOf('visit.note_changed', id)).toEqual([expect.objectContaining({ staff_name: 'Rina' })]);

    const tooLong = await staff.desk.post(`/api/staff/appointments/${id}/note`, { note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    // Dr Dana's account is doctor 1's: another doctor's visit is not hers to change.
    const notHers = await staff.drDana.post(`/api/staff/appointments/${id}/note`, { note: 'Mine' });
    expect(notHers.statusCode).toBe(403);
    expect((await staff.desk.post('/api/staff/appointments/987654321/note', { note: 'x' })).statusCode).toBe(404);

    const cleared = await staff.desk.post(`/api/staff/appointments/${id}/note`, { note: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await agendaVisit(id, '2026-12-09')).not.toHaveProperty('note');
    expect((await rowOf(id)).visitNote).toBeNull();
  });
});
