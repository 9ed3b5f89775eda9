import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { appointments, payments, timeBlocks } from '../../src/db/schema';
import { createTenant, tenantFixture } from '../helpers/factories';
import { insertAppointment } from '../helpers/payment-fixtures';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { createTestDatabase } from '../helpers/test-db';
import { buildTestApp } from '../helpers/test-app';
import type { Attendance, PaymentStatus, VisitState } from '../../src/db/column-types';

// Thursday 2026-12-10, 18:00 in Jerusalem (UTC+2). The week asked about is Sunday 6 to Saturday 12 December.
const NOW = new Date('2026-12-10T16:00:00Z');
/** A Jerusalem wall time in December (UTC+2) as an instant. */
const local = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let owner: StaffCalls;

/** A 30-minute cleaning (treatment 11) of a patient of its own, booked `daysAhead` days before it starts. */
async function visit(
  doctorId: number,
  startsAt: Date,
  daysAhead: number,
  values: { attendance?: Attendance; status?: VisitState; cancelledAt?: Date; customerId?: number } = {},
) {
  const customerId = values.customerId ?? (await createCustomerSession(database.db, tenant, NOW)).customerId;
  const row = await insertAppointment(database.db, {
    tenantId: tenant.id,
    customerId,
    treatmentId: 11,
    doctorId,
    startsAt,
    minutes: 30,
    status: values.status ?? 'active',
  });
  await database.db
    .update(appointments)
    .set({
      changedBy: 'system:seed-test',
      createdAt: new Date(startsAt.getTime() - daysAhead * 24 * 3_600_000),
      attendance: values.attendance ?? null,
      cancelledAt: values.cancelledAt ?? null,
    })
    .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, row.id)));
  return { id: row.id, customerId };
}
async function pay(appointmentId: number, amountMinor: number, status: PaymentStatus) {
  await database.db
    .insert(payments)
    .values({ tenantId: tenant.id, appointmentId, provider: 'sandbox', status, amountMinor, currency: 'ILS' });
}

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db, { cancel_notice_hours: 24 });
  app = await buildTestApp(database, { now: () => NOW });
  await addStaff(database.db, tenant, { email: 'owner@clinic.example', role: 'owner' });
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception' });
  await addStaff(database.db, tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
  owner = await staffClient(app, tenant.key, 'owner@clinic.example');

  // Doctors 1 and 2 work Sunday to Thursday, 08:00-18:00 at branch 38; doctor 2 is blocked two hours on Tuesday.
  await database.db.insert(timeBlocks).values({
    tenantId: tenant.id,
    branchId: 38,
    doctorId: 2,
    startsAt: local('2026-12-08', '10:00'),
    endsAt: local('2026-12-08', '12:00'),
    reason: 'Training',
    createdBy: 1,
  });
  const completed = await visit(1, local('2026-12-06', '09:00'), 10, { attendance: 'completed' });
  await visit(1, local('2026-12-07', '09:00'), 2, { attendance: 'no_show' });
  const returning = await visit(1, local('2026-11-20', '09:00'), 5);
  await visit(1, local('2026-12-08', '09:00'), 1, { attendance: 'arrived', customerId: returning.customerId });
  const paid = await visit(2, local('2026-12-09', '10:00'), 7);
  // Saturday 23:30 is the week's; Sunday 00:10 is the next week's, though both are Saturday in UTC.
  await visit(2, local('2026-12-12', '23:30'), 3);
  await visit(2, local('2026-12-13', '00:10'), 3);
  // Friday 23:50 before the week is the week before's.
  await visit(1, local('2026-12-05', '23:50'), 4);
  // Cancelled three hours before (inside the 24-hour notice), and three days before.
  await visit(1, local('2026-12-10', '15:00'), 6, { status: 'cancelled', cancelledAt: local('2026-12-10', '12:00') });
  await visit(1, local('2026-12-11', '09:00'), 6, { status: 'cancelled', cancelledAt: local('2026-12-08', '09:00') });
  await visit(1, local('2026-12-09', '11:00'), 0, { status: 'expired' });
  await pay(paid.id, 35_050, 'paid');
  await pay(completed.id, 10_000, 'refunded');
  await pay(completed.id, 5_000, 'failed');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/staff/insights', () => {
  it("answers a week's figures in the clinic's time zone, beside the week before", async () => {
    const res = await owner.get('/api/staff/insights?from=2026-12-06&to=2026-12-12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-12-06',
      to: '2026-12-12',
      visits: 5,
      no_shows: 1,
      // One of the four visits that have started.
      no_show_rate: 0.25,
      // 150 booked minutes of 2 doctors × 5 days × 600 minutes, less the 120 blocked.
      fill_rate: 0.0255,
      cancellations: 2,
      late_cancellations: 1,
      new_patients: 4,
      median_days_ahead: 3,
      revenue: 450.5,
      refunded: 100,
      currency: 'ILS',
      previous: {
        from: '2026-11-29',
        to: '2026-12-05',
        visits: 1,
        no_shows: 0,
        no_show_rate: 0,
        fill_rate: 0.005,
        cancellations: 0,
        late_cancellations: 0,
        new_patients: 1,
        median_days_ahead: 4,
        revenue: 0,
        refunded: 0,
      },
      by_doctor: [
        {
          doctor_id: 1,
          name: 'Dana Levi',
          visits: 3,
          no_shows: 1,
          fill_rate: 0.03,
          booked_minutes: 90,
          open_minutes: 3000,
        },
        {
          doctor_id: 2,
          name: 'Avi Cohen',
          visits: 2,
          no_shows: 0,
          fill_rate: 0.0208,
          booked_minutes: 60,
          open_minutes: 2880,
        },
      ],
      by_treatment: [{ treatment_id: 11, name: 'Cleaning', visits: 5, revenue: 450.5, refunded: 100 }],
      by_weekday: [
        { weekday: 0, visits: 1, no_shows: 0 },
        { weekday: 1, visits: 1, no_shows: 1 },
        { weekday: 2, visits: 1, no_shows: 0 },
        { weekday: 3, visits: 1, no_shows: 0 },
        // Thursday and Friday hold only cancelled visits.
        { weekday: 4, visits: 0, no_shows: 0 },
        { weekday: 5, visits: 0, no_shows: 0 },
        { weekday: 6, visits: 1, no_shows: 0 },
      ],
    });
  });

  it('narrows to a branch, and names doctors and treatments in the staff member’s language', async () => {
    const north = await owner.get('/api/staff/insights?from=2026-12-06&to=2026-12-12&branch=39');
    expect(north.statusCode, north.body).toBe(200);
    expect(north.json()).toMatchObject({ visits: 0, fill_rate: null, no_show_rate: null, by_doctor: [] });
    const hebrew = await staffClient(app, tenant.key, 'owner@clinic.example', 'he');
    const he = (await hebrew.get('/api/staff/insights?from=2026-12-06&to=2026-12-12')).json();
    expect(he.by_doctor[0].name).toBe('דנה לוי');
    expect(he.by_treatment[0].name).toBe('ניקוי');
  });

  it('counts open time as the clock runs on the night the clocks go back', async () => {
    const night = await createTenant(database.db, {
      doctors: [
        {
          id: 1,
          name: { en: 'Night Doctor' },
          status: '1',
          working_hours: [{ branch_id: 38, day: 'Sunday', start: '00:00', end: '04:00' }],
        },
      ],
    });
    await addStaff(database.db, night, { email: 'owner@night.example', role: 'owner' });
    const nightOwner = await staffClient(app, night.key, 'owner@night.example');
    // Israel's clocks go back from 02:00 to 01:00 on Sunday 25 October 2026: that night has five hours to 04:00.
    const fallBack = (await nightOwner.get('/api/staff/insights?from=2026-10-25&to=2026-10-25')).json();
    expect(fallBack.by_doctor).toMatchObject([{ doctor_id: 1, open_minutes: 300 }]);
    const usual = (await nightOwner.get('/api/staff/insights?from=2026-11-01&to=2026-11-01')).json();
    expect(usual.by_doctor).toMatchObject([{ doctor_id: 1, open_minutes: 240 }]);
  });

  it("counts each visit on its clinic's weekday west of Greenwich, across the night the clocks go back", async () => {
    const west = await createTenant(database.db, { time_zone: 'America/New_York' });
    await addStaff(database.db, west, { email: 'owner@west.example', role: 'owner' });
    const westOwner = await staffClient(app, west.key, 'owner@west.example');
    const customerId = (await createCustomerSession(database.db, west, NOW)).customerId;
    // New York's clocks go back from 02:00 to 01:00 on Sunday 1 November 2026 (UTC-4 before, UTC-5 after).
    for (const startsAt of [
      '2026-10-31T23:30:00-04:00', // Saturday, late: Sunday in UTC
      '2026-11-01T00:15:00-04:00', // Sunday, just after midnight, before the change
      '2026-11-01T23:45:00-05:00', // Sunday, late, after the change: Monday in UTC
      '2026-11-02T00:30:00-05:00', // Monday, just after midnight
      '2026-11-04T12:00:00-05:00', // Wednesday noon
    ]) {
      await insertAppointment(database.db, {
        tenantId: west.id,
        customerId,
        treatmentId: 11,
        doctorId: 1,
        startsAt: new Date(startsAt),
        minutes: 30,
        status: 'active',
      });
    }
    const weeks = (await westOwner.get('/api/staff/insights?from=2026-10-25&to=2026-11-07')).json();
    expect(weeks.by_weekday).toEqual([
      { weekday: 0, visits: 2, no_shows: 0 },
      { weekday: 1, visits: 1, no_shows: 0 },
      { weekday: 3, visits: 1, no_shows: 0 },
      { weekday: 6, visits: 1, no_shows: 0 },
    ]);
    expect(weeks.visits).toBe(5);
  });

  it('is for owners only, and refuses a period that ends before it starts or runs over a year', async () => {
    const desk = await staffClient(app, tenant.key, 'desk@clinic.example');
    const doctor = await staffClient(app, tenant.key, 'dana@clinic.example');
    expect((await desk.get('/api/staff/insights?from=2026-12-06&to=2026-12-12')).statusCode).toBe(403);
    expect((await doctor.get('/api/staff/insights.csv?from=2026-12-06&to=2026-12-12')).statusCode).toBe(403);
    for (const range of ['from=2026-12-12&to=2026-12-06', 'from=2025-01-01&to=2026-12-12', 'from=2026-12-06']) {
      const res = await owner.get(`/api/staff/insights?${range}`);
      expect(res.statusCode, range).toBe(400);
    }
  });
});

