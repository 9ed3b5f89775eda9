import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { createTenantsRepository } from '../../src/modules/tenants/tenants.repository';
import { importTenant } from '../../src/seed/import-tenant';
import type { TTenantImport } from '../../src/seed/tenant-import.schema';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'] as const;

/** A small clinic with a unique key: two branches, two doctors at the first, three treatments. */
export function tenantFixture(overrides: Partial<TTenantImport> = {}): TTenantImport {
  const key = `t-${randomBytes(5).toString('hex')}`;
  return {
    key,
    name: { en: `Clinic ${key}`, he: `מרפאה ${key}` },
    lang: 'en',
    time_zone: 'Asia/Jerusalem',
    email: `info@${key}.example`,
    phone: '+972 3-555-0100',
    template: {
      banner_headings: [{ en: 'Care close to home', he: 'טיפול קרוב לבית' }],
      banner_descriptions: [{ en: 'Book online', he: 'קביעת תור אונליין' }],
    },
    branches: [
      {
        id: 38,
        name: { en: 'Main branch', he: 'סניף ראשי' },
        address: { en: '1 Herzl St, Tel Aviv', he: 'הרצל 1, תל אביב' },
        description: { en: '<p>Our <strong>main</strong> branch</p>', he: '<p>הסניף <strong>הראשי</strong></p>' },
        schedule: WEEKDAYS.map((day) => ({ day, start: '08:00', end: '18:00' })),
      },
      {
        id: 39,
        name: { en: 'North branch', he: 'סניף צפון' },
        schedule: [
          { day: 'Monday', start: '09:00', end: '12:00' },
          { day: 'Monday', start: '14:00', end: '17:00' },
        ],
      },
    ],
    doctors: [
      {
        id: 1,
        name: { en: 'Dana Levi', he: 'דנה לוי' },
        status: '1',
        color: '#0f766e',
        working_hours: WEEKDAYS.map((day) => ({ branch_id: 38, day, start: '08:00', end: '18:00' })),
      },
      {
        id: 2,
        name: { en: 'Avi Cohen', he: 'אבי כהן' },
        status: '1',
        working_hours: WEEKDAYS.map((day) => ({ branch_id: 38, day, start: '08:00', end: '18:00' })),
      },
      { id: 3, name: { en: 'Hidden Doctor' }, status: '0', working_hours: [] },
    ],
    treatments: [
      { id: 10, name: { en: 'Checkup', he: 'בדיקה' }, price: 120, duration_minutes: 5, branch_ids: [38] },
      { id: 11, name: { en: 'Cleaning', he: 'ניקוי' }, price: 350.5, duration_minutes: 30, branch_ids: [38, 39] },
      {
        id: 12,
        name: { en: 'Implant consult', he: 'ייעוץ שתלים' },
        price: 250,
        min_force_payment_price: 100,
        duration_minutes: 15,
        force_pay: true,
        payment_company: 'sandbox',
        branch_ids: [38],
      },
    ],
    ...overrides,
  };
}

/** Treatment 13 of branch 38: paid when booked, on Stripe's hosted page. */
export const STRIPE_TREATMENT = {
  id: 13,
  name: { en: 'Laser session' },
  price: 300,
  duration_minutes: 30,
  force_pay: true,
  payment_company: 'stripe',
  branch_ids: [38],
} satisfies TTenantImport['treatments'][number];

/** A clinic's row by its key (the demo clinics', for what the demo seed gave them). */
export async function findTenantRow(db: Db, key: string) {
  const row = await createTenantsRepository(db).findByKey(key);
  if (!row) throw new Error(`no clinic ${key}`);
  return row;
}

export async function createTenant(db: Db, overrides: Partial<TTenantImport> = {}) {
  const fixture = tenantFixture(overrides);
  await importTenant(db, fixture);
  const row = (await createTenantsRepository(db).findByKey(fixture.key))!;
  return { key: row.key, token: row.activeToken, id: row.id, fixture };
}

/** Changes a clinic's settings as the tenants module stores the owner's changes (a test's starting point). */
export async function setClinicSettings(
  db: Db,
  id: number,
  values: Parameters<ReturnType<typeof createTenantsRepository>['updateSettings']>[1],
) {
  await createTenantsRepository(db).updateSettings(id, values);
}
