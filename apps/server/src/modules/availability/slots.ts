import { type ZonedDay, minutesOf, timeOf, zonedDay } from '../../lib/zoned-time';

/**
 * The slot engine: pure, no database, no clock of its own. One branch, one calendar day.
 * Everything is turned into absolute instants first (epoch ms, half-open [start, end)), so overlap is
 * exact on daylight-saving days and for appointments a doctor has at other branches.
 */

export const SLOT_MINUTES = 5;
const SLOT_MS = SLOT_MINUTES * 60_000;

export type Interval = { start: number; end: number };
/** Wall-clock range of the day, "HH:MM" with end up to "24:00". */
export type WallRange = { start: string; end: string };

export interface DoctorDayInput {
  id: number;
  /** Hours the doctor works at this branch on this weekday. */
  work: WallRange[];
  /** Blocks of this date that apply at this branch. */
  blocks: WallRange[];
  /** Active appointments of the doctor at any branch (absolute), and the time staff blocked. */
  busy: Interval[];
  /** The time staff blocked (absolute), also in `busy`: a day blocked whole is closed, not full. */
  blocked?: Interval[];
}

export interface DayInput {
  zone: string;
  date: string;
  /** Branch open hours on this weekday. */
  open: WallRange[];
  doctors: DoctorDayInput[];
  /** Slots starting before this instant are not bookable (the clock). */
  notBefore: number;
  /** False when the date is outside the bookable window: the slots are listed, none available. */
  bookable: boolean;
  /** The asked treatment's length, for which slots can start a visit (one slot when not given). */
  visitMinutes?: number;
}

export interface Slot {
  time: string;
  start: number;
  available: boolean;
  /** One doctor is free from here for the whole visit: a time the patient can choose. */
  startsVisit: boolean;
  /**
   * At a time a visit can start: the doctor a booking of any doctor gets, the least booked that day of those free
   * for the whole visit (the lowest id among equals), as the booking prefers them while they stay free.
   */
  doctorId?: number;
}

export interface DayModel {
  slots: { time: string; start: number }[];
  /** Per doctor: the instants they can take a booking, merged and sorted. */
  free: { id: number; intervals: Interval[]; load: number }[];
  notBefore: number;
  bookable: boolean;
  /** The asked treatment's length in ms. */
  visitMs: number;
  /** A doctor works here this day outside blocks (booked or not): without one the day is closed. */
  staffed: boolean;
}

/** Sorts and merges overlapping or touching intervals; drops empty ones. */
export function normalize(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}

/** a ∩ b, both normalized. */
export function intersect(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0,
    j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!,
      y = b[j]!;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (end > start) out.push({ start, end });
    if (x.end < y.end) i++;
    else j++;
  }
  return out;
}

/** a − b, both normalized. */
export function subtract(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = [];
  let j = 0;
  for (const x of a) {
    let cursor = x.start;
    while (j < b.length && b[j]!.end <= cursor) j++;
    let k = j;
    while (k < b.length && b[k]!.start < x.end) {
      const y = b[k]!;
      if (y.start > cursor) out.push({ start: cursor, end: y.start });
      cursor = Math.max(cursor, y.end);
      if (cursor >= x.end) break;
      k++;
    }
    if (cursor < x.end) out.push({ start: cursor, end: x.end });
  }
  return out;
}

function toIntervals(day: ZonedDay, ranges: WallRange[]): Interval[] {
  return normalize(
    ranges.map((r) => ({ start: day.boundaryOf(minutesOf(r.start)), end: day.boundaryOf(minutesOf(r.end)) })),
  );
}

/** Prepares a day once; slots and free doctors for any range are then cheap to read. */
export function buildDay(input: DayInput): DayModel {
  const day = zonedDay(input.zone, input.date);
  const open = toIntervals(day, input.open);

  // Slot labels: every 5-minute wall time inside an open range that exists that day, in time order.
  const minutes = new Set<number>();
  for (const r of input.open) {
    const first = Math.ceil(minutesOf(r.start) / SLOT_MINUTES) * SLOT_MINUTES;
    const last = minutesOf(r.end) - SLOT_MINUTES;
    for (let m = first; m <= last; m += SLOT_MINUTES) minutes.add(m);
  }
  const slots: { time: string; start: number }[] = [];
  for (const m of [...minutes].sort((a, b) => a - b)) {
    const start = day.instantOf(m);
    if (start !== null) slots.push({ time: timeOf(m), start });
  }

  let staffed = false;
  const free = input.doctors.map((d) => {
    const working = intersect(toIntervals(day, d.work), open);
    const blocks = toIntervals(day, d.blocks);
    staffed ||= subtract(working, normalize([...blocks, ...(d.blocked ?? [])])).length > 0;
    const taken = normalize([...blocks, ...d.busy]);
    // The booking counts a doctor's load as their busy rows of the day (visits and blocks): so does this.
    return { id: d.id, intervals: subtract(working, taken), load: d.busy.length };
  });
  const visitMs = Math.max(SLOT_MINUTES, input.visitMinutes ?? SLOT_MINUTES) * 60_000;
  return { slots, free, notBefore: input.notBefore, bookable: input.bookable, visitMs, staffed };
}

const covers = (intervals: Interval[], start: number, end: number) =>
  intervals.some((i) => i.start <= start && end <= i.end);

/** Doctors free for the whole of [start, end), in the order given. Empty when the range is not bookable. */
export function freeDoctors(model: DayModel, start: number, end: number): number[] {
  if (!model.bookable || start < model.notBefore || end <= start) return [];
  return model.free.filter((d) => covers(d.intervals, start, end)).map((d) => d.id);
}

/**
 * The day's 5-minute slots: available when at least one doctor is free for the whole slot; a visit can start at
 * one when a single doctor is free from it for the whole visit (free slots of different doctors side by side
 * are not a visit).
 */
export function daySlots(model: DayModel): Slot[] {
  const { slots, visitMs } = model;
  const available = new Uint8Array(slots.length);
  const starts = new Uint8Array(slots.length);
  // Per slot, the doctor a visit starting there gets (0: none yet), and that doctor's load.
  const named = new Int32Array(slots.length);
  const namedLoad = new Int32Array(slots.length);
  if (model.bookable) {
    for (const doctor of model.free) {
      // Slots are in instant order, so one pass per doctor with a moving pointer.
      let s = 0;
      for (const iv of doctor.intervals) {
        while (s < slots.length && slots[s]!.start < iv.start) s++;
        let k = s;
        while (k < slots.length && slots[k]!.start + SLOT_MS <= iv.end) {
          available[k] = 1;
          if (slots[k]!.start + visitMs <= iv.end) {
            starts[k] = 1;
            const first = named[k] === 0;
            if (first || doctor.load < namedLoad[k]! || (doctor.load === namedLoad[k] && doctor.id < named[k]!)) {
              named[k] = doctor.id;
              namedLoad[k] = doctor.load;
            }
          }
          k++;
        }
      }
    }
  }
  return slots.map((slot, i) => {
    const open = slot.start >= model.notBefore;
    const startsVisit = open && starts[i] === 1;
    return {
      time: slot.time,
      start: slot.start,
      available: open && available[i] === 1,
      startsVisit,
      ...(startsVisit ? { doctorId: named[i]! } : {}),
    };
  });
}
