import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type TAgenda, staffAgendaCall } from '@clinic/contract/staff/staff';
import type { Database } from '../../src/db/client';
import { appointments, timeBlocks } from '../../src/db/schema';
import { createTenant } from '../helpers/factories';
import { patientCalls } from '../helpers/patient-calls';
import { insertAppointment } from '../helpers/payment-fixtures';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Monday 2026-12-07, 09:00 in Jerusalem (UTC+2 in winter).
const NOW = new Date('2026-12-07T07:00:00Z');
let clock = NOW;
const ALL_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
/** A clinic open around the clock every day, for the days the clocks change. */
let allHours: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;
let drDana: StaffCalls;
let allHoursDesk: StaffCalls;

const newPatient = () => createCustomerSession(database.db, tenant, NOW);
const visitOf = async (patient: TestCustomer, values: { startsAt: string; doctorId?: number; minutes?: number }) =>
  insertAppointment(database.db, {
    tenantId: tenant.id,
    customerId: patient.customerId,
    treatmentId: 11,
    doctorId: values.doctorId ?? 1,
    startsAt: new Date(values.startsAt),
    minutes: values.minutes ?? 30,
  });

async function agendaOf(client: StaffCalls, query: string): Promise<TAgenda> {
  const res = await client.get(`/api/staff/agenda?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const parsed = staffAgendaCall.response.safeParse(res.json());
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  allHours = await createTenant(database.db, {
    branches: [
      {
        id: 38,
        name: { en: 'Night branch' },
        schedule: ALL_DAYS.map((day) => ({ day, start: '00:00', end: '24:00' })),
      },
    ],
    doctors: [
      {
        id: 1,
        name: { en: 'Night Doctor' },
        status: '1',
        working_hours: ALL_DAYS.map((day) => ({ branch_id: 38, day, start: '00:00', end: '24:00' })),
      },
    ],
    treatments: [{ id: 11, name: { en: 'Hour' }, price: 100, duration_minutes: 60, branch_ids: [38] }],
  });
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception' });
  await addStaff(database.db, tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
  await addStaff(database.db, allHours, { email: 'night@clinic.example', role: 'reception' });
  app = await buildTestApp(database, { now: () => clock });
  desk = await staffClient(app, tenant.key, 'desk@clinic.example');
  drDana = await staffClient(app, tenant.key, 'dana@clinic.example');
  allHoursDesk = await staffClient(app, allHours.key, 'night@clinic.example');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/staff/agenda', () => {
  it("answers a day: the branch's opening hours, one column per visible doctor, visits and blocks", async () => {
    const agenda = await agendaOf(desk, 'date=2026-12-14&branch=38');
    expect(agenda).toEqual({
      dates: ['2026-12-14'],
      opening: { '2026-12-14': [{ start: '08:00', end: '18:00' }] },
      doctors: [
        { id: 1, name: 'Dana Levi', hours: { '2026-12-14': [{ start: '08:00', end: '18:00' }] } },
        { id: 2, name: 'Avi Cohen', hours: { '2026-12-14': [{ start: '08:00', end: '18:00' }] } },
      ],
      visits: [],
      blocks: [],
      currency: 'ILS',
    });
    const hebrew = await staffClient(app, tenant.key, 'desk@clinic.example', 'he');
    expect((await agendaOf(hebrew, 'date=2026-12-14&branch=38')).doctors[0]).toMatchObject({ id: 1, name: 'דנה לוי' });
  });

  it("gives each doctor's working hours at the branch date by date, a day off empty", async () => {
    const partTime = await createTenant(database.db, {
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
    await addStaff(database.db, partTime, { email: 'desk@part.example', role: 'reception' });
    const partDesk = await staffClient(app, partTime.key, 'desk@part.example');
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
    const agenda = await agendaOf(desk, 'date=2026-12-13&branch=39&days=7');
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

  it('lists the visits of the range only, in start order, with patient, phone, treatment and times', async () => {
    const patient = await newPatient();
    const monday = await visitOf(patient, { startsAt: '2026-12-21T06:00:00Z' });
    const thursday = await visitOf(patient, { startsAt: '2026-12-24T15:30:00Z', doctorId: 2 });
    // The Sunday after the week, and the Saturday night before it, are outside.
    await visitOf(patient, { startsAt: '2026-12-27T06:00:00Z' });
    await visitOf(patient, { startsAt: '2026-12-19T21:30:00Z' });
    const week = await agendaOf(desk, 'date=2026-12-20&branch=38&days=7');
    expect(week.visits).toEqual([
      {
        id: monday.id,
        doctor_id: 1,
        doctor_name: 'Dana Levi',
        patient_id: patient.customerId,
        patient_name: 'Test Patient',
        patient_phone: expect.stringMatching(/^\+9725\d{8}$/),
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
        price_minor: expect.any(Number),
      },
      expect.objectContaining({ id: thursday.id, doctor_id: 2, date: '2026-12-24', start_time: '17:30' }),
    ]);
    const oneDay = await agendaOf(desk, 'date=2026-12-24&branch=38');
    expect(oneDay.visits.map((v) => v.id)).toEqual([thursday.id]);
  });

  it('names each state: booked, awaiting payment, paid, arrived, completed, no-show, cancelled', async () => {
    const patients = await Promise.all(Array.from({ length: 7 }, () => newPatient()));
    // Today (Monday 2026-12-07, 09:00): two visits began earlier this morning, the others are later.
    const completed = await visitOf(patients[0]!, { startsAt: '2026-12-07T06:00:00Z' });
    const noShow = await visitOf(patients[1]!, { startsAt: '2026-12-07T06:30:00Z', doctorId: 2 });
    const arrived = await visitOf(patients[2]!, { startsAt: '2026-12-07T08:00:00Z' });
    const paid = await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: patients[3]!.customerId,
      treatmentId: 12,
      doctorId: 2,
      startsAt: new Date('2026-12-07T10:00:00Z'),
      paidStatus: 1,
    });
    const booked = await visitOf(patients[4]!, { startsAt: '2026-12-07T11:00:00Z' });
    const cancelled = await visitOf(patients[5]!, { startsAt: '2026-12-07T12:00:00Z' });
    // The patient's own booking of a treatment paid when booked: its time is held while they pay.
    const held = await patientCalls(app, tenant).book(patients[6]!, {
      date: '2026-12-07',
      start_time: '15:00',
      treatment: 12,
    });
    expect(held.statusCode, held.body).toBe(200);
    const heldId = Number(held.json().data.id);

    const mark = (id: number, value: string) => desk.post(`/api/staff/appointments/${id}/attendance`, { mark: value });
    expect((await mark(completed.id, 'completed')).statusCode).toBe(200);
    expect((await mark(noShow.id, 'no_show')).statusCode).toBe(200);
    expect((await mark(arrived.id, 'arrived')).statusCode).toBe(200);
    const cancel = await desk.post(`/api/staff/appointments/${cancelled.id}/cancel`, { reason: 'Patient phoned' });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const today = await agendaOf(desk, 'date=2026-12-07&branch=38');
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
      const lapsed = await agendaOf(desk, 'date=2026-12-07&branch=38');
      expect(lapsed.visits.find((v) => v.id === heldId)).toMatchObject({ status: 'awaiting_payment' });
      await database.db
        .update(appointments)
        .set({ status: 'expired' })
        .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, heldId)));
      expect((await agendaOf(desk, 'date=2026-12-07&branch=38')).visits.find((v) => v.id === heldId)).toBeUndefined();
    } finally {
      clock = NOW;
    }
  });

  it("flags a visit whose patient has staff notes, and gives each visit's price for the day's money", async () => {
    const noted = await newPatient();
    const plain = await newPatient();
    const withNotes = await visitOf(noted, { startsAt: '2027-01-04T06:00:00Z' });
    const without = await visitOf(plain, { startsAt: '2027-01-04T07:00:00Z' });
    const notes = await desk.post(`/api/staff/patients/${noted.customerId}/notes`, { notes: 'Allergic to latex' });
    expect(notes.statusCode, notes.body).toBe(200);
    const day = await agendaOf(desk, 'date=2027-01-04&branch=38');
    const [first, second] = [withNotes.id, without.id].map((id) => day.visits.find((v) => v.id === id));
    expect(first).toMatchObject({ has_notes: true, cancel_reason: null });
    expect(second).toMatchObject({ has_notes: false });
    expect(first!.price_minor).toBeGreaterThan(0);
  });

  it("shows a doctor account its own column and visits only, and the branch's blocked time", async () => {
    const patient = await newPatient();
    const own = await visitOf(patient, { startsAt: '2026-12-28T07:00:00Z', doctorId: 1 });
    const other = await visitOf(patient, { startsAt: '2026-12-28T09:00:00Z', doctorId: 2 });
    const block = (doctorId?: number) =>
      desk.post('/api/staff/blocks', {
        branch_id: 38,
        ...(doctorId ? { doctor_id: doctorId } : {}),
        from_date: '2026-12-28',
        to_date: '2026-12-28',
        start_time: doctorId ? `1${doctorId}:00` : '16:00',
        end_time: doctorId ? `1${doctorId}:30` : '17:00',
        reason: 'Staff meeting',
      });
    for (const doctorId of [1, 2, undefined]) expect((await block(doctorId)).statusCode).toBe(200);

    const all = await agendaOf(desk, 'date=2026-12-28&branch=38');
    expect(all.visits.map((v) => v.id)).toEqual([own.id, other.id]);
    expect(all.blocks.map((b) => b.doctor_id)).toEqual([1, 2, null]);
    const mine = await agendaOf(drDana, 'date=2026-12-28&branch=38');
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
      const res = await desk.get(`/api/staff/agenda?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, code: expect.any(String) });
    }
  });
});

