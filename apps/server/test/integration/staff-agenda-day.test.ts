import { describe, expect, it } from 'vitest';
import { createTenant } from '../helpers/factories';
import { patientCalls } from '../helpers/patient-calls';
import { insertAppointment } from '../helpers/payment-fixtures';
import { addStaff, staffClient } from '../helpers/staff';
import { agendaOf, staffAgendaForFile } from '../helpers/staff-agenda';
import { setVisit } from '../helpers/visit-rows';

// Monday 2026-12-07, 09:00 in Jerusalem (UTC+2 in winter).
const NOW = new Date('2026-12-07T07:00:00Z');
let clock = NOW;
const { file, staff, newPatient, visitOf } = staffAgendaForFile(() => clock, NOW);

describe('GET /api/staff/agenda', () => {
  it("answers a day: the branch's opening hours, one column per visible doctor, visits and blocks", async () => {
    const agenda = await agendaOf(staff.desk, 'date=2026-12-14&branch=38');
    expect(agenda).toEqual({
      dates: ['2026-12-14'],
      opening: { '2026-12-14': [{ start: '08:00', end: '18:00' }] },
      doctors: [
        { id: 1, name: 'Dana Levi', hours: { '2026-12-14': [{ start: '08:00', end: '18:00' }] } },
        { id: 2, name: 'Avi Cohen', hours: { '2026-12-14': [{ start: '08:00', end: '18:00' }] } },
      ],
      treatments: [],
      columns: [],
      visits: [],
      blocks: [],
      held: [],
      currency: 'ILS',
    });
    const hebrew = await staffClient(file.app, file.tenant.key, 'desk@clinic.example', 'he');
    expect((await agendaOf(hebrew, 'date=2026-12-14&branch=38')).doctors[0]).toMatchObject({ id: 1, name: 'דנה לוי' });
  });

  it("gives each doctor's working hours at the branch date by date, a day off empty", async () => {
    const partTime = await createTenant(file.database.db, {
      doctors: [
        {
          id: 1,
          name: { en: 'Morning Doctor' },
          status: '1',
          working_hours: [
            { branch_id: 38, day: 'Monday', start: '08:00', end: '12:00' },
            { branch_id: 38, day: 'Monday', start: '15:00', end: '17:00' },
            { branch_id: 39, day: 'Tuesday', start: '09:00', end: '12:00' },
          ],
        },
      ],
    });
    await addStaff(file.database.db, partTime, { email: 'desk@part.example', role: 'reception' });
    const partDesk = await staffClient(file.app, partTime.key, 'desk@part.example');
    const agenda = await agendaOf(partDesk, 'date=2026-12-14&branch=38&days=2');
    expect(agenda.doctors).toEqual([
      {
        id: 1,
        name: 'Morning Doctor',
        hours: {
          '2026-12-14': [
            { start: '08:00', end: '12:00' },
            { start: '15:00', end: '17:00' },
          ],
          // Tuesday's hours are at the other branch.
          '2026-12-15': [],
        },
      },
    ]);
  });

  it('answers a week with the opening hours of each date (closed days empty, split days in two)', async () => {
    const agenda = await agendaOf(staff.desk, 'date=2026-12-13&branch=39&days=7');
    expect(agenda.dates).toEqual([
      '2026-12-13',
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
    ]);
    expect(agenda.opening).toEqual({
      '2026-12-13': [],
      '2026-12-14': [
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '17:00' },
      ],
      '2026-12-15': [],
      '2026-12-16': [],
      '2026-12-17': [],
      '2026-12-18': [],
      '2026-12-19': [],
    });
    // Nobody works at the north branch: no columns.
    expect(agenda.doctors).toEqual([]);
  });

  it('lists the visits of the range only, in start order, with patient, treatment and times (a day: phones)', async () => {
    const patient = await newPatient();
    const monday = await visitOf(patient, { startsAt: '2026-12-21T06:00:00Z' });
    const thursday = await visitOf(patient, { startsAt: '2026-12-24T15:30:00Z', doctorId: 2 });
    // The Sunday after the week, and the Saturday night before it, are outside.
    await visitOf(patient, { startsAt: '2026-12-27T06:00:00Z' });
    await visitOf(patient, { startsAt: '2026-12-19T21:30:00Z' });
    const week = await agendaOf(staff.desk, 'date=2026-12-20&branch=38&days=7');
    expect(week.visits).toEqual([
      {
        id: monday.id,
        doctor_id: 1,
        doctor_name: 'Dana Levi',
        patient_name: 'Test Patient',
        family_member_name: null,
        treatment_id: 11,
        treatment: 'Cleaning',
        date: '2026-12-21',
        start_time: '08:00',
        end_time: '08:30',
        status: 'booked',
        paid: false,
        confirmed: false,
        cancel_reason: null,
        has_notes: false,
      },
      expect.objectContaining({ id: thursday.id, doctor_id: 2, date: '2026-12-24', start_time: '17:30' }),
    ]);
    const oneDay = await agendaOf(staff.desk, 'date=2026-12-24&branch=38');
    expect(oneDay.visits).toEqual([
      // As the clinic (in Israel) writes it, for the printed day list.
      expect.objectContaining({ id: thursday.id, patient_phone: expect.stringMatching(/^05\d-\d{3}-\d{4}$/) }),
    ]);
  });

  it('names each state: booked, awaiting payment, paid, arrived, completed, no-show, cancelled', async () => {
    const patients = await Promise.all(Array.from({ length: 7 }, () => newPatient()));
    // Today (Monday 2026-12-07, 09:00): two visits began earlier this morning, the others are later.
    const completed = await visitOf(patients[0]!, { startsAt: '2026-12-07T06:00:00Z' });
    const noShow = await visitOf(patients[1]!, { startsAt: '2026-12-07T06:30:00Z', doctorId: 2 });
    const arrived = await visitOf(patients[2]!, { startsAt: '2026-12-07T08:00:00Z' });
    const paid = await insertAppointment(file.database.db, {
      tenantId: file.tenant.id,
      customerId: patients[3]!.customerId,
      treatmentId: 12,
      doctorId: 2,
      startsAt: new Date('2026-12-07T10:00:00Z'),
      paidStatus: 1,
    });
    const booked = await visitOf(patients[4]!, { startsAt: '2026-12-07T11:00:00Z' });
    const cancelled = await visitOf(patients[5]!, { startsAt: '2026-12-07T12:00:00Z' });
    // The patient's own booking of a treatment paid when booked: its time is held while they pay.
    const held = await patientCalls(file.app, file.tenant).book(patients[6]!, {
      date: '2026-12-07',
      start_time: '15:00',
      treatment: 12,
    });
    expect(held.statusCode, held.body).toBe(200);
    const heldId = Number(held.json().data.id);

    const mark = (id: number, value: string) =>
      staff.desk.post(`/api/staff/appointments/${id}/attendance`, { mark: value });
    expect((await mark(completed.id, 'completed')).statusCode).toBe(200);
    expect((await mark(noShow.id, 'no_show')).statusCode).toBe(200);
    expect((await mark(arrived.id, 'arrived')).statusCode).toBe(200);
    const cancel = await staff.desk.post(`/api/staff/appointments/${cancelled.id}/cancel`, {
      reason: 'Patient phoned',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const today = await agendaOf(staff.desk, 'date=2026-12-07&branch=38');
    const stateOf = (id: number) => today.visits.find((v) => v.id === id);
    expect(stateOf(completed.id)).toMatchObject({ status: 'completed', start_time: '08:00' });
    expect(stateOf(noShow.id)).toMatchObject({ status: 'no_show', doctor_id: 2 });
    // The waiting room counts from the arrival the desk marked; other states carry no arrival time.
    expect(stateOf(arrived.id)).toMatchObject({
      status: 'arrived',
      start_time: '10:00',
      arrived_at: NOW.toISOString(),
    });
    expect(stateOf(completed.id)!.arrived_at).toBeUndefined();
    expect(stateOf(paid.id)).toMatchObject({ status: 'paid', paid: true, treatment: 'Implant consult' });
    expect(stateOf(booked.id)).toMatchObject({ status: 'booked', paid: false });
    expect(stateOf(cancelled.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Patient phoned' });
    expect(today.currency).toBe('ILS');
    expect(stateOf(heldId)).toMatchObject({ status: 'awaiting_payment', paid: false, start_time: '15:00' });
    // The patient's own booking is marked booked online; the others were not booked by a patient on the site.
    expect(stateOf(heldId)).toMatchObject({ booked_online: true });
    expect(stateOf(booked.id)!.booked_online).toBeUndefined();

    // A hold whose time ran out still holds the time until the payments sweeper expires it; then it is gone.
    clock = new Date(NOW.getTime() + 16 * 60_000);
    try {
      const lapsed = await agendaOf(staff.desk, 'date=2026-12-07&branch=38');
      expect(lapsed.visits.find((v) => v.id === heldId)).toMatchObject({ status: 'awaiting_payment' });
      await setVisit(file.database.db, file.tenant.id, heldId, { status: 'expired' });
      expect(
        (await agendaOf(staff.desk, 'date=2026-12-07&branch=38')).visits.find((v) => v.id === heldId),
      ).toBeUndefined();
    } finally {
      clock = NOW;
    }
  });

  it("flags a visit whose patient has staff notes, and gives the visit's price when it is opened", async () => {
    const noted = await newPatient();
    const plain = await newPatient();
    const withNotes = await visitOf(noted, { startsAt: '2027-01-04T06:00:00Z' });
    const without = await visitOf(plain, { startsAt: '2027-01-04T07:00:00Z' });
    const notes = await staff.desk.post(`/api/staff/patients/${noted.customerId}/notes`, {
      notes: 'Allergic to latex',
    });
    expect(notes.statusCode, notes.body).toBe(200);
    const day = await agendaOf(staff.desk, 'date=2027-01-04&branch=38');
    const [first, second] = [withNotes.id, without.id].map((id) => day.visits.find((v) => v.id === id));
    expect(first).toMatchObject({ has_notes: true, cancel_reason: null });
    expect(second).toMatchObject({ has_notes: false });
    const opened = await staff.desk.get(`/api/staff/appointments/${withNotes.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().price_minor).toBeGreaterThan(0);
  });

  it("shows a doctor account its own column and visits only, and the branch's blocked time", async () => {
    const patient = await newPatient();
    const own = await visitOf(patient, { startsAt: '2026-12-28T07:00:00Z', doctorId: 1 });
    const other = await visitOf(patient, { startsAt: '2026-12-28T09:00:00Z', doctorId: 2 });
    const block = (doctorId?: number) =>
      staff.desk.post('/api/staff/blocks', {
        branch_id: 38,
        ...(doctorId ? { doctor_id: doctorId } : {}),
        from_date: '2026-12-28',
        to_date: '2026-12-28',
        start_time: doctorId ? `1${doctorId}:00` : '16:00',
        end_time: doctorId ? `1${doctorId}:30` : '17:00',
        reason: 'Staff meeting',
      });
    for (const doctorId of [1, 2, undefined]) expect((await block(doctorId)).statusCode).toBe(200);

    const all = await agendaOf(staff.desk, 'date=2026-12-28&branch=38');
    expect(all.visits.map((v) => v.id)).toEqual([own.id, other.id]);
    expect(all.blocks.map((b) => b.doctor_id)).toEqual([1, 2, null]);
    const mine = await agendaOf(staff.drDana, 'date=2026-12-28&branch=38');
    expect(mine.doctors.map((d) => d.name)).toEqual(['Dana Levi']);
    expect(mine.visits.map((v) => v.id)).toEqual([own.id]);
    expect(mine.blocks).toEqual([
      expect.objectContaining({ doctor_id: 1, start_time: '11:00', end_time: '11:30', reason: 'Staff meeting' }),
      expect.objectContaining({ doctor_id: null, start_time: '16:00', end_time: '17:00' }),
    ]);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of [
      'date=2026-12-07',
      'branch=38',
      'date=2026-02-30&branch=38',
      'date=07-12-2026&branch=38',
      'date=2026-12-07&branch=38&days=0',
      'date=2026-12-07&branch=38&days=8',
      'date=2026-12-07&branch=abc',
      'date=2026-12-07&branch=-1',
    ]) {
      const res = await staff.desk.get(`/api/staff/agenda?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, code: expect.any(String) });
    }
  });
});
