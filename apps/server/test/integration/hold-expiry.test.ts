import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { holdSweepOn } from '../helpers/hold-sweep';
import { createCustomerSession, insertAppointment } from '../helpers/payment-fixtures';
import { paymentRow, seedPayment } from '../helpers/payment-rows';
import { createTestDatabase } from '../helpers/test-db';
import { visitRow } from '../helpers/visit-rows';
import type { PaymentStatus } from '../../src/db/column-types';

/** The hold sweep's guarantees: a card charge in flight keeps its hold; an expired hold's open payments close with it. */
const START = new Date('2026-12-01T08:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

let database: Database;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let customerId: number;
let sweep: ReturnType<typeof holdSweepOn>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  customerId = (await createCustomerSession(database.db, tenant, START)).customerId;
  sweep = holdSweepOn(database.db);
});
afterAll(async () => {
  await database.close();
});

/** An unpaid hold whose time ran out a second before START. */
const runOutHold = () =>
  insertAppointment(database.db, { tenantId: tenant.id, customerId, holdExpiresAt: new Date(START.getTime() - 1000) });

async function addPayment(db: Db, appointmentId: number, status: PaymentStatus, updatedAt: Date) {
  return seedPayment(db, {
    tenantId: tenant.id,
    appointmentId,
    provider: 'sandbox',
    status,
    amountMinor: 25_000,
    createdAt: updatedAt,
    updatedAt,
  });
}
async function appointmentStatus(id: number) {
  return (await visitRow(database.db, tenant.id, id))!.status;
}
async function paymentStatus(id: number) {
  return (await paymentRow(database.db, tenant.id, id))!.status;
}

describe('the hold sweep', () => {
  it('keeps the hold of a card charge in flight for two minutes, then expires it and closes the charge', async () => {
    const appt = await runOutHold();
    const charging = await addPayment(database.db, appt.id, 'processing', minutes(-1));
    expect(await sweep(START)).toEqual([]);
    expect(await appointmentStatus(appt.id)).toBe('active');
    expect(await paymentStatus(charging.id)).toBe('processing');

    const later = await sweep(minutes(1.5));
    expect(later).toEqual([{ tenantId: tenant.id, id: appt.id }]);
    expect(await appointmentStatus(appt.id)).toBe('expired');
    expect(await paymentStatus(charging.id)).toBe('expired');
  });

  it('closes the open payments of the holds it expires and leaves their other payments alone', async () => {
    const appt = await runOutHold();
    const failed = await addPayment(database.db, appt.id, 'failed', minutes(-10));
    const window = await addPayment(database.db, appt.id, 'pending', minutes(-5));
    const kept = await runOutHold();
    await addPayment(database.db, kept.id, 'processing', minutes(-1));
    const keptWindow = await addPayment(database.db, kept.id, 'pending', minutes(-5));

    const expired = await sweep(START, { tenantId: tenant.id });
    expect(expired).toContainEqual({ tenantId: tenant.id, id: appt.id });
    expect(expired).not.toContainEqual({ tenantId: tenant.id, id: kept.id });
    expect(await paymentStatus(window.id)).toBe('expired');
    expect(await paymentStatus(failed.id)).toBe('failed');
    expect(await paymentStatus(keptWindow.id)).toBe('pending');
    const row = await paymentRow(database.db, tenant.id, window.id);
    expect(row!.updatedAt.toISOString()).toBe(START.toISOString());
  });

  it('waits for a charge being opened on the hold and then keeps it', async () => {
    const appt = await runOutHold();
    let swept: Promise<unknown> | undefined;
    // As openPayment does: the appointment locked, then a processing payment added, in one transaction.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from appointments where tenant_id = ${tenant.id} and id = ${appt.id} for update`);
      await addPayment(tx as unknown as Db, appt.id, 'processing', START);
      swept = sweep(START);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await swept).toEqual([]);
    expect(await appointmentStatus(appt.id)).toBe('active');
  });
});
