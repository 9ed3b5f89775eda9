import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClinicSetupWorld, clinicSetupWorld, expectRefusal } from '../helpers/clinic-setup';

let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld();
});
afterAll(() => world.close());

// The clock is Monday 2026-12-07 09:00 in Jerusalem; branch 38 opens 08:00-18:00 on weekdays.
const closures = async (branch = 38) => (await world.owner.get(`/api/staff/branches/${branch}/closures`)).json();
const clinics = async (lang = 'en') =>
  (await world.patientGet('/api/clinics', lang)).json() as {
    data: { id: number; closures?: { from_date: string; to_date: string; reason: string }[] }[];
  };

describe('branch closures', () => {
  it('closes whole days: no time is offered on them, the patient site lists them, the agenda shows each day', async () => {
    expect(await world.patientSite.freeTimes({ date: '2026-12-15' })).toContain('08:00');
    const res = await world.owner.post('/api/staff/branches/38/closures', {
      from_date: '2026-12-15',
      to_date: '2026-12-16',
      reason: 'Hanukkah',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number; cancelled: number };
    expect(res.json().cancelled).toBe(0);

    expect(await world.patientSite.freeTimes({ date: '2026-12-15' })).toEqual([]);
    expect(await world.patientSite.freeTimes({ date: '2026-12-16' })).toEqual([]);
    expect(await world.patientSite.freeTimes({ date: '2026-12-17' })).toContain('08:00');

    expect(await closures()).toEqual({
      closures: [{ id, from_date: '2026-12-15', to_date: '2026-12-16', reason: 'Hanukkah' }],
    });
    const site = await clinics();
    expect(site.data.find((b) => b.id === 38)?.closures).toEqual([
      { from_date: '2026-12-15', to_date: '2026-12-16', reason: 'Hanukkah' },
    ]);
    expect(site.data.find((b) => b.id === 39)?.closures).toBeUndefined();

    const agenda = (await world.desk.get('/api/staff/agenda?date=2026-12-14&branch=38&days=7')).json();
    expect(agenda.blocks.filter((b: { id: number }) => b.id === id)).toEqual([
      { id, doctor_id: null, date: '2026-12-15', start_time: '00:00', end_time: '24:00', reason: 'Hanukkah' },
      { id, doctor_id: null, date: '2026-12-16', start_time: '00:00', end_time: '24:00', reason: 'Hanukkah' },
    ]);

    const [entry] = await world.auditOf('branch.closed');
    expect(entry).toMatchObject({
      targetType: 'block',
      targetId: id,
      after: { branch_id: 38, from_date: '2026-12-15', to_date: '2026-12-16', reason: 'Hanukkah' },
    });

    expect((await world.owner.post(`/api/staff/closures/${id}/remove`)).statusCode).toBe(200);
    expect(await world.patientSite.freeTimes({ date: '2026-12-15' })).toContain('08:00');
    expect((await closures()).closures).toEqual([]);
    const [reopened] = await world.auditOf('branch.reopened');
    expect(reopened).toMatchObject({ targetId: id, before: { from_date: '2026-12-15', reason: 'Hanukkah' } });
  });

  it('is refused over booked visits with their count, unless staff cancel them with it', async () => {
    const visit = await world.visit({ startsAt: new Date('2026-12-22T08:00:00Z') });
    const body = { from_date: '2026-12-21', to_date: '2026-12-23', reason: 'Renovation' };
    const refused = await world.owner.post('/api/staff/branches/38/closures', body);
    expectRefusal(refused, 409, 'BLOCK_HAS_VISITS');
    expect(refused.json().params).toMatchObject({ count: 1 });
    expect((await world.visitRow(visit.id)).status).toBe('active');

    const res = await world.desk.post('/api/staff/branches/38/closures', { ...body, cancel_visits: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancelled).toBe(1);
    expect(await world.visitRow(visit.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Renovation' });
    const cancelled = await world.auditOf('visit.cancelled');
    expect(cancelled.map((e) => e.targetId)).toContain(visit.id);
  });

  it('names the field of bad input, and refuses a range that ends before it starts or lasts over a year', async () => {
    const post = (body: object) => world.owner.post('/api/staff/branches/38/closures', body);
    const badDate = await post({ from_date: '2026-02-30', to_date: '2026-03-01', reason: 'x' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().params?.field).toBe('from_date');
    const noReason = await post({ from_date: '2027-01-04', to_date: '2027-01-04', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().params?.field).toBe('reason');
    expectRefusal(
      await post({ from_date: '2027-01-05', to_date: '2027-01-04', reason: 'Backwards' }),
      400,
      'CLOSURE_RANGE_INVALID',
    );
    expectRefusal(
      await post({ from_date: '2027-01-01', to_date: '2028-01-02', reason: 'Too long' }),
      400,
      'CLOSURE_RANGE_INVALID',
    );
  });

  it('owners and reception only, in their own clinic; an ordinary block is no closure', async () => {
    const body = { from_date: '2027-02-01', to_date: '2027-02-01', reason: 'Staff day' };
    expectRefusal(await world.doctor.post('/api/staff/branches/38/closures', body), 403, 'STAFF_FORBIDDEN');
    expectRefusal(await world.doctor.get('/api/staff/branches/38/closures'), 403, 'STAFF_FORBIDDEN');
    const mine = (await world.desk.post('/api/staff/branches/38/closures', body)).json() as { id: number };
    // The other clinic (its own branch 38 too) sees none of ours, nor may it remove them.
    expect((await world.otherOwner.get('/api/staff/branches/38/closures')).json()).toEqual({ closures: [] });
    expectRefusal(await world.otherOwner.post(`/api/staff/closures/${mine.id}/remove`), 404, 'CLOSURE_NOT_FOUND');
    expectRefusal(await world.doctor.post(`/api/staff/closures/${mine.id}/remove`), 403, 'STAFF_FORBIDDEN');
    expectRefusal(await world.owner.post('/api/staff/branches/999/closures', body), 404, 'BRANCH_NOT_FOUND');

    // A few hours of the branch blocked from the agenda are not listed as a closure, nor removed as one.
    const block = await world.desk.post('/api/staff/blocks', {
      branch_id: 38,
      from_date: '2027-02-02',
      to_date: '2027-02-02',
      start_time: '10:00',
      end_time: '12:00',
      reason: 'Meeting',
    });
    expect(block.statusCode, block.body).toBe(200);
    const [blockId] = block.json().ids as number[];
    const listed = (await closures()).closures.map((c: { id: number }) => c.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(blockId);
    expectRefusal(await world.owner.post(`/api/staff/closures/${blockId}/remove`), 404, 'CLOSURE_NOT_FOUND');
  });
});
