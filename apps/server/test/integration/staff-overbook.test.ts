import { describe, expect, it } from 'vitest';
import { sqlStateOf } from '../../src/db/driver-errors';
import { patientCalls } from '../helpers/patient-calls';
import { staffDeskForFile } from '../helpers/staff-desk';
import { seedVisit } from '../helpers/visit-rows';

// Monday 2026-12-07, 09:00 in Jerusalem (winter: UTC+2). Doctors 1 (Dana) and 2 (Avi) work 08:00-18:00 at branch 38.
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient, rowOf, visitAt, agendaVisit, auditOf, book } = staffDeskForFile(() => NOW);

/** A 30-minute visit of treatment 11 at 250.00 written straight to the database, ordinary unless told. */
const rawVisit = async (startsAt: string, doctorId: number, overbook = false) =>
  seedVisit(file.database.db, {
    tenantId: file.world.tenant.id,
    customerId: (await newPatient()).customerId,
    branchId: 38,
    treatmentId: 11,
    doctorId,
    startsAt: new Date(startsAt),
    endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000),
    priceMinor: 25_000,
    overbook,
  });

describe('POST /api/staff/appointments with overbook', () => {
  it('squeezes a visit into a taken time when asked, marks it on the agenda and writes its own audit entry', async () => {
    const taken = await visitAt('2026-12-08T08:00:00Z', { doctorId: 2 }); // 10:00-10:30
    const patient = await newPatient();
    const plain = await book(staff.desk, {
      patient_id: patient.customerId,
      doctor_id: 2,
      date: '2026-12-08',
      start_time: '10:00',
    });
    expect(plain.statusCode, plain.body).toBe(409);
    expect(plain.json()).toMatchObject({ code: 'SLOT_TAKEN' });

    const res = await book(staff.desk, {
      patient_id: patient.customerId,
      doctor_id: 2,
      date: '2026-12-08',
      start_time: '10:00',
      overbook: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    expect(await rowOf(id)).toMatchObject({ overbook: true, status: 'active', doctorId: 2, bookedOnline: false });
    expect(await agendaVisit(id, '2026-12-08')).toMatchObject({
      doctor_id: 2,
      start_time: '10:00',
      end_time: '10:30',
      status: 'booked',
      overbook: true,
    });
    // The visit it was squeezed beside stays as it was, unmarked.
    expect((await agendaVisit(taken.id, '2026-12-08'))?.overbook).toBeUndefined();
    expect(await auditOf('visit.overbooked', id)).toEqual([
      expect.objectContaining({
        staff_name: 'Rina',
        before: null,
        after: expect.objectContaining({ doctor_id: 2, overbook: true, customer_id: patient.customerId }),
      }),
    ]);
    expect(await auditOf('visit.booked', id)).toEqual([]);
  });

  it('overbooks outside the doctor hours and in blocked time, never in the past', async () => {
    const late = await book(staff.desk, {
      patient_id: (await newPatient()).customerId,
      doctor_id: 1,
      date: '2026-12-08',
      start_time: '19:00',
    });
    expect(late.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    const outside = await book(staff.desk, {
      patient_id: (await newPatient()).customerId,
      doctor_id: 1,
      date: '2026-12-08',
      start_time: '19:00',
      overbook: true,
    });
    expect(outside.statusCode, outside.body).toBe(200);
    expect(await agendaVisit(outside.json().id, '2026-12-08')).toMatchObject({ start_time: '19:00', overbook: true });

    const block = await staff.desk.post('/api/staff/blocks', {
      branch_id: 38,
      doctor_id: 1,
      from_date: '2026-12-09',
      to_date: '2026-12-09',
      start_time: '12:00',
      end_time: '13:00',
      reason: 'Meeting',
    });
    expect(block.statusCode, block.body).toBe(200);
    const inBlock = await book(staff.desk, {
      patient_id: (await newPatient()).customerId,
      doctor_id: 1,
      date: '2026-12-09',
      start_time: '12:00',
      overbook: true,
    });
    expect(inBlock.statusCode, inBlock.body).toBe(200);

    const past = await book(staff.desk, {
      patient_id: (await newPatient()).customerId,
      doctor_id: 1,
      date: '2026-12-07',
      start_time: '08:30',
      overbook: true,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'TIME_PASSED' });
  });

  it('needs a doctor of this clinic who gives the treatment there; the patient still never overlaps themself', async () => {
    const patient = await newPatient();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{}, 400, 'OVERBOOK_NEEDS_DOCTOR'],
      [{ doctor_id: 999 }, 404, 'DOCTOR_NOT_FOUND'],
      [{ doctor_id: 3 }, 400, 'DOCTOR_NOT_AT_BRANCH'],
      [{ doctor_id: 1, patient_id: 2_000_000_000 }, 404, 'PATIENT_NOT_FOUND'],
      [{ doctor_id: 1, branch_id: 40 }, 400, 'BRANCH_UNKNOWN'],
      [{ doctor_id: 1, treatment_id: 999 }, 400, 'TREATMENT_UNKNOWN'],
    ];
    for (const [body, status, code] of cases) {
      const res = await book(staff.desk, {
        patient_id: patient.customerId,
        date: '2026-12-10',
        start_time: '10:00',
        overbook: true,
        ...body,
      });
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ success: 0, code });
    }
    const first = await book(staff.desk, {
      patient_id: patient.customerId,
      doctor_id: 1,
      date: '2026-12-10',
      start_time: '10:00',
    });
    expect(first.statusCode, first.body).toBe(200);
    const same = await book(staff.desk, {
      patient_id: patient.customerId,
      doctor_id: 2,
      date: '2026-12-10',
      start_time: '10:15',
      overbook: true,
    });
    expect(same.statusCode, same.body).toBe(409);
    expect(same.json()).toMatchObject({ code: 'PATIENT_BUSY' });
  });

  it('lets a doctor account overbook its own column only', async () => {
    await visitAt('2026-12-08T12:00:00Z', { doctorId: 1 }); // 14:00
    const other = await book(staff.drDana, {
      patient_id: (await newPatient()).customerId,
      doctor_id: 2,
      date: '2026-12-08',
      start_time: '14:00',
      overbook: true,
    });
    expect(other.statusCode).toBe(403);
    // A patient Dana added herself: she books only patients she opens, or adds (decision 015).
    const added = await staff.drDana.post('/api/staff/patients', { name: 'Squeezed in', phone: '972509990002' });
    const own = await book(staff.drDana, {
      patient_id: (added.json() as { id: number }).id,
      date: '2026-12-08',
      start_time: '14:00',
      overbook: true,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await rowOf(own.json().id)).toMatchObject({ doctorId: 1, overbook: true });
  });

  it('is never offered to patients: an overbooked time stays busy, and the patient API ignores the flag', async () => {
    // 15:00 on Thursday 2026-12-10: Dana is free, Avi's time is overbooked.
    await visitAt('2026-12-10T13:00:00Z', { doctorId: 1 });
    const over = await book(staff.desk, {
      patient_id: (await newPatient()).customerId,
      doctor_id: 2,
      date: '2026-12-10',
      start_time: '15:00',
      overbook: true,
    });
    expect(over.statusCode, over.body).toBe(200);
    const patients = patientCalls(file.world.app, file.world.tenant);
    expect(await patients.freeTimes({ date: '2026-12-10' })).not.toContain('15:00');
    const times = await staff.desk.get('/api/staff/free_times?date=2026-12-10&branch=38&treatment=11');
    expect((times.json().times as Array<{ time: string }>).map((t) => t.time)).not.toContain('15:00');

    // The patient API has no such flag: one sent along is dropped, and the time stays taken.
    const patient = await newPatient();
    const asPatient = (start_time: string) =>
      file.world.app.inject({
        method: 'POST',
        url: '/api/bull36/create_appointment',
        headers: patient.headers,
        payload: {
          branch: 38,
          date: '2026-12-10',
          start_time,
          end_time: start_time,
          appointments_type_id: 11,
          cust_id: patient.customerId,
          overbook: true,
        },
      });
    const asked = await asPatient('15:00');
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    const free = await asPatient('16:00');
    expect(free.statusCode, free.body).toBe(200);
    expect((await rowOf(free.json().data.id)).overbook).toBe(false);
  });
});

