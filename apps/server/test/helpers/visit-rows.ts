import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { appointmentSeries, appointments, visitEvents } from '../../src/db/schema';
import { seeded } from '../../src/db/seeded-visits';

type NewVisit = typeof appointments.$inferInsert;
type VisitChange = Partial<Omit<NewVisit, 'id' | 'tenantId' | 'changedBy'>>;

/**
 * The visits' table in one place for the tests: rows written as a seed's (their events born followed, see
 * `seeded`), one row read back to assert on, one row changed to set up a case (a visit in the past, a paid one).
 */

/** Writes the visits as the seed's and returns their rows. */
export async function seedVisits(db: Db, rows: NewVisit[]) {
  return db.insert(appointments).values(seeded(rows)).returning();
}

/** Writes one visit as the seed's and returns its row. */
export async function seedVisit(db: Db, row: NewVisit) {
  const [visit] = await seedVisits(db, [row]);
  return visit!;
}

/** One clinic's visit row, or undefined. */
export async function visitRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)));
  return row;
}

/** One clinic's visit rows, oldest first. */
export async function clinicVisitRows(db: Db, tenantId: number) {
  return db.select().from(appointments).where(eq(appointments.tenantId, tenantId)).orderBy(appointments.id);
}

/** One patient's visit rows (a patient is one clinic's), oldest first. */
export async function patientVisitRows(db: Db, customerId: number) {
  return db.select().from(appointments).where(eq(appointments.customerId, customerId)).orderBy(appointments.id);
}

/** Every visit row in the database, of any clinic. */
export async function allVisitRows(db: Db) {
  return db.select().from(appointments);
}

/** Every series of visits in the database, of any clinic. */
export async function allSeriesRows(db: Db) {
  return db.select().from(appointmentSeries);
}

/** Changes one clinic's visit as the seed would (not a user's act: the change is named the seed's). */
export async function setVisit(db: Db, tenantId: number, id: number, change: VisitChange) {
  await db
    .update(appointments)
    .set({ ...change, changedBy: 'system:seed-test' })
    .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)));
}

/** The events (booked, moved, cancelled…) of one clinic's visits, with who made each. */
export async function visitEventRows(db: Db, tenantId: number, appointmentIds: number[]) {
  return db
    .select()
    .from(visitEvents)
    .where(and(eq(visitEvents.tenantId, tenantId), inArray(visitEvents.appointmentId, appointmentIds)));
}

/** One clinic's active visits whose time overlaps [from, to), by any doctor (the database's own range test). */
export async function activeVisitsOverlapping(db: Db, tenantId: number, from: string, to: string) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.tenantId, tenantId),
        eq(appointments.status, 'active'),
        sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')`,
      ),
    );
}