describe('GET /api/staff/insights.csv', () => {
  it('answers each table as UTF-8 CSV with a byte-order mark, in the staff member’s language', async () => {
    const hebrew = await staffClient(app, tenant.key, 'owner@clinic.example', 'he');
    const res = await hebrew.get('/api/staff/insights.csv?from=2026-12-06&to=2026-12-12&table=doctors');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="insights-doctors-2026-12-06-2026-12-12.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).trim().split('\n')).toEqual([
      'doctor_id,doctor,visits,no_shows,fill_rate,booked_minutes,open_minutes',
      '1,דנה לוי,3,1,0.03,90,3000',
      '2,אבי כהן,2,0,0.0208,60,2880',
    ]);

    const summary = await owner.get('/api/staff/insights.csv?from=2026-12-06&to=2026-12-12');
    expect(summary.body.slice(1).trim().split('\n').slice(0, 3)).toEqual([
      'figure,2026-12-06..2026-12-12,2026-11-29..2026-12-05',
      'visits,5,1',
      'no_shows,1,0',
    ]);
  });

  it('writes names a spreadsheet would run as formulas as text (an apostrophe first)', async () => {
    const fixture = tenantFixture();
    const named = (id: number, en: string) => ({ id, name: { en } });
    const rename = <T extends { id: number }>(rows: T[], names: Array<{ id: number; name: { en: string } }>) =>
      rows.map((row) => ({ ...row, ...names.find((n) => n.id === row.id) }));
    const hostile = await createTenant(database.db, {
      doctors: rename(fixture.doctors, [named(1, '=HYPERLINK("https://evil.example","Dr, Who")'), named(2, '\t=1+1')]),
      treatments: rename(fixture.treatments, [named(10, '-2+3'), named(11, '@SUM(A1:A9)'), named(12, '\r+1')]),
    });
    const visits = [
      { doctorId: 1, treatmentId: 10, time: '09:00' },
      { doctorId: 2, treatmentId: 11, time: '10:00' },
      { doctorId: 1, treatmentId: 12, time: '11:00' },
    ];
    for (const { doctorId, treatmentId, time } of visits) {
      const { customerId } = await createCustomerSession(database.db, hostile, NOW);
      const startsAt = local('2026-12-08', time);
      await insertAppointment(database.db, {
        tenantId: hostile.id,
        customerId,
        treatmentId,
        doctorId,
        startsAt,
        minutes: 30,
        status: 'active',
      });
    }
    await addStaff(database.db, hostile, { email: 'owner@formulas.example', role: 'owner' });
    const hostileOwner = await staffClient(app, hostile.key, 'owner@formulas.example');
    const csv = async (table: string) => {
      const res = await hostileOwner.get(`/api/staff/insights.csv?from=2026-12-06&to=2026-12-12&table=${table}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const doctorsCsv = await csv('doctors');
    expect(doctorsCsv).toContain('\n1,"\'=HYPERLINK(""https://evil.example"",""Dr, Who"")",2,');
    expect(doctorsCsv).toContain("\n2,'\t=1+1,1,");
    const treatmentsCsv = await csv('treatments');
    expect(treatmentsCsv).toContain("\n10,'-2+3,1,");
    expect(treatmentsCsv).toContain("\n11,'@SUM(A1:A9),1,");
    expect(treatmentsCsv).toContain('\n12,"\'\r+1",1,');
    expect(doctorsCsv + treatmentsCsv).not.toMatch(/(^|[,\n])[=+\-@\t\r]/);
  });
});
