import { AppError } from '../../errors';
import type { TenantCache } from '../../lib/tenant-cache';
import { type ZonedDay, addDays, minutesOf, wallOf, weekdayOf, zonedDay } from '../../lib/zoned-time';
import type { AvailabilityBranch, AvailabilityDoctor, DayData } from './availability.repository';
import { type TenantClock, patientNotBefore } from './availability.service';
import type { ClinicRangeData, EarliestRepository } from './earliest.repository';
import { type Interval, type WallRange, buildDay, freeDoctors, intersect, normalize, subtract } from './slots';
import { bookingWindowDays } from './booking-window';

/** A branch's first free start: a doctor free for the whole treatment there, in the clinic's wall time. */
export interface EarliestTime {
  branchId: number;
  date: string;
  time: string;
  /** The instant it starts (epoch ms). */
  start: number;
  doctorCount: number;
  /** The doctors free for the whole visit then. */
  doctorIds: number[];
}

/**
 * Who asks: a patient (the clinic's notice and booking window), or staff (any time still to come, up to the
 * staff's window), for one doctor or any, and for a visit being moved (its own time counts as free).
 */
export type EarliestAsker =
  | { by: 'patient'; doctorId?: number | undefined }
  | {
      by: 'staff';
      doctorId?: number | undefined;
      ignoreAppointmentId?: number | undefined;
      /** An instant that is no answer (the moved visit's own start). */
      skipStart?: number | undefined;
    };

const DAY_MS = 24 * 3_600_000;
/** Days of the first read; each further read covers twice as many, so a full clinic takes a handful of reads. */
const FIRST_READ_DAYS = 2;

/** Busy time by doctor and blocks by branch, each sorted by start: grouped once per read, shared by requests. */
interface Grouped {
  byDoctor: Map<number, Interval[]>;
  byBranch: Map<number, Interval[]>;
}

function group(data: ClinicRangeData): Grouped {
  const byDoctor = new Map<number, Interval[]>();
  const byBranch = new Map<number, Interval[]>();
  // Intervals longer than a day (a run of visits, a block of several days) are cut into day-long pieces, so
  // that overlapping() finds each from one day back.
  const add = (map: Map<number, Interval[]>, id: number, i: Interval) => {
    let list = map.get(id);
    if (!list) map.set(id, (list = []));
    for (let start = i.start; start < i.end; start += DAY_MS)
      list.push({ start, end: Math.min(i.end, start + DAY_MS) });
  };
  for (const row of data.busy) add(byDoctor, row.doctorId, { start: row.start, end: row.end });
  for (const block of data.branchBlocks) add(byBranch, block.branchId, { start: block.start, end: block.end });
  for (const list of [...byDoctor.values(), ...byBranch.values()]) list.sort((a, b) => a.start - b.start);
  return { byDoctor, byBranch };
}

/** The intervals of a start-sorted list that overlap [from, to); none is longer than a day (group cuts them). */
function overlapping(sorted: Interval[] | undefined, from: number, to: number): Interval[] {
  if (!sorted) return [];
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.start < from - DAY_MS) lo = mid + 1;
    else hi = mid;
  }
  const out: Interval[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.start < to; i++) {
    if (sorted[i]!.end > from) out.push(sorted[i]!);
  }
  return out;
}

const wallInterval = (day: ZonedDay, r: WallRange): Interval => ({
  start: day.boundaryOf(minutesOf(r.start)),
  end: day.boundaryOf(minutesOf(r.end)),
});

/**
 * The first start of one branch's day at which a doctor is free for the whole visit, from `notBefore`: the
 * day is built as a day's availability builds it (opening hours, working hours, blocks, busy time anywhere).
 */
function firstFreeOfDay(
  zone: string,
  date: string,
  branch: AvailabilityBranch,
  doctors: AvailabilityDoctor[],
  grouped: Grouped,
  lengthMs: number,
  notBefore: number,
  skipStart?: number,
): EarliestTime | null {
  const weekday = weekdayOf(date);
  const open = branch.schedule.filter((r) => r.day === weekday);
  if (open.length === 0) return null;
  const zoned = zonedDay(zone, date);
  const dayStart = zoned.boundaryOf(0);
  const dayEnd = zoned.boundaryOf(24 * 60);
  if (dayEnd <= notBefore) return null;
  const branchBlocked = overlapping(grouped.byBranch.get(branch.id), dayStart, dayEnd);
  const inputs = doctors.flatMap((d) => {
    const work = d.workingHours.filter((w) => w.branchId === branch.id && w.day === weekday);
    if (work.length === 0) return [];
    const blocks = d.blocks.filter((b) => b.date === date && (b.branchId === undefined || b.branchId === branch.id));
    const busy = overlapping(grouped.byDoctor.get(d.id), dayStart, dayEnd);
    return [{ id: d.id, work, blocks, busy: branchBlocked.length ? [...busy, ...branchBlocked] : busy }];
  });
  // Most days of a busy clinic are full: their free time is worked out without the day's slots first.
  const openIntervals = normalize(open.map((r) => wallInterval(zoned, r)));
  const fits = inputs.some((d) =>
    subtract(
      intersect(normalize(d.work.map((r) => wallInterval(zoned, r))), openIntervals),
      normalize([...d.blocks.map((r) => wallInterval(zoned, r)), ...d.busy]),
    ).some((i) => i.end - Math.max(i.start, notBefore) >= lengthMs),
  );
  if (!fits) return null;
  const model = buildDay({ zone, date, open, doctors: inputs, notBefore, bookable: true });
  for (const slot of model.slots) {
    if (slot.start < notBefore || slot.start === skipStart) continue;
    const free = freeDoctors(model, slot.start, slot.start + lengthMs);
    if (free.length > 0) {
      return {
        branchId: branch.id,
        date,
        time: slot.time,
        start: slot.start,
        doctorCount: free.length,
        doctorIds: free,
      };
    }
  }
  return null;
}

