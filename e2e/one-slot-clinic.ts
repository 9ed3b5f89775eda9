import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The key of the browser tests' clinic that has one 15-minute time a day. */
export const ONE_SLOT_CLINIC = 'one-slot';

interface Hours {
  start: string;
  end: string;
}
interface RoundTheClockClinic {
  key: string;
  name: Record<string, string>;
  time_zone: string;
  branches: { schedule: Hours[] }[];
  doctors: { working_hours: Hours[] }[];
}

const ONE_SLOT: Hours = { start: '10:00', end: '10:15' };

/**
 * A clinic of its own for the waitlist's browser test (waitlist-doctor.spec.ts): the round-the-clock clinic's
 * branch, doctors and treatments, open 10:00-10:15 each day. Two visits fill a day, so the test needs no block
 * and meets no other test's visits. It is in the staff clinic's time zone this run (call staffClinicFixture first),
 * so that `clinicDaysAhead` counts its days too. Answers the path of the copy, for the server's import.
 */
export function oneSlotClinicFixture(fixture: string, port: number) {
  const clinic = JSON.parse(readFileSync(fixture, 'utf8')) as RoundTheClockClinic;
  const oneSlotEachDay = (hours: Hours[]) => hours.map((day) => ({ ...day, ...ONE_SLOT }));
  const copy = join(tmpdir(), `clinic-e2e-${port}-one-slot.json`);
  const oneSlot: RoundTheClockClinic = {
    ...clinic,
    key: ONE_SLOT_CLINIC,
    name: { en: 'One Slot Clinic', he: 'מרפאת תור אחד' },
    time_zone: process.env.E2E_STAFF_ZONE ?? clinic.time_zone,
    branches: clinic.branches.map((branch) => ({ ...branch, schedule: oneSlotEachDay(branch.schedule) })),
    doctors: clinic.doctors.map((doctor) => ({ ...doctor, working_hours: oneSlotEachDay(doctor.working_hours) })),
  };
  writeFileSync(copy, JSON.stringify(oneSlot, null, 2));
  return copy;
}
