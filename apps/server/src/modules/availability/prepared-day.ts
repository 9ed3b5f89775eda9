import type { BusyRow } from './availability.repository';
import type { BookingContext } from './availability.service';
import { type DayModel, type Interval, buildDay } from './slots';
import { weekdayOf, zonedDay } from '../../lib/zoned-time';

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
      return [{ id: d.id, work, blocks, busy: busy.get(d.id) ?? [] }];
    }),
    notBefore: Number.NEGATIVE_INFINITY,
    bookable: true,
    visitMinutes: ctx.treatment.durationMinutes,
  });
  return { model, busy, keys, held, people };
}
