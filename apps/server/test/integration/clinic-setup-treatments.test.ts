import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSettingsTreatment } from '@clinic/contract/staff/staff-settings';
import { createTenant } from '../helpers/factories';
import { type ClinicSetupWorld, clinicSetupWorld, expectOwnersOnly, expectRefusal } from '../helpers/clinic-setup';
import { addStaff, staffClient } from '../helpers/staff';

let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld();
});
afterAll(() => world.close());

type Treatment = TSettingsTreatment;
const TUESDAY = '2026-12-08';
const treatments = async () => (await world.owner.get('/api/staff/treatments')).json().treatments as Treatment[];
const treatment = async (id: number) => (await treatments()).find((t) => t.id === id)!;
/** The staff's free starts of a day, with the doctors free for the whole visit at each. */
const staffFreeTimes = async (treatmentId: number, date = TUESDAY) => {
  const res = await world.desk.get(`/api/staff/free_times?date=${date}&branch=38&treatment=${treatmentId}`);
  expect(res.statusCode, res.body).toBe(200);
  return new Map(
    (res.json().times as Array<{ time: string; doctor_ids: number[] }>).map((t) => [t.time, t.doctor_ids]),
  );
};
const newTreatment = { name: { en: 'Massage', he: 'עיסוי' }, duration_minutes: 45, price: 199.9, force_pay: false };

describe('POST /api/staff/treatments', () => {
  it('adds a treatment the patient site lists and offers at its branches', async () => {
    const res = await world.owner.post('/api/staff/treatments', { ...newTreatment, branches: [38, 39] });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    expect(await treatment(id)).toEqual({
      id,
      name: { en: 'Massage', he: 'עיסוי' },
      description: null,
      duration_minutes: 45,
      price: 199.9,
      min_force_payment_price: null,
      force_pay: false,
      payment_company: '0',
      branches: [38, 39],
      doctors: [],
      archived: false,
    });
    const listed = (await world.patientGet('/api/treatments', 'he')).json().data as Array<Record<string, unknown>>;
    expect(listed.find((t) => t.id === id)).toMatchObject({
      name: 'עיסוי',
      price: 199.9,
      time: 45,
      branch: ['38', '39'],
    });
    expect(await world.patientSite.freeTimes({ date: TUESDAY, treatment: id })).toContain('08:00');
    const [entry] = await world.auditOf('treatment.created');
    expect(entry).toMatchObject({ targetType: 'treatment', targetId: id, after: { duration_minutes: 45 } });
  });

  it('with doctors, only they perform it: free times and bookings name no one else', async () => {
    const res = await world.owner.post('/api/staff/treatments', { ...newTreatment, branches: [38], doctors: [2] });
    const { id } = res.json() as { id: number };
    const free = await staffFreeTimes(id);
    expect(free.get('09:00')).toEqual([2]);
    expect([...free.values()].every((ids) => ids.length === 1 && ids[0] === 2)).toBe(true);
    const desk = await world.desk.post('/api/staff/appointments', {
      patient_id: (await world.visit({ startsAt: new Date('2026-12-20T06:00:00Z') })).customerId,
      branch_id: 38,
      treatment_id: id,
      doctor_id: 1,
      date: TUESDAY,
      start_time: '09:00',
    });
    // A doctor the treatment does not name is refused as such, not as a taken time (decision 024).
    expectRefusal(desk, 400, 'DOCTOR_NOT_AT_BRANCH');
    // Back to any doctor of the branch.
    expect((await world.owner.patch(`/api/staff/treatments/${id}`, { doctors: [] })).statusCode).toBe(200);
    expect((await staffFreeTimes(id)).get('09:00')).toEqual([1, 2]);
  });

  it.each([
    ['a length of 7 minutes', { duration_minutes: 7 }, 'DURATION_INVALID', 'duration_minutes'],
    ['a length of 0', { duration_minutes: 0 }, 'DURATION_INVALID', 'duration_minutes'],
    ['an unknown branch', { branches: [38, 77] }, 'BRANCH_UNKNOWN', 'branches.1'],
    ['an unknown doctor', { doctors: [99] }, 'DOCTOR_UNKNOWN', 'doctors.0'],
  ])('refuses %s with a 400 naming the field', async (_label, change, code, field) => {
    const before = await treatments();
    const res = await world.owner.post('/api/staff/treatments', { ...newTreatment, branches: [38], ...change });
    expectRefusal(res, 400, code, field);
    const hebrew = await world.app.inject({
      method: 'POST',
      url: '/api/staff/treatments',
      headers: { authorization: `Bearer ${world.owner.token}`, 'accept-language': 'he' },
      payload: { ...newTreatment, branches: [38], ...change },
    });
    expectRefusal(hebrew, 400, code, field);
    expect(hebrew.json().message).toMatch(/[א-ת]/);
    expect(await treatments()).toEqual(before);
  });

  it("refuses another clinic's branch and doctor, and prices of more than two decimals", async () => {
    const theirs = await world.otherOwner.post('/api/staff/branches', { name: 'Their new branch' });
    const theirId = (theirs.json() as { id: number }).id;
    expect(theirId).toBe(40);
    const mine = await world.owner.post('/api/staff/treatments', { ...newTreatment, branches: [theirId] });
    expectRefusal(mine, 400, 'BRANCH_UNKNOWN', 'branches.0');
    const price = await world.owner.post('/api/staff/treatments', { ...newTreatment, price: 10.001, branches: [38] });
    expectRefusal(price, 400, 'BAD_REQUEST');
    expect(price.json().params).toEqual({ field: 'price' });
  });

  it('is for owners only', async () => {
    await expectOwnersOnly(world, (c) => c.get('/api/staff/treatments'));
    await expectOwnersOnly(world, (c) => c.post('/api/staff/treatments', { ...newTreatment, branches: [38] }));
    await expectOwnersOnly(world, (c) => c.patch('/api/staff/treatments/11', { price: 1 }));
    expect((await treatment(11)).price).toBe(350.5);
  });
});