export function createEarliestService(deps: {
  repo: EarliestRepository;
  now: () => Date;
  /** The availability cache: kept until the clinic's appointments or catalog change, and patched by its bookings. */
  cache?: TenantCache<DayData>;
}) {
  const { repo, now, cache } = deps;
  const groups = new WeakMap<ClinicRangeData, Grouped>();

  async function read(tenant: TenantClock, treatmentId: number, first: string, last: string, ignore = 0) {
    const from = zonedDay(tenant.timeZone, first).boundaryOf(0);
    const to = zonedDay(tenant.timeZone, last).boundaryOf(24 * 60);
    const load = () => repo.loadRange(tenant.id, treatmentId, new Date(from), new Date(to), ignore);
    // Values of this cache are day reads; the earliest key holds a ClinicRangeData, which extends one.
    const key = `earliest/${treatmentId}/${from}/${to}${ignore ? `/without-${ignore}` : ''}`;
    const data = (cache ? await cache.get(tenant.id, key, load) : await load()) as ClinicRangeData;
    let grouped = groups.get(data);
    if (!grouped) groups.set(data, (grouped = group(data)));
    return { data, grouped };
  }

  return {
    /**
     * For each branch offering the treatment (or the one asked for), its earliest free time from `from` (or
     * today) to the end of the clinic's booking window, past its shortest notice; soonest first. Reads grow
     * by doubling ranges of days and stop when every branch has its answer. Staff (`asker`) look from now to
     * the end of their own window, for one doctor when they name one.
     */
    async earliest(
      tenant: TenantClock,
      q: { treatmentId: number; branchId?: number; from?: string },
      asker: EarliestAsker = { by: 'patient' },
    ): Promise<EarliestTime[]> {
      const at = now();
      const today = wallOf(tenant.timeZone, at.getTime()).date;
      const staff = asker.by === 'staff' ? asker : null;
      const last = addDays(today, bookingWindowDays(tenant, asker.by));
      const first = q.from !== undefined && q.from > today ? q.from : today;
      const notBefore = staff ? at.getTime() : patientNotBefore(tenant, at).getTime();
      const ignore = staff?.ignoreAppointmentId ?? 0;

      let date = first;
      let span = FIRST_READ_DAYS;
      let pending: AvailabilityBranch[] | null = null;
      let lengthMs = 0;
      const found: EarliestTime[] = [];
      do {
        const chunkLast = addDays(date, span - 1) < last ? addDays(date, span - 1) : last;
        const { data, grouped } = await read(tenant, q.treatmentId, date, chunkLast < date ? date : chunkLast, ignore);
        const treatment = data.treatment;
        if (!treatment) throw new AppError('TREATMENT_NOT_FOUND');
        if (pending === null) {
          if (q.branchId !== undefined) {
            if (!data.branches.some((b) => b.id === q.branchId)) {
              throw new AppError('BRANCH_UNKNOWN', { detail: `Unknown branch ${q.branchId}` });
            }
            if (!treatment.branchIds.includes(q.branchId)) throw new AppError('TREATMENT_NOT_AT_BRANCH');
          }
          pending = data.branches.filter(
            (b) => treatment.branchIds.includes(b.id) && (q.branchId === undefined || b.id === q.branchId),
          );
          lengthMs = treatment.durationMinutes * 60_000;
        }
        // A treatment that names its doctors is theirs alone; none named: any doctor of the branch.
        const only = treatment.doctorIds ?? [];
        const doctors = data.doctors.filter(
          (d) =>
            (only.length === 0 || only.includes(d.id)) && (asker.doctorId === undefined || d.id === asker.doctorId),
        );
        // A patient's chosen doctor who does not give the treatment is refused as such (as the day's times are).
        if (asker.by === 'patient' && asker.doctorId !== undefined && doctors.length === 0) {
          throw new AppError('DOCTOR_NOT_AT_BRANCH');
        }
        for (; date <= chunkLast && pending.length > 0; date = addDays(date, 1)) {
          pending = pending.filter((branch) => {
            const hit = firstFreeOfDay(
              tenant.timeZone,
              date,
              branch,
              doctors,
              grouped,
              lengthMs,
              notBefore,
              staff?.skipStart,
            );
            if (hit) found.push(hit);
            return !hit;
          });
        }
        span *= 2;
      } while (date <= last && pending.length > 0);
      return found.sort((a, b) => a.start - b.start || a.branchId - b.branchId);
    },
  };
}
export type EarliestService = ReturnType<typeof createEarliestService>;