describe('POST /api/staff/appointments/:id/move with overbook', () => {
  it('moves into a taken time as an overbook; an ordinary move after clears the mark', async () => {
    await visitAt('2026-12-14T08:00:00Z', { doctorId: 1 }); // 10:00
    const visit = await visitAt('2026-12-14T10:00:00Z', { doctorId: 1 }); // 12:00
    const plain = await staff.desk.post(`/api/staff/appointments/${visit.id}/move`, {
      date: '2026-12-14',
      start_time: '10:00',
    });
    expect(plain.statusCode).toBe(409);
    const moved = await staff.desk.post(`/api/staff/appointments/${visit.id}/move`, {
      date: '2026-12-14',
      start_time: '10:00',
      overbook: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await agendaVisit(visit.id, '2026-12-14')).toMatchObject({ start_time: '10:00', overbook: true });
    expect(await auditOf('visit.moved_overbooked', visit.id)).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ overbook: false }) }),
    ]);
    const back = await staff.desk.post(`/api/staff/appointments/${visit.id}/move`, {
      date: '2026-12-14',
      start_time: '13:00',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await rowOf(visit.id)).overbook).toBe(false);
  });
});

describe('the database still refuses ordinary overlaps', () => {
  it('refuses an ordinary visit over an ordinary one, beside an overbook too', async () => {
    await rawVisit('2026-12-15T08:00:00Z', 2);
    await rawVisit('2026-12-15T08:00:00Z', 2, true);
    await rawVisit('2026-12-15T08:10:00Z', 2, true);
    const refused = await rawVisit('2026-12-15T08:15:00Z', 2).catch((error: unknown) => error);
    expect(sqlStateOf(refused)).toBe('23P01');
  });

  it('in a race of ordinary bookings and an overbook for one time: one ordinary visit and the overbook', async () => {
    const date = '2026-12-16';
    await visitAt(`${date}T08:00:00Z`, { doctorId: 1 }); // Dana busy at 10:00: Avi's is the only free time
    const racers = await Promise.all([
      ...Array.from({ length: 4 }, async () =>
        book(staff.desk, { patient_id: (await newPatient()).customerId, doctor_id: 2, date, start_time: '10:00' }),
      ),
      patientCalls(file.world.app, file.world.tenant).book(await newPatient(), { date, start_time: '10:00' }),
      book(staff.owner, {
        patient_id: (await newPatient()).customerId,
        doctor_id: 2,
        date,
        start_time: '10:00',
        overbook: true,
      }),
    ]);
    const statuses = racers.map((res) => res.statusCode);
    expect(
      statuses.filter((s) => s === 200),
      racers.map((r) => r.body).join(' / '),
    ).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(racers.at(-1)!.statusCode).toBe(200);
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => rawVisit(`${date}T08:00:00Z`, 2).catch((error: unknown) => error)),
    );
    expect(raced.every((error) => sqlStateOf(error) === '23P01')).toBe(true);
  });
});
