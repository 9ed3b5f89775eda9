import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/zoned-time';
import { clinicTreatmentRows } from '../helpers/catalog-rows';
import { demoWeekForFile } from '../helpers/demo-week-file';
import { findTenantRow } from '../helpers/factories';
import { patientCalls } from '../helpers/patient-calls';
import { createCustomerSession } from '../helpers/sessions';

// A fixed clock: Wednesday 10 March 2027, 11:00 in Israel, with the demo's living week laid around it.
const NOW = new Date('2027-03-10T09:00:00Z');
const TODAY = '2027-03-10';

const file = demoWeekForFile(NOW);

describe('a busy day: the times offered to start a visit', () => {
  it('book, at every branch and for every treatment, even where free slots of different doctors lie side by side', async () => {
    const tenant = await findTenantRow(file.database.db, 'central-clinic');
    const clinic = { id: tenant.id, token: tenant.activeToken };
    const calls = patientCalls(file.app, clinic);
    const offered = await clinicTreatmentRows(file.database.db, tenant.id);
    const refused: string[] = [];
    let chainsSeen = 0;
    for (const date of [TODAY, addDays(TODAY, 1)]) {
      for (const treatment of offered.filter((row) => row.durationMinutes > 5)) {
        for (const branch of treatment.branchIds ?? []) {
          const query = { date, branch, treatment: treatment.id };
          const free = await calls.freeTimes(query);
          const starts = await calls.startTimes(query);
          // A free slot that starts no visit, though the treatment's length of free slots follows it.
          const slotsNeeded = Math.ceil(treatment.durationMinutes / 5);
          chainsSeen += free.filter((time) => !starts.includes(time) && runFree(free, time, slotsNeeded)).length;
          // The first, middle and last start; each is booked by a new patient right after it was read.
          for (const pick of [0, 0.5, 1]) {
            const fresh = await calls.startTimes(query);
            const time = fresh[Math.round(pick * (fresh.length - 1))];
            if (!time) continue;
            const patient = await createCustomerSession(file.database.db, clinic, NOW);
            const res = await calls.book(patient, { date, start_time: time, branch, treatment: treatment.id });
            if (res.statusCode !== 200) refused.push(`${date} ${time} branch ${branch} treatment ${treatment.id}`);
          }
        }
      }
    }
    expect(refused).toEqual([]);
    // The demo week makes such days: without them this test would prove nothing.
    expect(chainsSeen).toBeGreaterThan(0);
  }, 120_000);
});

/** `count` free slots 5 minutes apart from `time`. */
function runFree(free: string[], time: string, count: number): boolean {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return Array.from({ length: count }, (_, i) => minutes + 5 * i).every((m) =>
    free.includes(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`),
  );
}