describe('the agenda on the days the clocks change (Asia/Jerusalem)', () => {
  const insertAt = async (startsAt: string, minutes = 60) => {
    const patient = await createCustomerSession(database.db, allHours, NOW);
    return insertAppointment(database.db, {
      tenantId: allHours.id,
      customerId: patient.customerId,
      treatmentId: 11,
      branchId: 38,
      doctorId: 1,
      startsAt: new Date(startsAt),
      minutes,
    });
  };

  it('spring forward (Friday 2027-03-26, 02:00 becomes 03:00): wall times either side, the day whole', async () => {
    const midnight = await insertAt('2027-03-25T22:00:00Z', 30); // 00:00 winter time
    const acrossGap = await insertAt('2027-03-25T23:30:00Z'); // 01:30 winter time, one real hour
    const evening = await insertAt('2027-03-26T20:30:00Z', 30); // 23:30 summer time
    await insertAt('2027-03-25T21:00:00Z', 30); // 23:00 on Thursday
    await insertAt('2027-03-26T21:00:00Z', 30); // 00:00 on Saturday
    const day = await agendaOf(allHoursDesk, 'date=2027-03-26&branch=38');
    expect(day.opening).toEqual({ '2027-03-26': [{ start: '00:00', end: '24:00' }] });
    expect(day.visits.map((v) => [v.id, v.date, v.start_time, v.end_time])).toEqual([
      [midnight.id, '2027-03-26', '00:00', '00:30'],
      [acrossGap.id, '2027-03-26', '01:30', '03:30'],
      [evening.id, '2027-03-26', '23:30', '24:00'],
    ]);

    // A 02:00-04:00 block takes the real hour 03:00-04:00: the visit running to 03:30 is inside it.
    const block = (cancelVisits: boolean) =>
      allHoursDesk.post('/api/staff/blocks', {
        branch_id: 38,
        from_date: '2027-03-26',
        to_date: '2027-03-26',
        start_time: '02:00',
        end_time: '04:00',
        reason: 'Clock change',
        cancel_visits: cancelVisits,
      });
    const refused = await block(false);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BLOCK_HAS_VISITS', params: { count: 1 } });
    const made = await block(true);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ cancelled: 1 });
    const after = await agendaOf(allHoursDesk, 'date=2027-03-26&branch=38');
    expect(after.blocks).toEqual([
      expect.objectContaining({ date: '2027-03-26', start_time: '03:00', end_time: '04:00', reason: 'Clock change' }),
    ]);
    expect(after.visits.find((v) => v.id === acrossGap.id)).toMatchObject({ status: 'cancelled' });
  });

  it('fall back (Sunday 2026-10-25, 02:00 becomes 01:00): both 01:30s are on the day, in order', async () => {
    const first = await insertAt('2026-10-24T22:30:00Z', 30); // 01:30 summer time
    const second = await insertAt('2026-10-24T23:30:00Z', 30); // 01:30 winter time
    const week = await agendaOf(allHoursDesk, 'date=2026-10-25&branch=38&days=7');
    expect(week.dates[0]).toBe('2026-10-25');
    expect(week.visits.map((v) => [v.id, v.date, v.start_time, v.end_time])).toEqual([
      [first.id, '2026-10-25', '01:30', '02:00'],
      [second.id, '2026-10-25', '01:30', '02:00'],
    ]);
  });

  it('a 01:00-03:00 block on the fall-back day takes three real hours, shown as 01:00-03:00', async () => {
    // Its visits (above) are past: a block over time gone by refuses nothing and cancels nothing.
    const res = await allHoursDesk.post('/api/staff/blocks', {
      branch_id: 38,
      from_date: '2026-10-25',
      to_date: '2026-10-25',
      start_time: '01:00',
      end_time: '03:00',
      reason: 'Clock change',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: 0 });
    const day = await agendaOf(allHoursDesk, 'date=2026-10-25&branch=38');
    expect(day.blocks).toEqual([expect.objectContaining({ start_time: '01:00', end_time: '03:00' })]);
    const [block] = await database.db.select().from(timeBlocks).where(eq(timeBlocks.id, res.json().ids[0]));
    expect(block!.endsAt.getTime() - block!.startsAt.getTime()).toBe(3 * 3_600_000);
  });
});

