import { beforeAll } from 'vitest';
import type { AppConfig } from '../../src/config';
import { type StaffCalls, addStaff, staffClient } from './staff';
import { twoClinicsStaffForFile } from './two-clinics-staff';

/**
 * A front-desk list's test file: the two clinics' staff (see twoClinicsStaffForFile) with clinic B's own owner
 * too, and clinic A's reception, owner and Dr Dana's doctor account and clinic B's owner logged in. Read `file`'s
 * parts inside tests (they exist once beforeAll has run).
 */
export function deskOfTwoClinicsForFile(clock: () => Date, config: Partial<AppConfig> = {}) {
  const file = twoClinicsStaffForFile(clock, config) as ReturnType<typeof twoClinicsStaffForFile> & {
    desk: StaffCalls;
    owner: StaffCalls;
    doctor: StaffCalls;
    ownerB: StaffCalls;
  };
  beforeAll(async () => {
    await addStaff(file.database.db, file.clinicB, { email: 'owner@b.example', role: 'owner' });
    file.desk = await staffClient(file.app, file.clinicA.key, 'desk@a.example');
    file.owner = await staffClient(file.app, file.clinicA.key, 'owner@a.example');
    file.doctor = await staffClient(file.app, file.clinicA.key, 'dana@a.example');
    file.ownerB = await staffClient(file.app, file.clinicB.key, 'owner@b.example');
  });
  return file;
}
