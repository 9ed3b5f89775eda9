import { describe, expect, it } from 'vitest';
import { holdSweepOn } from '../helpers/hold-sweep';
import { refundsWorldForFile } from '../helpers/refund-fixtures';

// Tuesday 2026-12-01, 10:00 in Jerusalem; holds last 15 minutes.
const START = new Date('2026-12-01T08:00:00Z');
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(START.getTime() + hours * HOUR);

let clock = START;
const file = refundsWorldForFile(() => clock);

describe("the patient's list says what became of a visit", () => {
  it('an unpaid hold whose time ran out is expired, not cancelled; an active and a cancelled visit say so', async () => {
    clock = START;
    const expiring = await file.world.hold({ startsAt: inHours(48) });
    const cancelled = await file.world.hold({ startsAt: inHours(50) });
    expect((await file.world.cancel(cancelled.id)).statusCode).toBe(200);
    expect((await file.world.listed(expiring.id)).row).toMatchObject({ status: 'active', cancle_status: 0 });

    clock = new Date(START.getTime() + 20 * 60_000);
    await holdSweepOn(file.database.db)(clock, { tenantId: file.world.tenant.id });
    expect((await file.world.listed(expiring.id)).row).toMatchObject({
      status: 'expired',
      cancle_status: 1,
      payment_due: 0,
      appointments_type_id: 12,
    });
    expect((await file.world.listed(cancelled.id)).row).toMatchObject({ status: 'cancelled', cancle_status: 1 });
  });
});