describe('GET /api/staff/agenda/events', () => {
  it('tells an open agenda within moments that a patient booked, and refuses a stream without a session', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const refused = await fetch(`${base}/api/staff/agenda/events`);
    expect(refused.status).toBe(401);

    const controller = new AbortController();
    const res = await fetch(`${base}/api/staff/agenda/events`, {
      headers: { authorization: `Bearer ${desk.token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const until = async (text: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!received.includes(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${text}" within ${ms} ms; got ${JSON.stringify(received)}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`waited ${ms} ms`)), left)),
        ]);
        if (chunk.done) throw new Error(`stream ended; got ${JSON.stringify(received)}`);
        received += decoder.decode(chunk.value);
      }
    };
    try {
      await until('retry: 2000', 2_000);
      const patient = await newPatient();
      const booked = await patientCalls(app, tenant).book(patient, { date: '2026-12-30', start_time: '12:00' });
      expect(booked.statusCode, booked.body).toBe(200);
      await until('event: change', 2_000);
    } finally {
      controller.abort();
    }
  });

  it('lets one session hold five streams, refuses the sixth with 429, and ends them all at its logout at once', async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const session = await staffClient(app, tenant.key, 'desk@clinic.example');
    const open = (token: string) =>
      fetch(`${base}/api/staff/agenda/events`, { headers: { authorization: `Bearer ${token}` } });
    const streams = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await open(session.token);
      expect(res.status).toBe(200);
      streams.push(res.body!.getReader());
    }
    const sixth = await open(session.token);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: 'AGENDA_STREAM_LIMIT', params: { count: 5 } });
    // Another session of the same account has its own few.
    const otherSession = await staffClient(app, tenant.key, 'desk@clinic.example');
    const other = await open(otherSession.token);
    expect(other.status).toBe(200);
    await other.body!.cancel();

    expect((await session.post('/api/staff/logout')).statusCode).toBe(200);
    // Each stream ends well before its next heartbeat (25 s away).
    const ended = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
      for (;;) if ((await reader.read()).done) return true;
    };
    const within = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
    for (const reader of streams) expect(await Promise.race([ended(reader), within(2_000)])).toBe(true);
  });
});
