import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import { appointments } from '../../src/db/schema';
import { patientCalls } from '../helpers/patient-calls';
import { insertAppointment } from '../helpers/payment-fixtures';
import { refundsWorldForFile } from '../helpers/refund-fixtures';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';

// Monday 2026-12-07, 09:00 in Jerusalem; a test that moves the clock puts it back.
const NOW = new Date('2026-12-07T07:00:00Z');
let clock = NOW;
const file = refundsWorldForFile(() => clock);

let desk: StaffCalls;
let owner: StaffCalls;
let drDana: StaffCalls;
const newPatient = () => createCustomerSession(file.database.db, file.world.tenant, clock);
const rowOf = async (id: number) =>
  (
    await file.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, file.world.tenant.id), eq(appointments.id, id)))
  )[0]!;
/** A visit of treatment 11 (30 minutes) written straight to the database: past ones too. */
const visitAt = async (startsAt: string, values: { doctorId?: number; patient?: TestCustomer } = {}) =>
  insertAppointment(file.database.db, {
    tenantId: file.world.tenant.id,
    customerId: (values.patient ?? (await newPatient())).customerId,
    treatmentId: 11,
    doctorId: values.doctorId ?? 1,
    startsAt: new Date(startsAt),
    minutes: 30,
  });
async function agendaVisit(id: number, date: string): Promise<TAgendaVisit | undefined> {
  const res = await desk.get(`/api/staff/agenda?date=${date}&branch=38`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { visits: TAgendaVisit[] }).visits.find((v) => v.id === id);
}
const auditOf = async (action: string, targetId: number) =>
  (
    (await owner.get(`/api/staff/audit?action=${action}`)).json() as { entries: Array<Record<string, unknown>> }
  ).entries.filter((e) => e.target_id === targetId);
const book = (client: StaffCalls, body: Record<string, unknown>) =>
  client.post('/api/staff/appointments', { branch_id: 38, treatment_id: 11, ...body });

