import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClinicSettings } from '@clinic/contract/staff/staff-clinic';
import {
  SETUP_NOW,
  type ClinicSetupWorld,
  clinicSetupWorld,
  expectOwnersOnly,
  expectRefusal,
} from '../helpers/clinic-setup';
import { createCustomerSession, insertAppointment } from '../helpers/payment-fixtures';

let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld();
});
afterAll(() => world.close());

const clinic = async () => ZClinicSettings.parse((await world.owner.get('/api/staff/clinic')).json());
const template = async (lang = 'en') => (await world.patientGet('/api/get_template', lang)).json();

describe('GET /api/staff/clinic', () => {
  it("answers the clinic's details and rules, to owners only", async () => {
    expect(await clinic()).toEqual({
      key: world.tenant.key,
      name: world.tenant.fixture.name,
      languages: ['en', 'he'],
      default_language: 'en',
      time_zone: 'Asia/Jerusalem',
      email: world.tenant.fixture.email,
      phone: world.tenant.fixture.phone,
      address: null,
      cancel_notice_hours: 0,
      booking_window_days: 30,
      min_notice_minutes: 0,
      hold_minutes: null,
      second_factor_required: false,
      doctors_see_all_patients: false,
      reminder_minutes: null,
      default_reminder_minutes: [1440, 120],
      emergency_number: null,
      emergency_number_default: '101',
      currency: 'ILS',
      embed_origins: [],
    });
    await expectOwnersOnly(world, (c) => c.get('/api/staff/clinic'));
    await expectOwnersOnly(world, (c) => c.patch('/api/staff/clinic', { cancel_notice_hours: 5 }));
    expect((await clinic()).cancel_notice_hours).toBe(0);
  });
});

describe('PATCH /api/staff/clinic', () => {
  it('changes the name and contact details the patient site shows, and logs before and after', async () => {
    const res = await world.owner.patch('/api/staff/clinic', {
      name: 'Harbor Clinic',
      phone: '+972 4-555-0199',
      email: 'hello@harbor.example',
      address: { en: '2 Port Rd, Haifa', he: 'דרך הנמל 2, חיפה' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZClinicSettings.parse(res.json())).toMatchObject({
      name: { en: 'Harbor Clinic', he: world.tenant.fixture.name.he },
      phone: '+972 4-555-0199',
    });
    await expect
      .poll(async () => (await template('he')).user_template)
      .toMatchObject({ name: world.tenant.fixture.name.he, phone: '04-555-0199', phone_e164: '+97245550199' });
    // The site writes it as the (Israeli) clinic's people do: national.
    expect((await template()).template_data).toMatchObject({
      contactus_phone: '04-555-0199',
      contactus_phone_e164: '+97245550199',
      contactus_email: 'hello@harbor.example',
      contactus_address: '2 Port Rd, Haifa',
    });
    const [entry] = await world.auditOf('clinic.changed');
    expect(entry).toMatchObject({
      targetType: 'clinic',
      targetId: world.tenant.id,
      before: { name: world.tenant.fixture.name, phone: world.tenant.fixture.phone },
      after: { name: { en: 'Harbor Clinic' }, phone: '+972 4-555-0199' },
    });
  });

  it('keeps the default language among the languages offered', async () => {
    expectRefusal(
      await world.owner.patch('/api/staff/clinic', { languages: ['he'] }),
      400,
      'LANGUAGE_NOT_OFFERED',
      'languages',
    );
    expectRefusal(
      await world.owner.patch('/api/staff/clinic', { languages: ['he'], default_language: 'en' }),
      400,
      'LANGUAGE_NOT_OFFERED',
      'default_language',
    );
    const res = await world.owner.patch('/api/staff/clinic', { languages: ['he'], default_language: 'he' });
    expect(res.json()).toMatchObject({ languages: ['he'], default_language: 'he' });
    await expect.poll(async () => (await template()).user_template).toMatchObject({ lang: 'he', languages: ['he'] });
    // A plain name is now Hebrew.
    expect((await world.owner.patch('/api/staff/clinic', { name: 'מרפאת הנמל' })).json().name).toEqual({
      en: 'Harbor Clinic',
      he: 'מרפאת הנמל',
    });
    expect(
      (await world.owner.patch('/api/staff/clinic', { languages: ['en', 'he'], default_language: 'en' })).statusCode,
    ).toBe(200);
  });

  it('refuses a time zone that does not exist, naming the field; visits keep their instants when it changes', async () => {
    expectRefusal(
      await world.owner.patch('/api/staff/clinic', { time_zone: 'Mars/Olympus' }),
      400,
      'TIME_ZONE_INVALID',
      'time_zone',
    );
    const visit = await world.visit({ startsAt: new Date('2026-12-08T08:00:00Z') });
    const before = await world.visitRow(visit.id);
    const res = await world.owner.patch('/api/staff/clinic', { time_zone: 'europe/london' });
    expect(res.json().time_zone).toBe('Europe/London');
    expect(await world.visitRow(visit.id)).toEqual(before);
    expect((await world.owner.patch('/api/staff/clinic', { time_zone: 'Asia/Jerusalem' })).statusCode).toBe(200);
  });

  it('a longer cancel notice stops patients changing visits inside it on their next call', async () => {
    const patient = await createCustomerSession(world.database.db, world.tenant, SETUP_NOW);
    const visit = await insertAppointment(world.database.db, {
      tenantId: world.tenant.id,
      customerId: patient.customerId,
      treatmentId: 11,
      startsAt: new Date(SETUP_NOW.getTime() + 24 * 3_600_000),
      minutes: 30,
    });
    const canChange = async () => {
      const list = (await world.patientSite.upcoming(patient)).json().data.appointments as Array<{
        id: number;
        can_change: number;
      }>;
      return list.find((a) => a.id === visit.id)?.can_change;
    };
    expect(await canChange()).toBe(1);
    expect((await world.owner.patch('/api/staff/clinic', { cancel_notice_hours: 48 })).json().cancel_notice_hours).toBe(
      48,
    );
    await expect.poll(canChange).toBe(0);
    expectRefusal(await world.owner.patch('/api/staff/clinic', { cancel_notice_hours: 1.5 }), 400, 'BAD_REQUEST');
  });

  it("changes only the owner's own clinic", async () => {
    const ours = await clinic();
    const res = await world.otherOwner.patch('/api/staff/clinic', { name: 'Other place', cancel_notice_hours: 3 });
    expect(res.json()).toMatchObject({ key: world.other.key, cancel_notice_hours: 3 });
    expect(await clinic()).toEqual(ours);
  });
});
