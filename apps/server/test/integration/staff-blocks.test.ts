import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { appointments, auditLog, timeBlocks } from '../../src/db/schema';
import { sqlStateOf } from '../../src/db/driver-errors';
import { createTenant } from '../helpers/factories';
import { patientCalls } from '../helpers/patient-calls';
import { insertAppointment } from '../helpers/payment-fixtures';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import type { VisitState } from '../../src/db/column-types';

// Monday 2026-12-07, 09:00 in Jerusalem.
const NOW = new Date('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;
let drDana: StaffCalls;
let patientSite: ReturnType<typeof patientCalls>;

const block = (client: StaffCalls, body: Record<string, unknown>) =>
  client.post('/api/staff/blocks', { branch_id: 38, reason: 'Called away', ...body });
const oneDay = (date: string, start: string, end: string) => ({
  from_date: date,
  to_date: date,
  start_time: start,
  end_time: end,
});
/** The patient site's free 5-minute starts (treatment 10) of a day. */
const freeStarts = (date: string) => patientSite.freeTimes({ date, treatment: 10 });
const visitAt = async (startsAt: string, doctorId: number) =>
  insertAppointment(database.db, {
    tenantId: tenant.id,
    customerId: (await createCustomerSession(database.db, tenant, NOW)).customerId,
    treatmentId: 11,
    doctorId,
    startsAt: new Date(startsAt),
    minutes: 30,
  });
const blocksOfClinic = () => database.db.select().from(timeBlocks).where(eq(timeBlocks.tenantId, tenant.id));
const auditOfClinic = () => database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id));

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception' });
  await addStaff(database.db, tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
  app = await buildTestApp(database, { now: () => NOW });
  desk = await staffClient(app, tenant.key, 'desk@clinic.example');
  drDana = await staffClient(app, tenant.key, 'dana@clinic.example');
  patientSite = patientCalls(app, tenant);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('POST /api/staff/blocks', () => {
  it("takes a doctor's and then a branch's time out of the patient site at once", async () => {
    const date = '2026-12-08';
    expect(await freeStarts(date)).toContain('10:00');
    const dana = await block(desk, { doctor_id: 1, ...oneDay(date, '10:00', '11:00') });
    expect(dana.statusCode, dana.body).toBe(200);
    expect(dana.json()).toEqual({ success: 1, ids: [expect.any(Number)], cancelled: 0 });
    // Avi still works then.
    expect(await freeStarts(date)).toContain('10:00');
    const chosen = await desk.post('/api/staff/appointments', {
      patient_id: (await createCustomerSession(database.db, tenant, NOW)).customerId,
      branch_id: 38,
      treatment_id: 10,
      doctor_id: 1,
      date,
      start_time: '10:30',
    });
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json()).toMatchObject({ code: 'SLOT_TAKEN' });

    expect((await block(desk, { doctor_id: 2, ...oneDay(date, '10:00', '11:00') })).statusCode).toBe(200);
    let free = await freeStarts(date);
    expect(free).toContain('09:55');
    expect(free.filter((t) => t >= '10:00' && t < '11:00')).toEqual([]);
    expect(free).toContain('11:00');

    expect((await block(desk, oneDay(date, '14:00', '15:30'))).statusCode).toBe(200);
    free = await freeStarts(date);
    expect(free.filter((t) => t >= '14:00' && t < '15:30')).toEqual([]);
    expect(free).toContain('15:30');
  });

  it('blocks the same hours on each day of a range, one block a day', async () => {
    const res = await block(desk, {
      doctor_id: 2,
      from_date: '2026-12-20',
      to_date: '2026-12-22',
      start_time: '08:00',
      end_time: '09:00',
      reason: 'Conference mornings',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ids).toHaveLength(3);
    const agenda = await desk.get('/api/staff/agenda?date=2026-12-20&branch=38&days=3');
    expect(agenda.json().blocks).toEqual(
      ['2026-12-20', '2026-12-21', '2026-12-22'].map((date) =>
        expect.objectContaining({ doctor_id: 2, date, start_time: '08:00', end_time: '09:00' }),
      ),
    );
  });

  it('refuses a block over booked visits with their count, and writes nothing', async () => {
    const first = await visitAt('2026-12-09T08:00:00Z', 1); // 10:00
    const second = await visitAt('2026-12-09T09:00:00Z', 2); // 11:00
    const blocksBefore = (await blocksOfClinic()).length;
    const auditBefore = (await auditOfClinic()).length;
    const res = await block(desk, oneDay('2026-12-09', '09:30', '12:00'));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ success: 0, code: 'BLOCK_HAS_VISITS', params: { count: 2 } });
    expect((await blocksOfClinic()).length).toBe(blocksBefore);
    expect((await auditOfClinic()).length).toBe(auditBefore);
    for (const visit of [first, second]) {
      const [row] = await database.db.select().from(appointments).where(eq(appointments.id, visit.id));
      expect(row!.status).toBe('active');
    }
    // A doctor's block counts that doctor's visits only.
    expect((await block(desk, { doctor_id: 1, ...oneDay('2026-12-09', '11:00', '12:00') })).statusCode).toBe(200);
  });

  it('with cancel_visits cancels them with the reason, logs each, and makes the block', async () => {
    const patient = await createCustomerSession(database.db, tenant, NOW);
    const visit = await insertAppointment(database.db, {
      tenantId: tenant.id,
      customerId: patient.customerId,
      treatmentId: 11,
      doctorId: 2,
      startsAt: new Date('2026-12-10T12:00:00Z'), // 14:00
      minutes: 30,
    });
    const res = await block(desk, {
      doctor_id: 2,
      ...oneDay('2026-12-10', '13:00', '18:00'),
      reason: 'Doctor is ill',
      cancel_visits: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: 1, ids: [expect.any(Number)] });
    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, visit.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Doctor is ill' });
    const listed = await patientSite.upcoming(patient);
    expect(listed.json().data.appointments).toEqual([expect.objectContaining({ id: visit.id, cancle_status: 1 })]);
    const audit = await auditOfClinic();
    expect(audit.filter((e) => e.targetType === 'appointment' && e.targetId === visit.id)).toEqual([
      expect.objectContaining({ action: 'visit.cancelled', targetType: 'appointment' }),
    ]);
    expect(audit.filter((e) => e.targetType === 'block' && e.targetId === res.json().ids[0])).toEqual([
      expect.objectContaining({
        action: 'time.blocked',
        targetType: 'block',
        after: expect.objectContaining({ doctor_id: 2, reason: 'Doctor is ill' }),
      }),
    ]);
  });

  it('leaves visits already started alone: the rest of today can be blocked when a doctor goes home', async () => {
    const inProgress = await visitAt('2026-12-07T06:45:00Z', 2); // 08:45 today, now 09:00
    const later = await visitAt('2026-12-07T10:00:00Z', 2); // 12:00
    const rest = { doctor_id: 2, ...oneDay('2026-12-07', '08:00', '18:00'), reason: 'Went home ill' };
    const refused = await block(desk, rest);
    expect(refused.json()).toMatchObject({ code: 'BLOCK_HAS_VISITS', params: { count: 1 } });
    const res = await block(desk, { ...rest, cancel_visits: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: 1 });
    const statusOf = async (id: number) =>
      (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;
    expect(await statusOf(inProgress.id)).toBe('active');
    expect(await statusOf(later.id)).toBe('cancelled');
  });

  it("lets a doctor account block its own time only, never another doctor's or the branch's", async () => {
    for (const body of [{ doctor_id: 2 }, {}]) {
      const res = await block(drDana, { ...body, ...oneDay('2026-12-14', '12:00', '13:00') });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    }
    const own = await block(drDana, { doctor_id: 1, ...oneDay('2026-12-14', '12:00', '13:00') });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses bad ranges and unknown places (4xx)', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [oneDay('2026-12-15', '12:00', '12:00'), 400, 'BLOCK_RANGE_INVALID'],
      [oneDay('2026-12-15', '13:00', '12:00'), 400, 'BLOCK_RANGE_INVALID'],
      [{ ...oneDay('2026-12-16', '12:00', '13:00'), to_date: '2026-12-15' }, 400, 'BLOCK_RANGE_INVALID'],
      [{ ...oneDay('2026-12-15', '12:00', '13:00'), to_date: '2027-02-15' }, 400, 'BLOCK_RANGE_INVALID'],
      [{ ...oneDay('2026-12-15', '12:00', '13:00'), branch_id: 40 }, 400, 'BRANCH_UNKNOWN'],
      [{ ...oneDay('2026-12-15', '12:00', '13:00'), doctor_id: 77 }, 404, 'DOCTOR_NOT_FOUND'],
      [{ ...oneDay('2026-12-15', '12:00', '13:00'), reason: ' ' }, 400, 'BAD_REQUEST'],
      [{ ...oneDay('2026-12-15', '12:00', '13:00'), start_time: '25:00' }, 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, code] of cases) {
      const res = await block(desk, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ success: 0, code });
    }
  });
});

