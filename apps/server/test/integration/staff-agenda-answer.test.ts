import { describe, expect, it } from 'vitest';
import { staffAgendaCall, staffVisitCall } from '@clinic/contract/staff/staff-agenda';
import { createTenant } from '../helpers/factories';
import { insertAppointment } from '../helpers/payment-fixtures';
import { addStaff, staffClient } from '../helpers/staff';
import { staffAgendaForFile } from '../helpers/staff-agenda';

// Monday 2026-12-07, 09:00 in Jerusalem (UTC+2 in winter).
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient, visitOf } = staffAgendaForFile(() => NOW, NOW);

describe("the agenda's answer: what the grid shows, details when a visit is opened", () => {
  it('groups a week by doctor and date, names treatments once, and leaves out usual values and details', async () => {
    const patient = await newPatient();
    const usual = await visitOf(patient, { startsAt: '2026-12-15T06:00:00Z' });
    const long = await visitOf(patient, { startsAt: '2026-12-15T07:00:00Z', minutes: 45 });
    const other = await visitOf(patient, { startsAt: '2026-12-16T06:00:00Z', doctorId: 2 });
    const paid = await insertAppointment(file.database.db, {
      tenantId: file.tenant.id,
      customerId: patient.customerId,
      treatmentId: 11,
      doctorId: 1,
      startsAt: new Date('2026-12-15T09:00:00Z'),
      paidStatus: 1,
    });
    const res = await staff.desk.get('/api/staff/agenda?date=2026-12-13&branch=38&days=7');
    expect(res.statusCode, res.body).toBe(200);
    const week = staffAgendaCall.response.parse(res.json());
    expect(week.treatments).toEqual([{ id: 11, name: 'Cleaning', duration_minutes: 30 }]);
    expect(week.columns.map(({ doctor_id, date }) => [doctor_id, date])).toEqual([
      [1, '2026-12-15'],
      [2, '2026-12-16'],
    ]);
    const [dana, avi] = week.columns;
    // An ordinary booked visit: its number, patient, treatment and start; nothing else to say.
    expect(dana!.visits[0]).toEqual({
      id: usual.id,
      patient_name: 'Test Patient',
      treatment_id: 11,
      start_time: '08:00',
    });
    // A longer one says its end; a paid one that it is paid and what it took.
    expect(dana!.visits[1]).toEqual(expect.objectContaining({ id: long.id, end_time: '09:45' }));
    expect(dana!.visits[2]).toEqual(
      expect.objectContaining({ id: paid.id, status: 'paid', paid: true, taken_minor: expect.any(Number) }),
    );
    expect(avi!.visits.map((visit) => visit.id)).toEqual([other.id]);
    // No null and no false on the wire, and no details: no phone, price, patient number or names repeated.
    expect(res.body).not.toMatch(/null|false|patient_phone|price_minor|patient_id|doctor_name|"treatment"/);
  });

  it('opens a visit with its details: phone, price, patient, doctor and treatment', async () => {
    const patient = await newPatient();
    const visit = await visitOf(patient, { startsAt: '2026-12-17T06:00:00Z' });
    const res = await staff.desk.get(`/api/staff/appointments/${visit.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(staffVisitCall.response.parse(res.json())).toMatchObject({
      id: visit.id,
      patient_id: patient.customerId,
      patient_phone: expect.stringMatching(/^\+9725\d{8}$/),
      price_minor: expect.any(Number),
      doctor_name: 'Dana Levi',
      treatment: 'Cleaning',
      date: '2026-12-17',
      start_time: '08:00',
      end_time: '08:30',
      status: 'booked',
    });
  });

  it("refuses another doctor's visit to a doctor account, another clinic's and an unknown one with 404", async () => {
    const patient = await newPatient();
    const own = await visitOf(patient, { startsAt: '2026-12-18T06:00:00Z', doctorId: 1 });
    const others = await visitOf(patient, { startsAt: '2026-12-18T07:00:00Z', doctorId: 2 });
    expect((await staff.drDana.get(`/api/staff/appointments/${own.id}`)).statusCode).toBe(200);
    const refused = await staff.drDana.get(`/api/staff/appointments/${others.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: 0, code: 'APPOINTMENT_NOT_FOUND' });

    const elsewhere = await createTenant(file.database.db);
    await addStaff(file.database.db, elsewhere, { email: 'desk@elsewhere.example', role: 'reception' });
    const foreignDesk = await staffClient(file.app, elsewhere.key, 'desk@elsewhere.example');
    expect((await foreignDesk.get(`/api/staff/appointments/${own.id}`)).statusCode).toBe(404);
    expect((await staff.desk.get('/api/staff/appointments/999999')).statusCode).toBe(404);
    for (const id of ['abc', '-1', '0', '99999999999999999999']) {
      const bad = await staff.desk.get(`/api/staff/appointments/${id}`);
      expect(bad.statusCode, `${id}: ${bad.body}`).toBe(400);
    }
  });
});
