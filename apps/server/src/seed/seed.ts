import type { Db } from '../db/client';
import { createTenantsRepository } from '../modules/tenants/tenants.repository';
import { seedDemoStaff } from './demo-staff';
import { DEMO_CLINIC_KEYS, layDemoWeek } from './demo-week/lay-demo-week';
import { importTenant } from './import-tenant';
// Imported, not read from disk, so the built server carries them.
import centralClinic from './demo/central-clinic.json' with { type: 'json' };
import shalomClinic from './demo/shalom-clinic.json' with { type: 'json' };
import user from './demo/user.json' with { type: 'json' };

export const DEMO_TENANT_FILES = DEMO_CLINIC_KEYS;

const DEMO_TENANTS = { 'central-clinic': centralClinic, 'shalom-clinic': shalomClinic, user };

/** A fresh copy each time, so a caller may change it. */
export function readDemoTenant(key: (typeof DEMO_TENANT_FILES)[number]): unknown {
  return structuredClone(DEMO_TENANTS[key]);
}

/**
 * First start only: a demo tenant that exists already is left as the clinic changed it. The demo clinics alone
 * get the demo staff accounts (seed/demo-staff.ts), made if missing, and, given `week`, a living week of visits
 * around `week.now` when their coming days hold none (seed/demo-week); other clinics in the data are not touched.
 */
export async function seedDemoTenants(db: Db, week?: { demo: boolean; now: Date }) {
  const repo = createTenantsRepository(db);
  for (const key of DEMO_TENANT_FILES) {
    if (!(await repo.findByKey(key))) await importTenant(db, readDemoTenant(key));
    const tenant = await repo.findByKey(key);
    if (!tenant) continue;
    await seedDemoStaff(db, tenant);
    if (week) await layDemoWeek(db, tenant, week);
  }
}
