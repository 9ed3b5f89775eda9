import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZErrorEnvelope } from '@clinic/contract/core/common';
import { databaseFingerprint } from '../helpers/fingerprint';
import { outboundMessageCount } from '../helpers/message-rows';
import { refundsWorldForFile } from '../helpers/refund-fixtures';

// Tuesday 2026-12-01, 10:00 in Jerusalem; the clinic lets patients cancel or move up to 24 hours before.
const START = new Date('2026-12-01T08:00:00Z');
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(START.getTime() + hours * HOUR);
const TOO_LATE_EN = 'Appointments can be cancelled up to 24 hours before they start. Please contact the clinic.';
const TOO_LATE_HE = 'ניתן לבטל תור עד 24 שעות לפני מועדו. לביטול במועד מאוחר יותר יש לפנות למרפאה.';

let clock = START;
const file = refundsWorldForFile(() => clock, { cancelNoticeHours: 24 });

beforeEach(() => {
  clock = START;
});

function expectRefusal(res: { statusCode: number; json: () => unknown }, message: string) {
  expect(res.statusCode).toBe(409);
  expect(ZErrorEnvelope.parse(res.json()).message).toBe(message);
}

describe("the clinic's notice for a patient's cancel", () => {
  it('refuses a paid visit starting sooner, in the request language, and changes nothing', async () => {
    const visit = await file.world.hold({ startsAt: inHours(23) });
    expect((await file.world.payByCard(visit.id)).statusCode).toBe(200);
    // The booking's own messages may still be on their way out (their status changes): the refused cancels add none.
    const before = await databaseFingerprint(file.database.db, ['outbound_messages']);
    const messagesBefore = await outboundMessageCount(file.database.db);

    expectRefusal(await file.world.cancel(visit.id), TOO_LATE_EN);
    expectRefusal(await file.world.cancel(visit.id, { 'accept-language': 'he-IL,he;q=0.9' }), TOO_LATE_HE);

    expect((await databaseFingerprint(file.database.db, ['outbound_messages'])).split(',')).toEqual(before.split(','));
    expect(await outboundMessageCount(file.database.db)).toBe(messagesBefore);
    expect(file.world.sandbox.refundsMade()).toEqual([]);
    expect((await file.world.listed(visit.id)).row).toMatchObject({
      cancle_status: 0,
      payment_status: 'paid',
      can_change: 0,
    });
  });

  it('cancels and refunds a paid visit starting later', async () => {
    const visit = await file.world.hold({ startsAt: inHours(24.25) });
    expect((await file.world.payByCard(visit.id)).statusCode).toBe(200);
    expect((await file.world.listed(visit.id)).row).toMatchObject({ can_change: 1 });
    expect((await file.world.cancel(visit.id)).statusCode).toBe(200);
    expect((await file.world.listed(visit.id)).row).toMatchObject({ cancle_status: 1, payment_status: 'refunded' });
  });

  it('lets the patient release an unpaid hold starting sooner (back from the payment step)', async () => {
    const visit = await file.world.hold({ startsAt: inHours(3) });
    expect((await file.world.cancel(visit.id)).statusCode).toBe(200);
    expect((await file.world.listed(visit.id)).row).toMatchObject({ cancle_status: 1, payment_due: 0 });
  });

  it('still says that a visit that started has passed', async () => {
    const visit = await file.world.hold({ startsAt: inHours(2) });
    clock = inHours(3);
    expectRefusal(await file.world.cancel(visit.id), 'This appointment has already started or passed');
  });
});

describe("the clinic's notice for a patient's move", () => {
  it('refuses to move a visit starting sooner and changes nothing', async () => {
    const visit = await file.world.hold({ treatmentId: 10, startsAt: inHours(22.5) });
    // The background sender may mark the hold's own confirmation sent meanwhile: messages are counted instead.
    const messages = async () =>
      (
        (await file.database.db.execute(sql`select count(*)::int as n from outbound_messages`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    const before = await databaseFingerprint(file.database.db, ['outbound_messages']);
    const messagesBefore = await messages();
    expectRefusal(
      await file.world.move(visit.id, '2026-12-08', '11:00'),
      'Appointments can be changed up to 24 hours before they start. Please contact the clinic.',
    );
    expectRefusal(
      await file.world.move(visit.id, '2026-12-08', '11:00', { 'accept-language': 'he' }),
      'ניתן לשנות מועד של תור עד 24 שעות לפני מועדו. לשינוי במועד מאוחר יותר יש לפנות למרפאה.',
    );
    expect(await databaseFingerprint(file.database.db, ['outbound_messages'])).toBe(before);
    expect(await messages()).toEqual(messagesBefore);
  });

  it('moves a visit starting later', async () => {
    const visit = await file.world.hold({ treatmentId: 10, startsAt: inHours(48) });
    const res = await file.world.move(visit.id, '2026-12-08', '11:00');
    expect(res.statusCode, res.body).toBe(200);
  });
});