describe('PATCH /api/staff/treatments/:id', () => {
  it('a new length rules the next free times; a visit already booked keeps its own', async () => {
    const visit = await world.visit({ startsAt: new Date(`${TUESDAY}T08:00:00Z`), doctorId: 1 }); // 10:00-10:30
    const before = await world.visitRow(visit.id);
    expect((await staffFreeTimes(11)).get('09:30')).toEqual([1, 2]);

    const res = await world.owner.patch('/api/staff/treatments/11', { duration_minutes: 60 });
    expect(res.statusCode, res.body).toBe(200);
    // 09:30-10:30 now runs into Dana's visit.
    expect((await staffFreeTimes(11)).get('09:30')).toEqual([2]);
    expect(await world.visitRow(visit.id)).toEqual(before);
    const entry = (await world.auditOf('treatment.changed')).find((e) => e.targetId === 11);
    expect(entry).toMatchObject({ before: { duration_minutes: 30 }, after: { duration_minutes: 60 } });
  });

  it('a new price shows on the patient site at once; booked visits keep the price they had', async () => {
    const visit = await world.visit({ startsAt: new Date('2026-12-09T08:00:00Z'), treatmentId: 10, minutes: 5 });
    const before = await world.visitRow(visit.id);
    expect((await world.patientGet('/api/treatments/10')).json().data.price).toBe(120);
    expect((await world.owner.patch('/api/staff/treatments/10', { price: 135.5 })).statusCode).toBe(200);
    expect((await world.patientGet('/api/treatments/10')).json().data.price).toBe(135.5);
    expect(await world.visitRow(visit.id)).toEqual(before);
    expectRefusal(
      await world.owner.patch('/api/staff/treatments/10', { duration_minutes: 12 }),
      400,
      'DURATION_INVALID',
    );
    expectRefusal(await world.owner.patch('/api/staff/treatments/999', { price: 1 }), 404, 'TREATMENT_NOT_FOUND');
  });

  it('archives a treatment: no longer offered or bookable, its visits stay, and it can come back', async () => {
    const visit = await world.visit({ startsAt: new Date('2026-12-10T08:00:00Z'), treatmentId: 12, minutes: 15 });
    expect((await world.owner.patch('/api/staff/treatments/12', { archived: true })).statusCode).toBe(200);
    expect((await treatment(12)).archived).toBe(true);
    const listed = (await world.patientGet('/api/treatments')).json().data as Array<{ id: number }>;
    expect(listed.map((t) => t.id)).not.toContain(12);
    expectRefusal(await world.patientGet('/api/treatments/12'), 404, 'TREATMENT_NOT_FOUND');
    const template = (await world.patientGet('/api/get_template')).json() as {
      appointment_type: Array<{ id: number }>;
    };
    expect(template.appointment_type.map((t) => t.id)).not.toContain(12);
    const clinic = (await world.patientGet('/api/clinics/38')).json().data as { services: Array<{ id: number }> };
    expect(clinic.services.map((s) => s.id)).not.toContain(12);
    const slots = await world.patientGet(
      `/api/bull36/get_available_time?branch=38&appointment_type=12&date=${TUESDAY}`,
    );
    expectRefusal(slots, 400, 'TREATMENT_UNKNOWN');
    expect(await world.visitRow(visit.id)).toMatchObject({ status: 'active', treatmentId: 12 });
    expect(await world.auditOf('treatment.archived')).toHaveLength(1);
    const workspace = (await world.desk.get('/api/staff/me')).json() as { treatments: Array<{ id: number }> };
    expect(workspace.treatments.map((t) => t.id)).not.toContain(12);

    expect((await world.owner.patch('/api/staff/treatments/12', { archived: false })).statusCode).toBe(200);
    expect((await world.patientSite.freeTimes({ date: TUESDAY, treatment: 12 })).length).toBeGreaterThan(0);
  });

  it("another clinic's owner changes only their own treatments", async () => {
    const ours = await treatments();
    expect((await world.otherOwner.patch('/api/staff/treatments/10', { price: 1 })).statusCode).toBe(200);
    expectRefusal(
      await world.otherOwner.patch(`/api/staff/treatments/${ours.at(-1)!.id}`, { price: 1 }),
      404,
      'TREATMENT_NOT_FOUND',
    );
    expect(await treatments()).toEqual(ours);
  });
});

describe('a clinic whose default language is Hebrew', () => {
  it('takes a plain name as Hebrew, and shows it to English readers too', async () => {
    const hebrew = await createTenant(world.database.db, { lang: 'he' });
    await addStaff(world.database.db, hebrew, { email: 'owner@hebrew.example', role: 'owner' });
    const owner = await staffClient(world.app, hebrew.key, 'owner@hebrew.example');
    const res = await owner.post('/api/staff/treatments', { ...newTreatment, name: 'פיזיותרפיה', branches: [38] });
    const { id } = res.json() as { id: number };
    const listed = (await owner.get('/api/staff/treatments')).json().treatments as Treatment[];
    expect(listed.find((t) => t.id === id)!.name).toEqual({ he: 'פיזיותרפיה' });
    const english = await world.app.inject({
      url: `/api/treatments/${id}`,
      headers: { 'x-tenant-token': hebrew.token, 'accept-language': 'en' },
    });
    expect(english.json().data.name).toBe('פיזיותרפיה');
  });
});
