import type { Db } from '../db/client';
import { catalogRowsOn } from '../modules/catalog/catalog-rows.service';
import { hashPassword } from '../modules/staff/passwords';
import { createStaffRepository } from '../modules/staff/staff.repository';
import type { TenantRow } from '../db/tenant-row';
import type { TStaffRole } from '@clinic/contract/staff/staff';

/** The password of every demo staff account (listed in docs/clinics.md); a demo only, never production. */
export const DEMO_STAFF_PASSWORD = 'demo-password';

/**
 * A demo clinic's owner, receptionist and doctor (its first doctor): `owner@{key}.example` and so on. Made when
 * missing; an account the clinic has (its password changed, or its own owner's) is left as it is.
 */
export async function seedDemoStaff(db: Db, tenant: TenantRow) {
  const staff = createStaffRepository(db);
  const [firstDoctor] = await catalogRowsOn(db).listDoctors(tenant.id);
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const accounts: Array<{ role: TStaffRole; name: string; doctorId: number | null }> = [
    { role: 'owner', name: 'Demo owner', doctorId: null },
    { role: 'reception', name: 'Demo reception', doctorId: null },
    ...(firstDoctor
      ? [{ role: 'doctor' as const, name: firstDoctor.name?.en ?? 'Demo doctor', doctorId: firstDoctor.id }]
      : []),
  ];
  for (const account of accounts) {
    await staff.insertAccountIfMissing({
      tenantId: tenant.id,
      email: `${account.role}@${tenant.key}.example`,
      name: account.name,
      role: account.role,
      doctorId: account.doctorId,
      passwordHash,
    });
  }
}
