import { describe, expect, it } from 'vitest';
import { patientCalls } from '../helpers/patient-calls';
import { type StaffCalls } from '../helpers/staff';
import { staffDeskForFile } from '../helpers/staff-desk';

// Monday 2026-12-07, 09:00 in Jerusalem.
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient, rowOf, visitAt, agendaVisit, auditOf, book } = staffDeskForFile(() => NOW);

describe('POST /api/staff/appointments (book for a patient)', () => {
  it('books a phoned-in patient with the chosen doctor, shows it to them and writes the audit log', async () => {
    const patient = await newPatient();
    const added = await staff.desk.post('/api/staff/patients', { name: 'Ruth Shalev', phone: '972501112233' });
    expect(added.statusCode, added.body).toBe(200);
    const phonedIn = await book(staff.desk, {
      patient_id: added.json().id,
      doctor_id: 2,
      date: '2026-12-07',
      start_time: '10:00',
    });
    expect(phonedIn.statusCode, phonedIn.body).toBe(200);
    expect(await agendaVisit(phonedIn.json().id, '2026-12-07')).toMatchObject({
      doctor_name: 'Avi Cohen',
      patient_name: 'Ruth Shalev',
      // As the clinic (in Israel) writes it.
      patient_phone: '050-111-2233',
      treatment: 'Cleaning',
    });

    const res = await book(staff.desk, {
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
    const taken = await book(staff.desk, {
      patient_id: (await newPatient()).customerId,
      doctor_id: 2,
      date: '2026-12-08',
      start_time: '12:00',
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    const any = await book(staff.desk, {
      patient_id: (await newPatient()).customerId,
      date: '2026-12-08',
      start_time: '12:00',
    });
    expect(any.statusCode, any.body).toBe(200);
    expect((await rowOf(any.json().id)).doctorId).toBe(1);
    const none = await book(staff.desk, {
      patient_id: (await newPatient()).customerId,
      date: '2026-12-08',
      start_time: '12:10',
    });
    expect(none.statusCode).toBe(409);
  });

  it('holds no time for payment on a treatment patients pay when booking: the patient pays at the clinic', async () => {
    const patient = await newPatient();
    const res = await book(staff.desk, {
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
        const res = await book(staff.desk, { patient_id: patient.customerId, date, start_time });
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
    const times = await staff.desk.get('/api/staff/free_times?date=2027-03-08&branch=38&treatment=11');
    expect(times.json().times).toEqual(expect.arrayContaining([expect.objectContaining({ time: '10:00' })]));
    const followUp = await book(staff.desk, {
      patient_id: patient.customerId,
      date: '2027-03-08',
      start_time: '10:00',
    });
    expect(followUp.statusCode, followUp.body).toBe(200);
    expect(await agendaVisit(followUp.json().id, '2027-03-08')).toMatchObject({ start_time: '10:00' });
    const tooFar = await book(staff.desk, { patient_id: patient.customerId, date: '2027-12-13', start_time: '10:00' });
    expect(tooFar.json()).toMatchObject({ code: 'OUTSIDE_BOOKING_WINDOW', params: { count: 365 } });
  });

  it("books a doctor account's own column only", async () => {
    // A patient who phoned Dana, added by her (she may book only patients she opens, or adds: decision 015).
    const added = await staff.drDana.post('/api/staff/patients', { name: 'Phoned Dana', phone: '972509990001' });
    const patient = { customerId: (added.json() as { id: number }).id };
    const other = await book(staff.drDana, {
      patient_id: patient.customerId,
      doctor_id: 2,
      date: '2026-12-09',
      start_time: '09:00',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    const own = await book(staff.drDana, { patient_id: patient.customerId, date: '2026-12-09', start_time: '09:00' });
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
      const res = await book(staff.desk, { patient_id: patient.customerId, ...body });
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ success: 0, code });
    }
    expect(
      (await book(staff.desk, { patient_id: patient.customerId, date: '2026-12-10', start_time: '10:00' })).statusCode,
    ).toBe(200);
    const busy = await book(staff.desk, { patient_id: patient.customerId, date: '2026-12-10', start_time: '10:15' });
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
    const all = await times(staff.desk);
    expect(all.get('08:30')?.sort()).toEqual([1, 2]);
    expect(all.has('08:35')).toBe(false);
    expect(all.has('09:00')).toBe(false);
    expect(all.get('09:30')?.sort()).toEqual([1, 2]);
    expect((await times(staff.drDana)).get('08:30')).toEqual([1]);
    // Moving a visit: its own time counts as free.
    expect((await times(staff.desk, `&ignore_visit=${visit.id}`)).get('09:00')).toEqual([2]);
  });
});