describe('POST /api/staff/blocks/:id/remove', () => {
  it('gives the time back to the patient site and logs it; a second remove is 404', async () => {
    const date = '2026-12-16';
    const made = await block(desk, oneDay(date, '12:00', '13:00'));
    expect((await freeStarts(date)).filter((t) => t.startsWith('12:'))).toEqual([]);
    const id = made.json().ids[0] as number;
    const res = await desk.post(`/api/staff/blocks/${id}/remove`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await freeStarts(date)).toContain('12:00');
    const [entry] = (await auditOfClinic()).filter((e) => e.action === 'time.unblocked' && e.targetId === id);
    expect(entry).toMatchObject({ before: expect.objectContaining({ starts_at: '2026-12-16T10:00:00.000Z' }) });
    const again = await desk.post(`/api/staff/blocks/${id}/remove`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'BLOCK_NOT_FOUND' });
  });

  it('lets a doctor account remove its own block only', async () => {
    const branch = (await block(desk, oneDay('2026-12-17', '12:00', '13:00'))).json().ids[0];
    const avi = (await block(desk, { doctor_id: 2, ...oneDay('2026-12-17', '08:00', '09:00') })).json().ids[0];
    const own = (await block(drDana, { doctor_id: 1, ...oneDay('2026-12-17', '08:00', '09:00') })).json().ids[0];
    for (const id of [branch, avi]) {
      const res = await drDana.post(`/api/staff/blocks/${id}/remove`);
      expect(res.statusCode).toBe(403);
    }
    expect((await drDana.post(`/api/staff/blocks/${own}/remove`)).statusCode).toBe(200);
  });
});

