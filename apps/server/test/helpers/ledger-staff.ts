import { beforeAll } from 'vitest';
import { createTenant } from './factories';
import { refundsWorldForFile } from './refund-fixtures';
import { type StaffCalls, addStaff, staffClient } from './staff';

/**
 * The clinic's payments as its staff see them, for one test file: the refunds world at `clock`, with its owner,
 * reception and Dr Dana's doctor account logged in, and the owner of another clinic. Read `file`'s and `staff`'s
 * parts inside tests (they exist once beforeAll has run).
 */
export function ledgerStaffForFile(clock: () => Date) {
  const file = refundsWorldForFile(clock);
  const staff = {} as { owner: StaffCalls; desk: StaffCalls; doctor: StaffCalls; otherOwner: StaffCalls };
  beforeAll(async () => {
    const { world, database } = file;
    await addStaff(database.db, world.tenant, { email: 'owner@clinic.example', role: 'owner' });
    await addStaff(database.db, world.tenant, { email: 'desk@clinic.example', role: 'reception' });
    await addStaff(database.db, world.tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
    const other = await createTenant(database.db);
    await addStaff(database.db, other, { email: 'owner@other.example', role: 'owner' });
    staff.owner = await staffClient(world.app, world.tenant.key, 'owner@clinic.example');
    staff.desk = await staffClient(world.app, world.tenant.key, 'desk@clinic.example');
    staff.doctor = await staffClient(world.app, world.tenant.key, 'dana@clinic.example');
    staff.otherOwner = await staffClient(world.app, other.key, 'owner@other.example');
  });
  return { file, staff };
}