beforeAll(async () => {
  const { tenant, app } = file.world;
  await addStaff(file.database.db, tenant, { email: 'desk@clinic.example', role: 'reception', name: 'Rina' });
  await addStaff(file.database.db, tenant, { email: 'owner@clinic.example', role: 'owner' });
  await addStaff(file.database.db, tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
  desk = await staffClient(app, tenant.key, 'desk@clinic.example');
  owner = await staffClient(app, tenant.key, 'owner@clinic.example');
  drDana = await staffClient(app, tenant.key, 'dana@clinic.example');
});
afterAll(() => {
  clock = NOW;
});

describe('POST /api/staff/appointments (book for a patient)', () => {
  it('books a phoned-in patient with the chosen doctor, shows it to them and writes the audit log', async () => {
    const patient = await newPatient();
    const added = await desk.post('/api/staff/patients', { name: 'Ruth Shalev', phone: '972501112233' });
    expect(added.statusCode, added.body).toBe(200);
    const phonedIn = await book(desk, {
      patient_id: added.json().id,
      doctor_id: 2,
      date: '2026-12-07',
      start_time: '10:00',
    });
    expect(phonedIn.statusCode, phonedIn.body).toBe(200);
    expect(await agendaVisit(phonedIn.json().id, '2026-12-07')).toMatchObject({
      doctor_name: 'Avi Cohen',
      patient_name: 'Ruth Shalev',
      patient_phone: '+972501112233',
      treatment: 'Cleaning',
    });

    const res = await book(desk, {
      patient_id: patient.customerId,
      doctor_id: 2,
      date: '2026-12-08',
      start_time: '10:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    expect(await agendaVisit(id, '2026-12-08')).toMatchObject({
      doctor_id: 2,
      start_time: '10:00',
      end_time: '10:30',
      status: 'booked',
    });
    const listed = await patientCalls(file.world.app, file.world.tenant).upcoming(patient);
    expect(listed.json().data.appointments).toEqual([
      expect.objectContaining({ id, date: '2026-12-08', start_time: '10:00', cancle_status: 0 }),
    ]);
    expect(await auditOf('visit.booked', id)).toEqual([
      expect.objectContaining({
        staff_name: 'Rina',
        target_type: 'appointment',
        before: null,
        after: expect.objectContaining({ doctor_id: 2, status: 'active', customer_id: patient.customerId }),
      }),
    ]);
  });

  it('takes any free doctor when none is chosen, and refuses the chosen one when taken (409 SLOT_TAKEN)', async () => {
    await visitAt('2026-12-08T10:00:00Z', { doctorId: 2 }); // 12:00
    const taken = await book(desk, {
      patient_id: (await newPatient()).customerId,
      doctor_id: 2,
      date: '2026-12-08',
      start_time: '12:00',
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    const any = await book(desk, {
      patient_id: (await newPatient()).customerId,
      date: '2026-12-08',
      start_time: '12:00',
    });
    expect(any.statusCode, any.body).toBe(200);
    expect((await rowOf(any.json().id)).doctorId).toBe(1);
    const none = await book(desk, {
      patient_id: (await newPatient()).customerId,
      date: '2026-12-08',
      start_time: '12:10',
    });
    expect(none.statusCode).toBe(409);
  });

  it('holds no time for payment on a treatment patients pay when booking: the patient pays at the clinic', async () => {
    const patient = await newPatient();
    const res = await book(desk, {
      patient_id: patient.customerId,
      treatment_id: 12,
      date: '2026-12-08',
      start_time: '15:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(res.json().id);
    expect(row).toMatchObject({ holdExpiresAt: null, paidStatus: 0, status: 'active' });
    expect(await agendaVisit(row.id, '2026-12-08')).toMatchObject({ status: 'booked', paid: false });
  });

  it("books a series past the patient site's limit of upcoming visits; the patient's own booking still meets it", async () => {
    const patient = await newPatient();
    const dates = ['2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-20'];
    for (const date of dates) {
      for (const start_time of ['17:00', '17:30']) {
        const res = await book(desk, { patient_id: patient.customerId, date, start_time });
        expect(res.statusCode, `${date} ${start_time}: ${res.body}`).toBe(200);
      }
    }
    const own = await patientCalls(file.world.app, file.world.tenant).book(patient, {
      date: '2026-12-21',
      start_time: '17:00',
    });
    expect(own.statusCode, own.body).toBe(429);
    expect(own.json()).toMatchObject({ code: 'TOO_MANY_UPCOMING' });
  });

  it("books a follow-up months ahead, past the patient site's booking window, up to a year", async () => {
    const patient = await newPatient();
    // Monday 2027-03-08: 91 days ahead, past the patients' 30.
    const own = await patientCalls(file.world.app, file.world.tenant).book(patient, {
      date: '2027-03-08',
      start_time: '10:00',
    });
    expect(own.json()).toMatchObject({ code: 'OUTSIDE_BOOKING_WINDOW' });
    const times = await desk.get('/api/staff/free_times?date=2027-03-08&branch=38&treatment=11');
    expect(times.json().times).toEqual(expect.arrayContaining([expect.objectContaining({ time: '10:00' })]));
    const followUp = await book(desk, { patient_id: patient.customerId, date: '2027-03-08', start_time: '10:00' });
    expect(followUp.statusCode, followUp.body).toBe(200);
    expect(await agendaVisit(followUp.json().id, '2027-03-08')).toMatchObject({ start_time: '10:00' });
    const tooFar = await book(desk, { patient_id: patient.customerId, date: '2027-12-13', start_time: '10:00' });
    expect(tooFar.json()).toMatchObject({ code: 'OUTSIDE_BOOKING_WINDOW', params: { count: 365 } });
  });

  it("books a doctor account's own column only", async () => {
    const patient = await newPatient();
    const other = await book(drDana, {
      patient_id: patient.customerId,
      doctor_id: 2,
      date: '2026-12-09',
      start_time: '09:00',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    const own = await book(drDana, { patient_id: patient.customerId, date: '2026-12-09', start_time: '09:00' });
    expect(own.statusCode, own.body).toBe(200);
    expect((await rowOf(own.json().id)).doctorId).toBe(1);
  });

  it('refuses what the patient site refuses: the past, off-step times, a busy patient, an unknown patient', async () => {
    const patient = await newPatient();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ date: '2026-12-07', start_time: '08:30' }, 400, 'TIME_PASSED'],
      [{ date: '2026-12-08', start_time: '10:03' }, 400, 'TIME_NOT_ON_STEP'],
      [{ date: '2027-12-13', start_time: '10:00' }, 400, 'OUTSIDE_BOOKING_WINDOW'],
      [{ date: '2026-12-08', start_time: '10:00', branch_id: 39, treatment_id: 10 }, 400, 'TREATMENT_NOT_AT_BRANCH'],
      [{ date: '2026-12-08', start_time: '10:00', patient_id: 2_000_000_000 }, 404, 'PATIENT_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const res = await book(desk, { patient_id: patient.customerId, ...body });
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ success: 0, code });
    }
    expect(
      (await book(desk, { patient_id: patient.customerId, date: '2026-12-10', start_time: '10:00' })).statusCode,
    ).toBe(200);
    const busy = await book(desk, { patient_id: patient.customerId, date: '2026-12-10', start_time: '10:15' });
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'PATIENT_BUSY' });
  });
});

describe('GET /api/staff/free_times', () => {
  it('lists free starts with the doctors free at each; a doctor account sees its own', async () => {
    await visitAt('2026-12-14T07:00:00Z', { doctorId: 1 }); // 09:00-09:30
    const visit = await visitAt('2026-12-14T07:00:00Z', { doctorId: 2 });
    const times = async (client: StaffCalls, extra = '') => {
      const res = await client.get(`/api/staff/free_times?date=2026-12-14&branch=38&treatment=11${extra}`);
      expect(res.statusCode, res.body).toBe(200);
      return new Map((res.json().times as { time: string; doctor_ids: number[] }[]).map((t) => [t.time, t.doctor_ids]));
    };
    const all = await times(desk);
    expect(all.get('08:30')?.sort()).toEqual([1, 2]);
    expect(all.has('08:35')).toBe(false);
    expect(all.has('09:00')).toBe(false);
    expect(all.get('09:30')?.sort()).toEqual([1, 2]);
    expect((await times(drDana)).get('08:30')).toEqual([1]);
    // Moving a visit: its own time counts as free.
    expect((await times(desk, `&ignore_visit=${visit.id}`)).get('09:00')).toEqual([2]);
  });
});

describe('POST /api/staff/appointments/:id/move', () => {
  it('moves to a date and start (the keyboard dialog), keeping the doctor when free; the patient sees it', async () => {
    const patient = await newPatient();
    const visit = await visitAt('2026-12-15T08:00:00Z', { doctorId: 2, patient }); // Tuesday 10:00
    const res = await desk.post(`/api/staff/appointments/${visit.id}/move`, {
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
    const toDoctor = await desk.post(`/api/staff/appointments/${visit.id}/move`, {
      date: '2026-12-15',
      start_time: '11:00',
      doctor_id: 2,
    });
    expect(toDoctor.statusCode, toDoctor.body).toBe(200);
    expect((await rowOf(visit.id)).doctorId).toBe(2);

    await visitAt('2026-12-15T12:00:00Z', { doctorId: 1 }); // 14:00, doctor 1
    await visitAt('2026-12-15T12:00:00Z', { doctorId: 2 }); // 14:00, doctor 2
    const blocked = await desk.post('/api/staff/blocks', {
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
      const res = await desk.post(`/api/staff/appointments/${visit.id}/move`, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    }
    expect(await rowOf(visit.id)).toMatchObject({ doctorId: 2, startsAt: new Date('2026-12-15T09:00:00Z') });
  });

  it("keeps the visit's doctor: without doctor_id, a time only another doctor has is refused (409), never reassigned", async () => {
    const visit = await visitAt('2026-12-30T07:00:00Z', { doctorId: 1 }); // Wednesday 09:00, doctor 1
    await visitAt('2026-12-30T11:00:00Z', { doctorId: 1 }); // 13:00: doctor 1 busy, doctor 2 free
    const refused = await desk.post(`/api/staff/appointments/${visit.id}/move`, {
      date: '2026-12-30',
      start_time: '13:00',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DOCTOR_BUSY' });
    expect(await rowOf(visit.id)).toMatchObject({ doctorId: 1, startsAt: new Date('2026-12-30T07:00:00Z') });
    expect(await auditOf('visit.moved', visit.id)).toEqual([]);

    const chosen = await desk.post(`/api/staff/appointments/${visit.id}/move`, {
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
    const moved = await desk.post(`/api/staff/appointments/${paid.id}/move`, {
      date: '2026-12-17',
      start_time: '12:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const started = await visitAt('2026-12-07T06:30:00Z'); // 08:30 today
    const cancelled = await visitAt('2026-12-17T14:00:00Z');
    expect((await desk.post(`/api/staff/appointments/${cancelled.id}/cancel`, { reason: 'x' })).statusCode).toBe(200);
    for (const [id, code] of [
      [started.id, 'APPOINTMENT_STARTED'],
      [cancelled.id, 'APPOINTMENT_CANCELLED'],
    ] as const) {
      const res = await desk.post(`/api/staff/appointments/${id}/move`, { date: '2026-12-17', start_time: '13:00' });
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
      const res = await drDana.post(`/api/staff/appointments/${id}/move`, body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    }
    const ok = await drDana.post(`/api/staff/appointments/${own.id}/move`, { date: '2026-12-21', start_time: '13:00' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rowOf(others.id)).toMatchObject({ startsAt: new Date('2026-12-21T08:00:00Z') });
  });
});

describe('POST /api/staff/appointments/:id/cancel', () => {
  it('cancels with the reason kept; the patient sees it cancelled; the audit log has before and after', async () => {
    const patient = await newPatient();
    const visit = await visitAt('2026-12-22T08:00:00Z', { patient });
    const res = await desk.post(`/api/staff/appointments/${visit.id}/cancel`, { reason: '  Doctor is ill  ' });
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
    const again = await desk.post(`/api/staff/appointments/${visit.id}/cancel`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'APPOINTMENT_CANCELLED' });
  });

  it('gives back the money of a visit the patient paid online', async () => {
    const held = await file.world.hold({ startsAt: new Date('2026-12-23T08:00:00Z') });
    expect((await file.world.payByCard(held.id)).statusCode).toBe(200);
    expect(await agendaVisit(held.id, '2026-12-23')).toMatchObject({ status: 'paid', paid: true });
    const res = await desk.post(`/api/staff/appointments/${held.id}/cancel`, { reason: 'Clinic closed' });
    expect(res.statusCode, res.body).toBe(200);
    const payment = await file.world.paymentOf(held.id);
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(file.world.sandbox.refundsMade()).toContainEqual(expect.objectContaining({ paymentId: payment.id }));
  });

  it('gives back the money of a paid visit that a block cancels', async () => {
    const held = await file.world.hold({ startsAt: new Date('2026-12-29T08:00:00Z') });
    expect((await file.world.payByCard(held.id)).statusCode).toBe(200);
    const res = await desk.post('/api/staff/blocks', {
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
      const res = await desk.post(`/api/staff/appointments/${later.id}/cancel`, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    const forbidden = await drDana.post(`/api/staff/appointments/${later.id}/cancel`, { reason: 'mine?' });
    expect(forbidden.statusCode).toBe(403);
    const started = await visitAt('2026-12-07T06:00:00Z', { doctorId: 2 });
    const res = await desk.post(`/api/staff/appointments/${started.id}/cancel`, { reason: 'late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPOINTMENT_STARTED' });
    expect((await rowOf(later.id)).status).toBe('active');
  });
});

describe('POST /api/staff/appointments/:id/attendance', () => {
  const mark = (client: StaffCalls, id: number, value: string) =>
    client.post(`/api/staff/appointments/${id}/attendance`, { mark: value });

  it('marks arrived on the visit day before it starts, completed and no-show only once it started', async () => {
    const laterToday = await visitAt('2026-12-07T10:00:00Z'); // 12:00 today
    const tomorrow = await visitAt('2026-12-08T07:00:00Z');
    expect((await mark(desk, laterToday.id, 'arrived')).statusCode).toBe(200);
    for (const [id, value] of [
      [tomorrow.id, 'arrived'],
      [laterToday.id, 'completed'],
      [laterToday.id, 'no_show'],
    ] as const) {
      const res = await mark(desk, id, value);
      expect(res.statusCode, `${value}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ATTENDANCE_TOO_EARLY' });
    }
    clock = new Date('2026-12-07T10:05:00Z');
    try {
      expect((await mark(desk, laterToday.id, 'completed')).statusCode).toBe(200);
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
    expect((await mark(desk, morning.id, 'no_show')).statusCode).toBe(200);
    expect((await mark(desk, morning.id, 'none')).statusCode).toBe(200);
    expect(await agendaVisit(morning.id, '2026-12-07')).toMatchObject({ status: 'booked' });
    expect((await mark(desk, morning.id, 'no_show')).statusCode).toBe(200);
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
    const forbidden = await mark(drDana, others.id, 'arrived');
    expect(forbidden.statusCode).toBe(403);
    expect((await mark(desk, others.id, 'late')).statusCode).toBe(400);
    expect((await mark(drDana, (await visitAt('2026-12-07T07:00:00Z')).id, 'arrived')).statusCode).toBe(200);
    const cancelled = await visitAt('2026-12-24T06:00:00Z', { doctorId: 2 });
    await desk.post(`/api/staff/appointments/${cancelled.id}/cancel`, { reason: 'x' });
    const res = await mark(desk, cancelled.id, 'arrived');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPOINTMENT_CANCELLED' });
  });
});
