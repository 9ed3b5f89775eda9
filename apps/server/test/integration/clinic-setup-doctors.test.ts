import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TSettingsDoctor, ZSettingsDoctor } from '@clinic/contract/staff/staff-settings';
import { type ClinicSetupWorld, clinicSetupWorld, expectOwnersOnly, expectRefusal } from '../helpers/clinic-setup';

let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld();
});
afterAll(() => world.close());

type Doctor = TSettingsDoctor;
const TUESDAY = '2026-12-08';
const doctors = async () => (await world.owner.get('/api/staff/doctors')).json().doctors as Doctor[];
/** Who is free for treatment 11 (30 minutes) at branch 38 at each start of Tuesday. */
const freeAt = async (time: string) => {
  const res = await world.desk.get(`/api/staff/free_times?date=${TUESDAY}&branch=38&treatment=11`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().times as Array<{ time: string; doctor_ids: number[] }>).find((t) => t.time === time)?.doctor_ids;
};
const patientDoctors = async () =>
  ((await world.patientGet('/api/doctors')).json().data as Array<{ id: number; status: string }>)
    .filter((d) => d.status === '1')
    .map((d) => d.id);

describe('POST /api/staff/doctors', () => {
  it('adds a doctor with hours at two branches: listed, and free to book at once', async () => {
    const res = await world.owner.post('/api/staff/doctors', {
      name: { en: 'Noa Bar', he: 'נועה בר' },
      status: 1,
      specialty: 'Physiotherapy',
      working: [
        { branch_id: 38, day: 2, start: '08:00', end: '12:00' },
        { branch_id: 39, day: 2, start: '13:00', end: '17:00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    expect(id).toBe(4);
    const listed = (await doctors()).find((d) => d.id === id)!;
    expect(ZSettingsDoctor.safeParse(listed).success).toBe(true);
    expect(listed).toMatchObject({ status: 1, specialty: { en: 'Physiotherapy' }, working: expect.any(Array) });
    expect(await patientDoctors()).toContain(id);
    expect(await freeAt('09:00')).toEqual([1, 2, id]);
    expect(await freeAt('12:00')).toEqual([1, 2]);
    expect(await world.auditOf('doctor.created')).toEqual([
      expect.objectContaining({ targetType: 'doctor', targetId: id, before: null }),
    ]);
  });

  it.each([
    [
      'an unknown branch',
      [{ branch_id: 77, day: 1, start: '08:00', end: '12:00' }],
      'BRANCH_UNKNOWN',
      'working.0.branch_id',
    ],
    [
      'one day overlapping at two branches',
      [
        { branch_id: 38, day: 1, start: '08:00', end: '12:00' },
        { branch_id: 39, day: 1, start: '11:00', end: '14:00' },
      ],
      'HOURS_OVERLAP',
      'working.1',
    ],
    [
      'an end before its start',
      [{ branch_id: 38, day: 1, start: '12:00', end: '08:00' }],
      'END_BEFORE_START',
      'working.0.end',
    ],
  ])('refuses %s with a 400 naming the field', async (_label, working, code, field) => {
    const before = await doctors();
    expectRefusal(await world.owner.post('/api/staff/doctors', { name: 'Dr X', status: 1, working }), 400, code, field);
    expect(await doctors()).toEqual(before);
  });

  it('refuses a status other than 1 or 0, and is for owners only', async () => {
    const res = await world.owner.post('/api/staff/doctors', { name: 'Dr X', status: 2, working: [] });
    expectRefusal(res, 400, 'BAD_REQUEST');
    expect(res.json().params).toEqual({ field: 'status' });
    await expectOwnersOnly(world, (c) => c.get('/api/staff/doctors'));
    await expectOwnersOnly(world, (c) => c.post('/api/staff/doctors', { name: 'Dr X', status: 1, working: [] }));
    await expectOwnersOnly(world, (c) => c.patch('/api/staff/doctors/1', { status: 0 }));
  });
});

describe('PATCH /api/staff/doctors/:id', () => {
  it('new hours rule the next free times; the visits booked stay', async () => {
    const visit = await world.visit({ startsAt: new Date(`${TUESDAY}T08:00:00Z`), doctorId: 1 }); // 10:00
    const before = await world.visitRow(visit.id);
    expect(await freeAt('09:00')).toContain(1);
    const res = await world.owner.patch('/api/staff/doctors/1', {
      working: [0, 1, 2, 3, 4].map((day) => ({ branch_id: 38, day, start: '13:00', end: '18:00' })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await freeAt('09:00')).not.toContain(1);
    expect(await freeAt('13:00')).toContain(1);
    expect(await world.visitRow(visit.id)).toEqual(before);
    const [entry] = await world.auditOf('doctor.changed');
    expect(entry).toMatchObject({
      targetId: 1,
      before: { working: expect.arrayContaining([{ branch_id: 38, day: 2, start: '08:00', end: '18:00' }]) },
      after: { working: expect.arrayContaining([{ branch_id: 38, day: 2, start: '13:00', end: '18:00' }]) },
    });
  });

  it('hides a doctor (status 0): off the patient site and its free times; their visits stay', async () => {
    const visit = await world.visit({ startsAt: new Date('2026-12-09T08:00:00Z'), doctorId: 2 });
    expect((await world.owner.patch('/api/staff/doctors/2', { status: 0 })).statusCode).toBe(200);
    expect(await patientDoctors()).not.toContain(2);
    expect(await freeAt('14:00')).not.toContain(2);
    expect(await world.visitRow(visit.id)).toMatchObject({ status: 'active', doctorId: 2 });
    expect((await doctors()).find((d) => d.id === 2)).toMatchObject({ status: 0 });
    expect((await world.owner.patch('/api/staff/doctors/2', { status: 1 })).statusCode).toBe(200);
    expect(await freeAt('14:00')).toContain(2);
  });

  it('changes names and clears optional texts; unknown doctors are 404; other clinics reach only theirs', async () => {
    expect((await world.owner.patch('/api/staff/doctors/1', { name: 'Dana L.', specialty: null })).statusCode).toBe(
      200,
    );
    expect((await doctors()).find((d) => d.id === 1)).toMatchObject({
      name: { en: 'Dana L.', he: 'דנה לוי' },
      specialty: null,
    });
    expectRefusal(await world.owner.patch('/api/staff/doctors/99', { status: 0 }), 404, 'DOCTOR_NOT_FOUND');
    const ours = await doctors();
    expectRefusal(await world.otherOwner.patch('/api/staff/doctors/4', { status: 0 }), 404, 'DOCTOR_NOT_FOUND');
    expect((await world.otherOwner.patch('/api/staff/doctors/1', { status: 0 })).statusCode).toBe(200);
    expect(await doctors()).toEqual(ours);
  });
});
