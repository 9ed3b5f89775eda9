import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClinicSetupWorld, clinicSetupWorld, expectRefusal } from '../helpers/clinic-setup';
import { staffClient } from '../helpers/staff';

// The owner's reminder offsets, emergency number and currency: kept per clinic, validated field by field (in the
// owner's language), and what the patient site is told (emergency number and currency in get_template).
let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld();
});
afterAll(() => world.close());

const template = async (worldKey: 'tenant' | 'other' = 'tenant') => {
  const token = world[worldKey].token;
  const res = await world.app.inject({ method: 'GET', url: '/api/get_template', headers: { 'x-tenant-token': token } });
  return res.json().user_template as Record<string, unknown>;
};
/** The patient site reads the clinic through a cache that follows the change feed. */
const siteShows = (expected: Record<string, unknown>, worldKey: 'tenant' | 'other' = 'tenant') =>
  expect.poll(() => template(worldKey)).toMatchObject(expected);

describe('reminders, emergency number and currency', () => {
  it('start from the server’s reminders, the country’s emergency number (Israel: 101) and shekels', async () => {
    expect((await world.owner.get('/api/staff/clinic')).json()).toMatchObject({
      reminder_minutes: null,
      default_reminder_minutes: [1440, 120],
      emergency_number: null,
      emergency_number_default: '101',
      currency: 'ILS',
    });
    await siteShows({ emergency_number: '101', currency: 'ILS' });
  });

  it('keeps the clinic’s own reminders, longest first; none of its own goes back to the server’s', async () => {
    const set = await world.owner.patch('/api/staff/clinic', { reminder_minutes: [30, 180] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ reminder_minutes: [180, 30], default_reminder_minutes: [1440, 120] });
    expect((await world.owner.get('/api/staff/clinic')).json().reminder_minutes).toEqual([180, 30]);
    expect((await world.otherOwner.get('/api/staff/clinic')).json().reminder_minutes).toBeNull();
    const cleared = await world.owner.patch('/api/staff/clinic', { reminder_minutes: [] });
    expect(cleared.json().reminder_minutes).toBeNull();
  });

  it('refuses reminders that are not positive, bounded, distinct and few, naming the field', async () => {
    expectRefusal(
      await world.owner.patch('/api/staff/clinic', { reminder_minutes: [0] }),
      400,
      'REMINDERS_INVALID',
      'reminder_minutes.0',
    );
    expectRefusal(
      await world.owner.patch('/api/staff/clinic', { reminder_minutes: [60, 15 * 24 * 60] }),
      400,
      'REMINDERS_INVALID',
      'reminder_minutes.1',
    );
    expectRefusal(
      await world.owner.patch('/api/staff/clinic', { reminder_minutes: [60, 30, 60] }),
      400,
      'REMINDERS_INVALID',
      'reminder_minutes.2',
    );
    expectRefusal(
      await world.owner.patch('/api/staff/clinic', { reminder_minutes: [10, 20, 30, 40, 50] }),
      400,
      'REMINDERS_INVALID',
      'reminder_minutes',
    );
    expect((await world.owner.get('/api/staff/clinic')).json().reminder_minutes).toBeNull();
  });

  it('says the refusals in the owner’s language', async () => {
    const texts = { he: /תזכורת/, ar: /تذكير/, ru: /напоминание/ };
    for (const [lang, text] of Object.entries(texts)) {
      const owner = await staffClient(world.app, world.tenant.key, 'owner@clinic.example', lang);
      const res = await owner.patch('/api/staff/clinic', { reminder_minutes: [1] });
      expectRefusal(res, 400, 'REMINDERS_INVALID', 'reminder_minutes.0');
      expect(res.json().message).toMatch(text);
      const currency = await owner.patch('/api/staff/clinic', { currency: 'XXX' });
      expectRefusal(currency, 400, 'CURRENCY_INVALID', 'currency');
      expect(currency.json().message).not.toMatch(/Choose a currency/);
    }
  });

  it('an emergency number of the clinic’s own, back to its country’s when cleared', async () => {
    expectRefusal(
      await world.owner.patch('/api/staff/clinic', { emergency_number: 'call 101' }),
      400,
      'EMERGENCY_NUMBER_INVALID',
      'emergency_number',
    );
    const set = await world.owner.patch('/api/staff/clinic', { emergency_number: ' 112 ' });
    expect(set.json()).toMatchObject({ emergency_number: '112', emergency_number_default: '101' });
    await siteShows({ emergency_number: '112' });
    await siteShows({ emergency_number: '101' }, 'other');
    await world.owner.patch('/api/staff/clinic', { emergency_number: null });
    await siteShows({ emergency_number: '101' });
  });

  it('a currency from the list, which the patient site is told', async () => {
    expectRefusal(
      await world.owner.patch('/api/staff/clinic', { currency: 'usd' }),
      400,
      'CURRENCY_INVALID',
      'currency',
    );
    const set = await world.owner.patch('/api/staff/clinic', { currency: 'EUR' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().currency).toBe('EUR');
    await siteShows({ currency: 'EUR' });
    await siteShows({ currency: 'ILS' }, 'other');
  });

  it('is for owners only', async () => {
    expectRefusal(await world.desk.patch('/api/staff/clinic', { currency: 'USD' }), 403, 'STAFF_FORBIDDEN');
  });
});
