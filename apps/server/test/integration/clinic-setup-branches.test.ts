import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TSettingsBranch, ZSettingsBranch } from '@clinic/contract/staff/staff-settings';
import { type ClinicSetupWorld, clinicSetupWorld, expectOwnersOnly, expectRefusal } from '../helpers/clinic-setup';

let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld();
});
afterAll(() => world.close());

const TUESDAY = '2026-12-08';
type Branch = TSettingsBranch;
const branches = async () => (await world.owner.get('/api/staff/branches')).json().branches as Branch[];

describe('POST /api/staff/branches', () => {
  it('adds a branch with several ranges a day; the owner and the patient site list it', async () => {
    const res = await world.owner.post('/api/staff/branches', {
      name: { en: 'South branch', he: 'סניף דרום' },
      address: 'Eilat 5',
      phone: '+972 8-555-0100',
      schedule: [
        { day: 2, start: '09:00', end: '12:00' },
        { day: 2, start: '14:00', end: '17:00' },
        { day: 0, start: '08:00', end: '13:00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    expect(res.json()).toEqual({ success: 1, id: expect.any(Number) });
    expect(id).toBeGreaterThan(39);

    const listed = (await branches()).find((b) => b.id === id)!;
    expect(ZSettingsBranch.safeParse(listed).success).toBe(true);
    // A plain string is the clinic's default language (English here).
    expect(listed).toMatchObject({
      name: { en: 'South branch', he: 'סניף דרום' },
      address: { en: 'Eilat 5' },
      archived: false,
      schedule: [
        { day: 2, start: '09:00', end: '12:00' },
        { day: 2, start: '14:00', end: '17:00' },
        { day: 0, start: '08:00', end: '13:00' },
      ],
    });
    const clinics = (await world.patientGet('/api/clinics', 'he')).json().data as Array<{ id: number; name: string }>;
    // The site writes the branch's phone as the (Israeli) clinic's people do, and dials it internationally.
    expect(clinics.find((c) => c.id === id)).toMatchObject({
      name: 'סניף דרום',
      phone: '08-555-0100',
      phone_e164: '+97285550100',
    });

    const [entry] = await world.auditOf('branch.created');
    expect(entry).toMatchObject({ staffName: 'Olga Owner', targetType: 'branch', targetId: id, before: null });
    expect(entry!.after).toMatchObject({ name: { en: 'South branch' } });
  });

  it.each([
    [
      'overlapping ranges of one day',
      [
        { day: 1, start: '09:00', end: '12:00' },
        { day: 1, start: '11:30', end: '13:00' },
      ],
      'HOURS_OVERLAP',
      'schedule.1',
    ],
    ['an end before its start', [{ day: 1, start: '12:00', end: '09:00' }], 'END_BEFORE_START', 'schedule.0.end'],
    ['an empty range', [{ day: 1, start: '09:00', end: '09:00' }], 'END_BEFORE_START', 'schedule.0.end'],
  ])('refuses %s with a 400 naming the field, in each language', async (_label, schedule, code, field) => {
    const before = await branches();
    expectRefusal(await world.owner.post('/api/staff/branches', { name: 'X', schedule }), 400, code, field);
    const hebrew = await world.app.inject({
      method: 'POST',
      url: '/api/staff/branches',
      headers: { authorization: `Bearer ${world.owner.token}`, 'accept-language': 'he' },
      payload: { name: 'X', schedule },
    });
    expectRefusal(hebrew, 400, code, field);
    expect(hebrew.json().message).toMatch(/[א-ת]/);
    expect(await branches()).toEqual(before);
  });

  it('names the field of other mistakes: a day out of 0-6, a bad time, no name', async () => {
    const day = await world.owner.post('/api/staff/branches', {
      name: 'X',
      schedule: [{ day: 7, start: '09:00', end: '10:00' }],
    });
    expectRefusal(day, 400, 'BAD_REQUEST');
    expect(day.json().params).toEqual({ field: 'schedule.0.day' });
    expect(day.json().message).not.toMatch(/schedule/);
    const time = await world.owner.post('/api/staff/branches', {
      name: 'X',
      schedule: [{ day: 1, start: '9am', end: '10:00' }],
    });
    expect(time.json().params).toEqual({ field: 'schedule.0.start' });
    expect((await world.owner.post('/api/staff/branches', { schedule: [] })).json().params).toEqual({ field: 'name' });
  });

  it('is for owners only', async () => {
    await expectOwnersOnly(world, (client) => client.post('/api/staff/branches', { name: 'Desk branch' }));
    await expectOwnersOnly(world, (client) => client.get('/api/staff/branches'));
    await expectOwnersOnly(world, (client) => client.patch('/api/staff/branches/38', { name: 'Renamed' }));
    expect((await branches()).map((b) => b.name.en)).not.toContain('Desk branch');
  });
});

describe('PATCH /api/staff/branches/:id', () => {
  it('new hours rule the next free times; a visit booked outside them stays as it was', async () => {
    // Read once first, so the answer below cannot come from a kept one.
    expect(await world.patientSite.freeTimes({ date: TUESDAY })).toContain('08:00');
    const late = await world.visit({ startsAt: new Date(`${TUESDAY}T14:00:00Z`) }); // 16:00 local
    const visitBefore = await world.visitRow(late.id);

    const res = await world.owner.patch('/api/staff/branches/38', {
      schedule: [0, 1, 2, 3, 4].map((day) => ({ day, start: day === 2 ? '10:00' : '08:00', end: '12:00' })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const free = await world.patientSite.freeTimes({ date: TUESDAY });
    // The site's 5-minute slots: the day now runs 10:00-12:00.
    expect(free[0]).toBe('10:00');
    expect(free.at(-1)).toBe('11:55');
    expect(await world.visitRow(late.id)).toEqual(visitBefore);

    const [entry] = await world.auditOf('branch.changed');
    expect(entry!.before).toMatchObject({
      schedule: expect.arrayContaining([{ day: 2, start: '08:00', end: '18:00' }]),
    });
    expect(entry!.after).toMatchObject({
      schedule: expect.arrayContaining([{ day: 2, start: '10:00', end: '12:00' }]),
    });
  });

  it("a string name changes the default language's text and keeps the other", async () => {
    expect((await world.owner.patch('/api/staff/branches/38', { name: 'Central' })).statusCode).toBe(200);
    expect((await branches()).find((b) => b.id === 38)!.name).toEqual({ en: 'Central', he: 'סניף ראשי' });
    expect((await world.owner.patch('/api/staff/branches/38', { address: null })).statusCode).toBe(200);
    expect((await branches()).find((b) => b.id === 38)!.address).toBeNull();
  });

  it('archives a branch: gone from the patient site and its free times, kept with its visits, restorable', async () => {
    const visit = await world.visit({ branchId: 39, startsAt: new Date('2026-12-14T08:00:00Z') });
    expect((await world.owner.patch('/api/staff/branches/39', { archived: true })).statusCode).toBe(200);
    expect((await branches()).find((b) => b.id === 39)).toMatchObject({ archived: true });
    const clinics = (await world.patientGet('/api/clinics')).json().data as Array<{ id: number }>;
    expect(clinics.map((c) => c.id)).not.toContain(39);
    expectRefusal(await world.patientGet('/api/clinics/39'), 404, 'CLINIC_NOT_FOUND');
    const template = (await world.patientGet('/api/get_template')).json() as { branch: Array<{ id: number }> };
    expect(template.branch.map((b) => b.id)).not.toContain(39);
    const slots = await world.patientGet(
      `/api/bull36/get_available_time?branch=39&appointment_type=11&date=2026-12-14`,
    );
    expectRefusal(slots, 400, 'BRANCH_UNKNOWN');
    expect(await world.visitRow(visit.id)).toMatchObject({ status: 'active', branchId: 39 });
    expect(await world.auditOf('branch.archived')).toHaveLength(1);
    // It leaves the workspace's branch menus; setup still lists it.
    const menus = async () =>
      ((await world.owner.get('/api/staff/me')).json() as { branches: Array<{ id: number }> }).branches;
    expect((await menus()).map((b) => b.id)).not.toContain(39);

    expect((await world.owner.patch('/api/staff/branches/39', { archived: false })).statusCode).toBe(200);
    expect(((await world.patientGet('/api/clinics')).json().data as Array<{ id: number }>).map((c) => c.id)).toContain(
      39,
    );
    expect(await world.auditOf('branch.restored')).toHaveLength(1);
    expect((await menus()).map((b) => b.id)).toContain(39);
  });

  it("404 for a branch the clinic does not have; another clinic's owner never reaches ours", async () => {
    expectRefusal(await world.owner.patch('/api/staff/branches/999', { name: 'X' }), 404, 'BRANCH_NOT_FOUND');
    const ours = await branches();
    const added = ours.find((b) => b.name.en === 'South branch')!;
    expectRefusal(
      await world.otherOwner.patch(`/api/staff/branches/${added.id}`, { name: 'Mine' }),
      404,
      'BRANCH_NOT_FOUND',
    );
    // The other clinic's own branch 38 is its own row.
    expect((await world.otherOwner.patch('/api/staff/branches/38', { name: 'Their main' })).statusCode).toBe(200);
    const theirs = (await world.otherOwner.get('/api/staff/branches')).json().branches as Branch[];
    expect(theirs.map((b) => b.id)).toEqual([38, 39]);
    expect(await branches()).toEqual(ours);
  });
});
