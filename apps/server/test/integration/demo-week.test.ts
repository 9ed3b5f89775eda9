import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { appointments, customers, payments, timeBlocks, waitlistEntries } from '../../src/db/schema';
import { layDemoWeek } from '../../src/seed/demo-week/lay-demo-week';
import { seedDemoTenants } from '../../src/seed/seed';
import { createTenant, findTenantRow } from '../helpers/factories';
import { createTestDatabase } from '../helpers/test-db';

// A fixed clock: Wednesday 10 March 2027, 11:00 in Israel (both Israeli demo clinics work that day).
const NOW = new Date('2027-03-10T09:00:00Z');
const TODAY = '2027-03-10';
const DAY = 86_400_000;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const tenantOf = (key: string) => findTenantRow(database.db, key);
const wallDate = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone: 'Asia/Jerusalem' });

async function demoVisits(tenantId: number) {
  return database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenantId, tenantId), like(appointments.idempotencyKey, 'demo-week:%')));
}

describe('the demo living week', () => {
  it('is never laid in production, even for a demo clinic', async () => {
    await seedDemoTenants(database.db, { demo: false, now: NOW });
    const central = await tenantOf('central-clinic');
    expect(await layDemoWeek(database.db, central, { demo: false, now: NOW })).toBe('not-demo');
    expect(await demoVisits(central.id)).toEqual([]);
  });

  it('is never laid for a clinic the demo files did not make', async () => {
    const own = await createTenant(database.db);
    const tenant = await tenantOf(own.key);
    expect(await layDemoWeek(database.db, tenant, { demo: true, now: NOW })).toBe('not-demo');
    const rows = await database.db.select().from(appointments).where(eq(appointments.tenantId, own.id));
    expect(rows).toEqual([]);
  });

  it('lays a living week around today at the demo start: done days, today through the day, coming days', async () => {
    await seedDemoTenants(database.db, { demo: true, now: NOW });
    const central = await tenantOf('central-clinic');
    const visits = await demoVisits(central.id);
    const past = visits.filter((v) => wallDate(v.startsAt) < TODAY);
    const today = visits.filter((v) => wallDate(v.startsAt) === TODAY);
    const coming = visits.filter((v) => wallDate(v.startsAt) > TODAY);

    expect(past.length).toBeGreaterThan(0);
    expect(past.every((v) => v.attendance === 'completed' || v.attendance === 'no_show')).toBe(true);
    expect(past.some((v) => v.attendance === 'no_show')).toBe(true);

    expect(today.some((v) => v.startsAt < NOW)).toBe(true);
    expect(today.some((v) => v.startsAt > NOW)).toBe(true);
    expect(today.every((v) => v.attendance === null)).toBe(true);

    expect(new Set(coming.map((v) => wallDate(v.startsAt))).size).toBeGreaterThanOrEqual(4);
    const lastDay = new Date(NOW.getTime() + 7 * DAY);
    expect(visits.every((v) => v.startsAt < lastDay && v.status === 'active')).toBe(true);

    // Some booked by patients on the site, some by the desk: the agenda marks the first kind.
    expect(visits.some((v) => v.bookedOnline)).toBe(true);
    expect(visits.some((v) => !v.bookedOnline)).toBe(true);

    // A few visits the desk booked carry a note for the doctor; a few of their patients have staff notes.
    const noted = visits.filter((v) => v.visitNote !== null);
    expect(noted.length).toBeGreaterThan(0);
    expect(noted.every((v) => !v.bookedOnline)).toBe(true);
    const patientNotes = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, central.id), isNotNull(customers.staffNotes)));
    expect(patientNotes.length).toBeGreaterThan(0);
    expect(visits.some((v) => patientNotes.some((p) => p.id === v.customerId))).toBe(true);

    const paid = coming.filter((v) => v.paidStatus === 1);
    expect(paid).toHaveLength(1);
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, central.id), eq(payments.appointmentId, paid[0]!.id)));
    expect(payment).toMatchObject({ status: 'paid', amountMinor: paid[0]!.priceMinor });

    const blocks = await database.db.select().from(timeBlocks).where(eq(timeBlocks.tenantId, central.id));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.startsAt > NOW).toBe(true);
    const waiting = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.tenantId, central.id));
    expect(waiting).toMatchObject([{ status: 'waiting' }]);
    expect(waiting[0]!.dateFrom > TODAY).toBe(true);
  });

  it("names the patients in the clinic's language", async () => {
    const shalom = await tenantOf('shalom-clinic');
    const visits = await demoVisits(shalom.id);
    expect(visits.length).toBeGreaterThan(0);
    const patients = await database.db.select().from(customers).where(eq(customers.tenantId, shalom.id));
    const names = patients.filter((p) => visits.some((v) => v.customerId === p.id)).map((p) => p.name ?? '');
    expect(names.length).toBeGreaterThan(5);
    expect(names.every((name) => /^[\u0590-\u05FF ]+$/.test(name))).toBe(true);
  });

  it('is not laid twice: a second start, the same day or the next, changes nothing', async () => {
    const central = await tenantOf('central-clinic');
    const before = (await demoVisits(central.id)).length;
    await seedDemoTenants(database.db, { demo: true, now: NOW });
    expect(await layDemoWeek(database.db, central, { demo: true, now: new Date(NOW.getTime() + DAY) })).toBe('present');
    expect((await demoVisits(central.id)).length).toBe(before);
    const blocks = await database.db.select().from(timeBlocks).where(eq(timeBlocks.tenantId, central.id));
    expect(blocks).toHaveLength(1);
  });

  it('lays a fresh week around the day of a start whose coming 7 days hold no demo visit', async () => {
    const central = await tenantOf('central-clinic');
    const later = new Date(NOW.getTime() + 9 * DAY);
    expect(await layDemoWeek(database.db, central, { demo: true, now: later })).toBe('laid');
    const laterDay = wallDate(later);
    const visits = await demoVisits(central.id);
    expect(visits.some((v) => wallDate(v.startsAt) === laterDay)).toBe(true);
    expect(visits.some((v) => wallDate(v.startsAt) > laterDay)).toBe(true);
  });
});
