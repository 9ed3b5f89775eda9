import type { Attendance } from '../../db/column-types';
import { addDays, minutesOf, weekdayOf } from '../../lib/zoned-time';

export type DemoDoctor = {
  id: number;
  workingHours: Array<{ branchId: number; day: number; start: string; end: string }>;
};
export type DemoTreatment = {
  id: number;
  durationMinutes: number;
  priceMinor: number;
  branchIds: number[];
  doctorIds: number[];
};

export type PlannedVisit = {
  date: string;
  branchId: number;
  doctorId: number;
  treatmentId: number;
  /** Minutes since the day's midnight, the clinic's wall clock. */
  start: number;
  minutes: number;
  priceMinor: number;
  attendance: Attendance | null;
  paid: boolean;
  /** Booked by the patient on the site (every other visit), else by the desk. */
  online: boolean;
  /** Which demo patient (an index into the names). */
  patient: number;
};

export type DemoWeekPlan = {
  visits: PlannedVisit[];
  block: { date: string; branchId: number; doctorId: number; start: number; end: number } | null;
  waitlist: { branchId: number; treatmentId: number; dateFrom: string; dateUntil: string; patient: number } | null;
};

/** Days around today the week covers: three done, today, six to come (so the next start finds it). */
export const FIRST_DAY = -3;
export const LAST_DAY = 6;
const MAX_VISITS_PER_RANGE = 12;

/** A small deterministic generator: the same clinic and day give the same week. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Past days and today fairly full; the coming days thinner the further they are. */
function fullness(offset: number): number {
  if (offset <= 0) return 0.7;
  return Math.max(0.2, 0.6 - 0.08 * offset);
}

/**
 * A living week of one clinic around `today` (its wall date), `patients` demo patients: visits in the doctors'
 * hours with treatments they give at that branch; past days completed with one no-show each; today's booked, none
 * yet arrived; the first coming visit paid; a block and a waitlist entry in the coming days.
 */
export function planDemoWeek(input: {
  clinicKey: string;
  today: string;
  doctors: DemoDoctor[];
  treatments: DemoTreatment[];
  patients: number;
}): DemoWeekPlan {
  const { today, doctors, treatments, patients } = input;
  const visits: PlannedVisit[] = [];
  let block: DemoWeekPlan['block'] = null;
  let nextPatient = 0;
  const rng = random(`${input.clinicKey}|${today}`);

  for (let offset = FIRST_DAY; offset <= LAST_DAY; offset += 1) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    let noShowGiven = false;
    for (const doctor of doctors) {
      for (const range of doctor.workingHours.filter((r) => r.day === weekday)) {
        const offered = treatments.filter(
          (t) => t.branchIds.includes(range.branchId) && (t.doctorIds.length === 0 || t.doctorIds.includes(doctor.id)),
        );
        if (offered.length === 0) continue;
        let start = minutesOf(range.start);
        const end = minutesOf(range.end);
        if (!block && offset === 2 && end - start >= 180) {
          block = { date, branchId: range.branchId, doctorId: doctor.id, start: start + 120, end: start + 180 };
        }
        let count = 0;
        while (count < MAX_VISITS_PER_RANGE) {
          const treatment = offered[Math.floor(rng() * offered.length)]!;
          const length = treatment.durationMinutes;
          if (start + length > end) break;
          const blocked =
            block?.date === date && block.doctorId === doctor.id && start < block.end && start + length > block.start;
          if (!blocked && rng() < fullness(offset)) {
            const attendance: Attendance | null =
              offset < 0 ? (!noShowGiven && count === 2 ? 'no_show' : 'completed') : null;
            if (attendance === 'no_show') noShowGiven = true;
            const paid = offset > 0 && !visits.some((v) => v.paid);
            visits.push({
              date,
              branchId: range.branchId,
              doctorId: doctor.id,
              treatmentId: treatment.id,
              start,
              minutes: length,
              priceMinor: treatment.priceMinor,
              attendance,
              paid,
              online: nextPatient % 2 === 0,
              patient: nextPatient % patients,
            });
            nextPatient += 1;
            count += 1;
            start += length + [0, 0, 5, 10, 15][Math.floor(rng() * 5)]!;
          } else {
            start += Math.max(length, 15);
          }
        }
      }
    }
  }

  const first = visits.find((v) => v.date > today);
  const waitlist = first
    ? {
        branchId: first.branchId,
        treatmentId: first.treatmentId,
        dateFrom: addDays(today, 1),
        dateUntil: addDays(today, LAST_DAY),
        patient: nextPatient % patients,
      }
    : null;
  return { visits, block, waitlist };
}
