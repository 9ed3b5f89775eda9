import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZErrorEnvelope } from '@clinic/contract/common';
import type { Database } from '../../src/db/client';
import { databaseFingerprint } from '../helpers/fingerprint';
import { refundsWorld } from '../helpers/refund-fixtures';
import { type StripeFake, startStripeFake } from '../helpers/stripe-fake';
import { createTestDatabase } from '../helpers/test-db';

// Tuesday 2026-12-01, 10:00 in Jerusalem; the clinic lets patients cancel or move up to 24 hours before.
const START = new Date('2026-12-01T08:00:00Z');
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(START.getTime() + hours * HOUR);
const TOO_LATE_EN = 'Appointments can be cancelled up to 24 hours before they start. Please contact the clinic.';
const TOO_LATE_HE = 'ניתן לבטל תור עד 24 שעות לפני מועדו. לביטול במועד מאוחר יותר יש לפנות למרפאה.';

let clock = START;
let database: Database;
let stripe: StripeFake;
let world: Awaited<ReturnType<typeof refundsWorld>>;

beforeAll(async () => {
  stripe = await startStripeFake();
  database = await createTestDatabase();
  world = await refundsWorld(database, stripe, () => clock, { cancelNoticeHours: 24 });
});
afterAll(async () => {
  await world.app.close();
  await database.close();
  await stripe.close();
});
beforeEach(() => {
  clock = START;
});

function expectRefusal(res: { statusCode: number; json: () => unknown }, message: string) {
  expect(res.statusCode).toBe(409);
  expect(ZErrorEnvelope.parse(res.json()).message).toBe(message);
}

describe("the clinic's notice for a patient's cancel", () => {
  it('refuses a paid visit starting sooner, in the request language, and changes nothing', async () => {
    const visit = await world.hold({ startsAt: inHours(23) });
    expect((await world.payByCard(visit.id)).statusCode).toBe(200);
    const before = await databaseFingerprint(database.db);

    expectRefusal(await world.cancel(visit.id), TOO_LATE_EN);
    expectRefusal(await world.cancel(visit.id, { 'accept-language': 'he-IL,he;q=0.9' }), TOO_LATE_HE);

    expect(await databaseFingerprint(database.db)).toBe(before);
    expect(world.sandbox.refundsMade()).toEqual([]);
    expect((await world.listed(visit.id)).row).toMatchObject({
      cancle_status: 0,
      payment_status: 'paid',
      can_change: 0,
    });
  });

  it('cancels and refunds a paid visit starting later', async () => {
    const visit = await world.hold({ startsAt: inHours(24.25) });
    expect((await world.payByCard(visit.id)).statusCode).toBe(200);
    expect((await world.listed(visit.id)).row).toMatchObject({ can_change: 1 });
    expect((await world.cancel(visit.id)).statusCode).toBe(200);
    expect((await world.listed(visit.id)).row).toMatchObject({ cancle_status: 1, payment_status: 'refunded' });
  });

  it('still says that a visit that started has passed', async () => {
    const visit = await world.hold({ startsAt: inHours(2) });
    clock = inHours(3);
    expectRefusal(await world.cancel(visit.id), 'This appointment has already started or passed');
  });
});

describe("the clinic's notice for a patient's move", () => {
  it('refuses to move a visit starting sooner and changes nothing', async () => {
    const visit = await world.hold({ treatmentId: 10, startsAt: inHours(22.5) });
    const before = await databaseFingerprint(database.db);
    expectRefusal(
      await world.move(visit.id, '2026-12-08', '11:00'),
      'Appointments can be changed up to 24 hours before they start. Please contact the clinic.',
    );
    expectRefusal(
      await world.move(visit.id, '2026-12-08', '11:00', { 'accept-language': 'he' }),
      'ניתן לשנות מועד של תור עד 24 שעות לפני מועדו. לשינוי במועד מאוחר יותר יש לפנות למרפאה.',
    );
    expect(await databaseFingerprint(database.db)).toBe(before);
  });

  it('moves a visit starting later', async () => {
    const visit = await world.hold({ treatmentId: 10, startsAt: inHours(48) });
    const res = await world.move(visit.id, '2026-12-08', '11:00');
    expect(res.statusCode, res.body).toBe(200);
  });
});
