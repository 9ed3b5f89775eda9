import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { holdSweepOn } from '../helpers/hold-sweep';
import { insertAppointment } from '../helpers/payment-fixtures';
import { CARD } from '../helpers/refund-fixtures';
import { START, paymentsWorldForFile } from '../helpers/payments-world';

// A visit held for payment that is not paid in time expires, and its time is free again.

/** The hold sweep as app.ts wires it, run on its own, as another server process would. */
const expireUnpaidHolds = (db: Database['db'], at: Date, only?: { tenantId: number; appointmentId?: number }) =>
  holdSweepOn(db)(at, only);
const { file, newHold, charge, status, paymentLink, appointmentRow, paymentRows, legacySlot } = paymentsWorldForFile();

describe('unpaid holds expire', () => {
  it('after the hold time: status expired, payment refused, page closed, time free again', async () => {
    const appt = await newHold();
    const { redirect_url } = (await paymentLink('sandbox', { appointment_id: appt.id, ...legacySlot() })).json();
    file.clock = new Date(START.getTime() + 14 * 60_000);
    expect((await status(appt.id)).json().status).toBe('pending');

    file.clock = new Date(START.getTime() + 16 * 60_000);
    expect((await status(appt.id)).json()).toMatchObject({
      status: 'expired',
      message: 'Your booking has expired. Please book again.',
    });
    expect((await appointmentRow(appt.id)).status).toBe('expired');
    expect((await paymentRows(appt.id))[0]!.status).toBe('expired');
    const late = await charge({ appointmentId: appt.id, ...CARD });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Your booking has expired. Please book again.');
    const u = new URL(redirect_url);
    const pay = await file.app.inject({
      method: 'POST',
      url: u.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sig=${u.searchParams.get('sig')}&action=pay`,
    });
    expect(pay.body).toContain('Booking expired');
    expect((await appointmentRow(appt.id)).paidStatus).toBe(0);
    // The file.database accepts another booking of the same doctor at the same time now.
    const again = await insertAppointment(file.database.db, {
      tenantId: file.tenant.id,
      customerId: file.someoneElse.customerId,
      startsAt: appt.startsAt,
    });
    expect(again.status).toBe('active');
  });

  it('the sweep expires only unpaid holds past their time, once, however many processes run it', async () => {
    const due = await newHold({ holdExpiresAt: new Date(START.getTime() - 1000) });
    const notYet = await newHold({ holdExpiresAt: new Date(START.getTime() + 60_000) });
    const paid = await newHold({ holdExpiresAt: new Date(START.getTime() - 1000), paidStatus: 1 });
    const noHold = await newHold({ holdExpiresAt: null });
    const runs = await Promise.all([1, 2, 3].map(() => expireUnpaidHolds(file.database.db, START)));
    const expiredIds = runs
      .flat()
      .filter((r) => r.tenantId === file.tenant.id)
      .map((r) => r.id);
    expect(expiredIds.filter((id) => id === due.id)).toHaveLength(1);
    expect(expiredIds).not.toContain(notYet.id);
    expect((await appointmentRow(due.id)).status).toBe('expired');
    expect((await appointmentRow(notYet.id)).status).toBe('active');
    expect((await appointmentRow(paid.id)).status).toBe('active');
    expect((await appointmentRow(noHold.id)).status).toBe('active');
  });

  it('the check before acting on one booking expires only that booking', async () => {
    const first = await newHold({ holdExpiresAt: new Date(START.getTime() - 1000) });
    const second = await newHold({ holdExpiresAt: new Date(START.getTime() - 1000) });
    const done = await expireUnpaidHolds(file.database.db, START, {
      tenantId: file.tenant.id,
      appointmentId: first.id,
    });
    expect(done).toEqual([{ tenantId: file.tenant.id, id: first.id }]);
    expect((await appointmentRow(first.id)).status).toBe('expired');
    expect((await appointmentRow(second.id)).status).toBe('active');
    // Before booking into a clinic's calendar, that clinic's expired holds go.
    const theirs = await insertAppointment(file.database.db, {
      tenantId: file.other.id,
      customerId: file.otherTenantCustomer.customerId,
      holdExpiresAt: new Date(START.getTime() - 1000),
    });
    const mine = await expireUnpaidHolds(file.database.db, START, { tenantId: file.tenant.id });
    expect(mine.map((r) => r.id)).toContain(second.id);
    expect(mine.every((r) => r.tenantId === file.tenant.id)).toBe(true);
    expect((await expireUnpaidHolds(file.database.db, START, { tenantId: file.other.id })).map((r) => r.id)).toEqual([
      theirs.id,
    ]);
  });

  it('the background sweeper runs on its interval and stops with the app', async () => {
    const appt = await newHold({ holdExpiresAt: new Date(Date.now() - 1000) });
    const sweeping = await buildApp({
      config: testConfig({ payments: { ...testConfig().payments, sweepSeconds: 1 } }),
      database: file.database,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await sweeping.close();
    expect((await appointmentRow(appt.id)).status).toBe('expired');
  });
});
