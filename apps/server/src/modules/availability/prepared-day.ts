import type { AvailabilityBranch, AvailabilityDoctor, AvailabilityTreatment, BusyRow } from './availability.repository';
import { type DayModel, type Interval, buildDay } from './slots';
import { addDays, weekdayOf, zonedDay } from '../../lib/zoned-time';

/** What a day's times are made of: the branch, the treatment and the doctors who may give it there. */
export interface BookingContext {
  branch: AvailabilityBranch;
  treatment: AvailabilityTreatment;
  doctors: AvailabilityDoctor[];
}
/**
 * How a day counts the time live waitlist offers hold: taken for all (`busy`), free for all (`free`: a booking
 * check, where the appointments' trigger decides and the caller tells who holds it), or free for one patient.
 */
export type HeldTime = 'busy' | 'free' | { patient: number };

/** A prepared day and the busy time it was built from (so a caller can prefer the least-booked doctor). */
export interface PreparedDay {
  model: DayModel;
  busy: Map<number, Interval[]>;
  /** The day's time held by live waitlist offers, with the patient each is held for. */
  held: BusyRow[];
  /** The Idempotency-Keys that booked this day's visits (a retry of one finds its booking here). */
  keys: Set<string>;
  /** Each person's visits this day with the branch's doctors (`customerId/familyMemberId`, as BusyRow.person). */
  people: Map<string, Interval[]>;
}

export const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * 60_000;

/** The day's slots and each doctor's free time, before the clock (past slots, booking window) applies. */
export function prepareDayModel(
  timeZone: string,
  date: string,
  ctx: BookingContext,
  busyRows: BusyRow[],
  heldTime: HeldTime,
): PreparedDay {
  const zoned = zonedDay(timeZone, date);
  const weekday = weekdayOf(date);
  const dayStart = zoned.boundaryOf(0);
  const dayEnd = zoned.boundaryOf(DAY_MINUTES);
  const busy = new Map<number, Interval[]>();
  const keys = new Set<string>();
  const people = new Map<string, Interval[]>();
  const held: BusyRow[] = [];
  // Time staff blocked (negative ids) is busy too; apart, it tells a day closed from a day booked full.
  const blocked = new Map<number, Interval[]>();
  for (const row of busyRows) {
    const { doctorId, start, end, key, holder, person } = row;
    if (end <= dayStart || start >= dayEnd) continue;
    if (key !== null) keys.add(key);
    if (person !== undefined) people.set(person, [...(people.get(person) ?? []), { start, end }]);
    if (holder !== undefined) {
      held.push(row);
      if (heldTime === 'free' || (typeof heldTime === 'object' && heldTime.patient === holder)) continue;
    }
    const list = busy.get(doctorId);
    if (list) list.push({ start, end });
    else busy.set(doctorId, [{ start, end }]);
    if (row.id < 0) blocked.set(doctorId, [...(blocked.get(doctorId) ?? []), { start, end }]);
  }
  const model = buildDay({
    zone: timeZone,
    date,
    open: ctx.branch.schedule.filter((r) => r.day === weekday),
    doctors: ctx.doctors.flatMap((d) => {
      const work = d.workingHours.filter((w) => w.branchId === ctx.branch.id && w.day === weekday);
      if (work.length === 0) return [];
      const blocks = d.blocks.filter(
        (b) => b.date === date && (b.branchId === undefined || b.branchId === ctx.branch.id),
      );
      return [{ id: d.id, work, blocks, busy: busy.get(d.id) ?? [], blocked: blocked.get(d.id) ?? [] }];
    }),
    notBefore: Number.NEGATIVE_INFINITY,
    bookable: true,
    visitMinutes: ctx.treatment.durationMinutes,
  });
  return { model, busy, keys, held, people };
}

/** `count` consecutive days from `from`, each prepared from its share of busy rows read for all of them. */
export function prepareDays(
  timeZone: string,
  ctx: BookingContext,
  busyRows: BusyRow[],
  from: string,
  count: number,
  heldTime: HeldTime,
): Array<{ date: string; day: PreparedDay }> {
  // Sorted once, so each day takes its share with a moving window instead of scanning everything; the few rows
  // longer than a day (a closure of several days) go to every day.
  const long = busyRows.filter((row) => row.end - row.start > DAY_MS);
  const sorted = busyRows.filter((row) => row.end - row.start <= DAY_MS).sort((a, b) => a.start - b.start);
  const out: Array<{ date: string; day: PreparedDay }> = [];
  let lo = 0;
  for (let i = 0; i < count; i++) {
    const date = addDays(from, i);
    const zoned = zonedDay(timeZone, date);
    const dayStart = zoned.boundaryOf(0);
    const dayEnd = zoned.boundaryOf(DAY_MINUTES);
    // A row no longer than a day that started a day before this one has ended.
    while (lo < sorted.length && sorted[lo]!.start < dayStart - DAY_MS) lo++;
    let hi = lo;
    while (hi < sorted.length && sorted[hi]!.start < dayEnd) hi++;
    const rows = long.length ? [...sorted.slice(lo, hi), ...long] : sorted.slice(lo, hi);
    out.push({ date, day: prepareDayModel(timeZone, date, ctx, rows, heldTime) });
  }
  return out;
}
