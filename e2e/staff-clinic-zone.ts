import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The staff tests' clinic is open round the clock, but a day still ends: in its last hour too few times are left
 * today for the desk's arrival, check-in and waiting room, which are today's alone. So the run chooses the clinic's
 * time zone by the hour it starts: UTC, or twelve hours ahead of it, whichever puts the clinic's clock between
 * 04:00 and 16:00. A run of under an hour then has hours of today left. Neither zone has daylight saving.
 */
export function staffClinicZone(now = new Date()) {
  const hour = now.getUTCHours();
  return hour >= 4 && hour < 16 ? 'UTC' : 'Etc/GMT-12';
}

/**
 * The runner chooses once and hands the zone to its workers in E2E_STAFF_ZONE (they inherit its environment; set
 * it yourself to try a zone). Answers the path of the fixture's copy in that zone, for the server's import.
 */
export function staffClinicFixture(fixture: string, port: number) {
  const chosenHere = !process.env.E2E_STAFF_ZONE;
  const zone = process.env.E2E_STAFF_ZONE ?? staffClinicZone();
  process.env.E2E_STAFF_ZONE = zone;
  const copy = join(tmpdir(), `clinic-e2e-${port}-round-the-clock.json`);
  if (chosenHere) {
    const clinic = JSON.parse(readFileSync(fixture, 'utf8')) as { time_zone: string };
    writeFileSync(copy, JSON.stringify({ ...clinic, time_zone: zone }, null, 2));
  }
  return copy;
}