describe('the database keeps blocked time free', () => {
  it('refuses an active visit written inside a block, whoever writes it (23P01)', async () => {
    expect((await block(desk, { doctor_id: 1, ...oneDay('2026-12-23', '10:00', '11:00') })).statusCode).toBe(200);
    expect((await block(desk, oneDay('2026-12-23', '15:00', '16:00'))).statusCode).toBe(200);
    const insertAt = (startsAt: string, doctorId: number, status: VisitState = 'active') =>
      insertAppointment(database.db, {
        tenantId: tenant.id,
        customerId: 1,
        treatmentId: 11,
        doctorId,
        startsAt: new Date(startsAt),
        minutes: 30,
        status,
      }).then(
        () => 'written',
        (error: unknown) => sqlStateOf(error),
      );
    expect(await insertAt('2026-12-23T08:45:00Z', 1)).toBe('23P01'); // 10:45, doctor 1's block
    expect(await insertAt('2026-12-23T13:15:00Z', 2)).toBe('23P01'); // 15:15, the branch's block
    expect(await insertAt('2026-12-23T08:45:00Z', 2)).toBe('written'); // Avi is not blocked at 10:45
    expect(await insertAt('2026-12-23T13:15:00Z', 1, 'cancelled')).toBe('written');
    // Moving a visit into blocked time by SQL is refused too.
    const visit = await visitAt('2026-12-23T06:00:00Z', 1);
    const moved = await database.db
      .update(appointments)
      .set({
        changedBy: 'system:seed-test',
        startsAt: new Date('2026-12-23T08:15:00Z'),
        endsAt: new Date('2026-12-23T08:45:00Z'),
      })
      .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, visit.id)))
      .then(
        () => 'written',
        (error: unknown) => sqlStateOf(error),
      );
    expect(moved).toBe('23P01');
  });
});
