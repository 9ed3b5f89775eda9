import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClinicSetupWorld, clinicSetupWorld, expectRefusal } from '../helpers/clinic-setup';
import { agendaOf } from '../helpers/staff-agenda';

// Monday 2026-12-07 in Jerusalem. Doctor 1's lunch, Tuesdays 12:00-13:00 for three weeks, blocked once.
let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld();
});
afterAll(() => world.close());

const TUESDAYS = ['2026-12-08', '2026-12-15', '2026-12-22'];
const lunch = { branch_id: 38, doctor_id: 1, start_time: '12:00', end_time: '13:00', reason: 'Lunch' };
/** Whether doctor 1 is free for treatment 11 (30 minutes) at 12:00 that day. */
const freeAtNoon = async (date: string) => {
  const res = await world.desk.get(`/api/staff/free_times?date=${date}&branch=38&treatment=11`);
  expect(res.statusCode, res.body).toBe(200);
  const at = (res.json().times as Array<{ time: string; doctor_ids: number[] }>).find((t) => t.time === '12:00');
  return at?.doctor_ids.includes(1) ?? false;
};
const lunchOn = async (date: string) =>
  (await agendaOf(world.desk, `date=${date}&branch=38`)).blocks.filter((b) => b.reason === 'Lunch');

describe('blocked time that repeats weekly', () => {
  it('blocks each week, shown on the agenda and kept out of the free times; one week or all can be freed', async () => {
    const res = await world.desk.post('/api/staff/blocks', {
      ...lunch,
      from_date: TUESDAYS[0],
      to_date: TUESDAYS[0],
      repeat_weeks: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().ids as number[];
    expect(ids).toHaveLength(3);
    for (const date of TUESDAYS) {
      expect(await lunchOn(date)).toEqual([
        expect.objectContaining({ date, start_time: '12:00', end_time: '13:00', in_series: true }),
      ]);
      expect(await freeAtNoon(date)).toBe(false);
    }
    expect(await lunchOn('2026-12-29')).toEqual([]);
    expect(await freeAtNoon('2026-12-29')).toBe(true);

    // One week given back: the others stay.
    expect((await world.desk.post(`/api/staff/blocks/${ids[1]}/remove`)).statusCode).toBe(200);
    expect(await lunchOn(TUESDAYS[1]!)).toEqual([]);
    expect(await freeAtNoon(TUESDAYS[1]!)).toBe(true);
    expect(await lunchOn(TUESDAYS[2]!)).toHaveLength(1);

    // The whole series given back from any of its weeks, each written to the audit log.
    const all = await world.desk.post(`/api/staff/blocks/${ids[2]}/remove?series=all`);
    expect(all.statusCode, all.body).toBe(200);
    for (const date of TUESDAYS) expect(await lunchOn(date)).toEqual([]);
    expect(await freeAtNoon(TUESDAYS[0]!)).toBe(true);
    const unblocked = (await world.auditOf('time.unblocked')).map((e) => e.targetId);
    expect(unblocked).toEqual(expect.arrayContaining(ids));
  });

  it('a block on its own is not in a series; a repeat of 1 or over 52 weeks is refused', async () => {
    const res = await world.desk.post('/api/staff/blocks', {
      ...lunch,
      from_date: '2027-01-05',
      to_date: '2027-01-05',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lunchOn('2027-01-05'))[0]).not.toHaveProperty('in_series');
    for (const weeks of [1, 53]) {
      const refused = await world.desk.post('/api/staff/blocks', {
        ...lunch,
        from_date: '2027-01-12',
        to_date: '2027-01-12',
        repeat_weeks: weeks,
      });
      expectRefusal(refused, 400, 'BAD_REQUEST', 'repeat_weeks');
    }
  });
});
