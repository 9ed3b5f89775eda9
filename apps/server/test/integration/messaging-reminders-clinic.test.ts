import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTenant, setClinicSettings } from '../helpers/factories';
import { outbox, outboxWith, phoneOf, testClock } from '../helpers/messaging';
import { insertAppointment } from '../helpers/payment-fixtures';
import { createCustomerSession } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { setVisit } from '../helpers/visit-rows';

// A clinic that set its own reminders (3 hours and 30 minutes) gets them at those instants, and none at the
// server's (24 and 2 hours); a clinic without its own gets the server's REMINDER_MINUTES_BEFORE, on a fake clock.

const clock = testClock('2026-11-01T06:00:00Z');
let database: Database;
let app: FastifyInstance;
let own: Awaited<ReturnType<typeof createTenant>>;
let usual: Awaited<ReturnType<typeof createTenant>>;
const SWEEP_MS = 50;
const settle = () => new Promise((resolve) => setTimeout(resolve, SWEEP_MS * 8));
async function at(iso: string) {
  clock.set(iso);
  await settle();
}

beforeAll(async () => {
  database = await createTestDatabase();
  own = await createTenant(database.db);
  usual = await createTenant(database.db);
  // What the owner's setting keeps (clinic-setup-messages-money.test.ts sets it through the API).
  await setClinicSettings(database.db, own.id, { reminderMinutes: [180, 30] });
  const messaging = { ...testConfig().messaging, reminderMinutes: [1440, 120], reminderSweepSeconds: SWEEP_MS / 1000 };
  app = await buildTestApp(database, { now: clock.now, config: { messaging } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function visitAt(tenant: typeof own, startsAt: string) {
  const patient = await createCustomerSession(database.db, tenant, clock.now());
  const visit = await insertAppointment(database.db, {
    tenantId: tenant.id,
    customerId: patient.customerId,
    treatmentId: 11,
    startsAt: new Date(startsAt),
    minutes: 30,
  });
  await setVisit(database.db, tenant.id, visit.id, { createdAt: clock.now() });
  return phoneOf(database.db, tenant.id, patient.customerId);
}

const sentAround = (sentAt: string, instant: string) => Date.parse(sentAt) - Date.parse(instant);

describe('reminders at each clinic’s own offsets', () => {
  it('3 hours and 30 minutes before for the clinic that set them; 24 and 2 hours for the other', async () => {
    // Both visits start on Friday 6 November 2026 at 12:00 in Jerusalem (10:00Z).
    const ownPhone = await visitAt(own, '2026-11-06T10:00:00Z');
    const usualPhone = await visitAt(usual, '2026-11-06T10:00:00Z');

    // 24 hours before: only the clinic on the server's offsets.
    await at('2026-11-05T10:00:10Z');
    const [day] = await outboxWith(app, usualPhone, 'reminder');
    expect(sentAround(day!.sent_at, '2026-11-05T10:00:00Z')).toBeLessThan(60_000);
    expect(await outbox(app, ownPhone, 'reminder')).toEqual([]);

    // 3 hours before: only the clinic with its own.
    await at('2026-11-06T06:59:00Z');
    expect(await outbox(app, ownPhone, 'reminder')).toEqual([]);
    await at('2026-11-06T07:00:10Z');
    const [three] = await outboxWith(app, ownPhone, 'reminder');
    expect(sentAround(three!.sent_at, '2026-11-06T07:00:00Z')).toBeLessThan(60_000);
    expect(await outbox(app, usualPhone, 'reminder')).toHaveLength(1);

    // 2 hours before: the other clinic's second; nothing more for the first.
    await at('2026-11-06T08:00:10Z');
    const usualBoth = await outboxWith(app, usualPhone, 'reminder', 2);
    expect(sentAround(usualBoth[0]!.sent_at, '2026-11-06T08:00:00Z')).toBeLessThan(60_000);
    expect(await outbox(app, ownPhone, 'reminder')).toHaveLength(1);

    // 30 minutes before: the first clinic's second.
    await at('2026-11-06T09:29:00Z');
    expect(await outbox(app, ownPhone, 'reminder')).toHaveLength(1);
    await at('2026-11-06T09:30:10Z');
    const ownBoth = await outboxWith(app, ownPhone, 'reminder', 2);
    expect(sentAround(ownBoth[0]!.sent_at, '2026-11-06T09:30:00Z')).toBeLessThan(60_000);
    expect(await outbox(app, usualPhone, 'reminder')).toHaveLength(2);
  });
});
