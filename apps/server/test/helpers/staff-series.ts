import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { appointments } from '../../src/db/schema';
import { wallOf } from '../../src/lib/zoned-time';
import { createTenant } from './factories';
import { createCustomerSession } from './sessions';
import { type StaffCalls, addClinicTeam } from './staff';
import { createTestDatabase } from './test-db';
import { buildTestApp } from './test-app';

const ZONE = 'Asia/Jerusalem';

/** The wall times in Jerusalem of visits' starts. */
export const wallTimes = (rows: Array<{ startsAt: Date }>) => rows.map((row) => wallOf(ZONE, row.startsAt.getTime()));

/**
 * Series of visits booked by staff, for one test file: a fresh database and app at `now` with the clinic's
 * team logged in. Read `file`'s and `staff`'s parts inside tests (they exist once beforeAll has run).
 */
export function staffSeriesForFile(now: Date) {
  const file = {} as { database: Database; app: FastifyInstance; tenant: Awaited<ReturnType<typeof createTenant>> };
  const staff = {} as { desk: StaffCalls; owner: StaffCalls; drDana: StaffCalls };
  beforeAll(async () => {
    file.database = await createTestDatabase();
    file.tenant = await createTenant(file.database.db);
    file.app = await buildTestApp(file.database, { now: () => now });
    Object.assign(staff, await addClinicTeam(file.app, file.database.db, file.tenant));
  });
  afterAll(async () => {
    await file.app.close();
    await file.database.close();
  });

  const newPatient = async () => (await createCustomerSession(file.database.db, file.tenant, now)).customerId;
  /** A weekly series of doctor 1's 30-minute cleaning at 10:00 at branch 38, unless the body says otherwise. */
  const series = (client: StaffCalls, body: Record<string, unknown>) =>
    client.post('/api/staff/series', {
      branch_id: 38,
      doctor_id: 1,
      treatment_id: 11,
      start_time: '10:00',
      every_weeks: 1,
      ...body,
    });
  const visitsOfSeries = (seriesId: number) =>
    file.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, file.tenant.id), eq(appointments.seriesId, seriesId)))
      .orderBy(asc(appointments.startsAt));

  return { file, staff, newPatient, series, visitsOfSeries };
}
