import { AppError } from '../../errors';
import type { TenantCache } from '../../lib/tenant-cache';
import type {
  AvailabilityBranch,
  AvailabilityDoctor,
  AvailabilityRepository,
  AvailabilityTreatment,
  BusyRow,
  DayData,
} from './availability.repository';
import { type DayModel, type Interval, type Slot, buildDay, daySlots, freeDoctors } from './slots';
import { QUARTER_HOUR, addDays, wallOf, weekdayOf, zonedDay } from '../../lib/zoned-time';

/** Bookable window: today .. today + the clinic's booking window (this many days unless it sets its own). */
export const BOOKING_WINDOW_DAYS = 30;
/** Staff book follow-ups and series further ahead than patients may: up to a year, or the clinic's window if longer. */
export const STAFF_BOOKING_WINDOW_DAYS = 365;

/**
 * A clinic as the booking engine reads it: its zone, and its booking rules where it sets them (a booking
 * window in days; the shortest notice in minutes that a patient may book or move at; the hold of unpaid visits).
 */
export type TenantClock = {
  id: number;
  timeZone: string;
  bookingWindowDays?: number;
  minNoticeMinutes?: number;
  /** Minutes an unpaid booking paid online holds its time; null or absent: the server's setting. */
  holdMinutes?: number | null;
};

/** The first instant a patient may book at, at `at`: the clinic's shortest notice ahead. */
export const patientNotBefore = (tenant: TenantClock, at: Date) =>
  new Date(at.getTime() + (tenant.minNoticeMinutes ?? 0) * 60_000);

export interface BookingContext {
  branch: AvailabilityBranch;
  treatment: AvailabilityTreatment;
  doctors: AvailabilityDoctor[];
}

/** A prepared day and the busy time it was built from (so a caller can prefer the least-booked doctor). */
export interface PreparedDay {
  model: DayModel;
  busy: Map<number, Interval[]>;
  /** The Idempotency-Keys that booked this day's visits (a retry of one finds its booking here). */
  keys: Set<string>;
}

const DAY_MINUTES = 24 * 60;

export function createAvailabilityService(deps: {
  repo: AvailabilityRepository;
  now: () => Date;
  /** Keeps what a day's statement read until that tenant's appointments or catalog change. */
  cache?: TenantCache<DayData>;
}) {
  const { repo, now, cache } = deps;

  /**
   * The clinic's bookable dates, by zone, kept for the quarter hour they were computed in: a zone's
   * midnight falls on a quarter-hour boundary (offsets are whole quarter hours).
   */
  const windows = new Map<string, { quarter: number; first: string; last: string }>();
  /** Whether a wall date is inside today..today+window of the clinic (the patients' window, or the staff's). */
  function inWindow(tenant: TenantClock, date: string, at: Date, by: 'patient' | 'staff' = 'patient'): boolean {
    const quarter = Math.floor(at.getTime() / QUARTER_HOUR);
    const patientDays = tenant.bookingWindowDays ?? BOOKING_WINDOW_DAYS;
    const days = by === 'staff' ? Math.max(patientDays, STAFF_BOOKING_WINDOW_DAYS) : patientDays;
    const key = `${tenant.timeZone}/${days}`;
    let window = windows.get(key);
    if (window?.quarter !== quarter) {
      const today = wallOf(tenant.timeZone, at.getTime()).date;
      window = { quarter, first: today, last: addDays(today, days) };
      windows.set(key, window);
    }
    return date >= window.first && date <= window.last;
  }

  /**
   * The branch, treatment, doctors and busy time of whole wall days [first, last] in one query;
   * 400 with a clear message when the branch or treatment is unknown or not offered together.
   */
  async function load(
    tenant: TenantClock,
    branchId: number,
    treatmentId: number,
    first: string,
    last: string,
  ): Promise<{ ctx: BookingContext; data: DayData }> {
    const from = zonedDay(tenant.timeZone, first).boundaryOf(0);
    const to = zonedDay(tenant.timeZone, last).boundaryOf(DAY_MINUTES);
    const read = () => repo.loadDay(tenant.id, branchId, treatmentId, new Date(from), new Date(to));
    // Cached values are shared by concurrent requests: nothing below changes them.
    const data = cache ? await cache.get(tenant.id, `${branchId}/${treatmentId}/${from}/${to}`, read) : await read();
    if (!data.branch) throw new AppError('BRANCH_UNKNOWN', { detail: `Unknown branch ${branchId}` });
    if (!data.treatment) {
      throw new AppError('TREATMENT_UNKNOWN', { detail: `Unknown appointment type ${treatmentId}` });
    }
    if (!data.treatment.branchIds.includes(branchId)) {
      throw new AppError('TREATMENT_NOT_AT_BRANCH');
    }
    // A treatment that names its doctors is theirs alone; none named: any doctor of the branch.
    const only = data.treatment.doctorIds ?? [];
    const doctors = only.length ? data.doctors.filter((d) => only.includes(d.id)) : data.doctors;
    return { ctx: { branch: data.branch, treatment: data.treatment, doctors }, data };
  }

  /** The day's slots and each doctor's free time, before the clock (past slots, booking window) applies. */
  function prepare(timeZone: string, date: string, ctx: BookingContext, busyRows: BusyRow[]): PreparedDay {
    const zoned = zonedDay(timeZone, date);
    const weekday = weekdayOf(date);
    const dayStart = zoned.boundaryOf(0);
    const dayEnd = zoned.boundaryOf(DAY_MINUTES);
    const busy = new Map<number, Interval[]>();
    const keys = new Set<string>();
    for (const { doctorId, start, end, key } of busyRows) {
      if (end <= dayStart || start >= dayEnd) continue;
      if (key !== null) keys.add(key);
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
    });
    return { model, busy, keys };
  }

  /**
   * Days prepared from one read, by date: with the cache, a day is prepared once per change of the
   * clinic's data instead of once per request. Prepared days are shared, so nothing changes them.
   */
  const preparedDays = new WeakMap<DayData, Map<string, PreparedDay>>();
  function preparedFrom(data: DayData, timeZone: string, date: string, ctx: BookingContext): PreparedDay {
    let byDate = preparedDays.get(data);
    if (!byDate) preparedDays.set(data, (byDate = new Map()));
    let day = byDate.get(date);
    if (!day) byDate.set(date, (day = prepare(timeZone, date, ctx, data.busy)));
    return day;
  }

  /**
   * A prepared day's slots at a moment: the same answer (the same array) until the next slot starts, so
   * callers may keep what they derive from it (its JSON) by identity.
   */
  const lastSlots = new WeakMap<PreparedDay, { clock: string; slots: Slot[] }>();
  function slotsAt(day: PreparedDay, at: Date, bookable: boolean): Slot[] {
    const past = day.model.slots.findIndex((slot) => slot.start >= at.getTime());
    const clock = `${bookable}/${past}`;
    const last = lastSlots.get(day);
    if (last?.clock === clock) return last.slots;
    const slots = daySlots(onClock(day, at, bookable).model);
    lastSlots.set(day, { clock, slots });
    return slots;
  }

  /** The clock's part: slots before `at` are past, and none is bookable outside the window. */
  const onClock = (day: PreparedDay, at: Date, bookable: boolean): PreparedDay => ({
    ...day,
    model: { ...day.model, notBefore: at.getTime(), bookable },
  });

  return {
    inWindow,

    /** After this process wrote a tenant's appointments: its next read must see the write. */
    forget(tenantId: number) {
      cache?.forget(tenantId);
    },

    /**
     * A booking of this process begins; call the answer when it ends, with the visit it booked and the
     * transaction that committed it. The days this process keeps take the visit in instead of being read
     * again (by every waiting request at once, while bookings come in).
     */
    booking(tenantId: number): (booked?: { transaction: string; visit: BusyRow }) => void {
      const end = cache?.write(tenantId);
      return (booked) => {
        if (!booked) return end?.(undefined);
        const { visit } = booked;
        end?.({
          transaction: booked.transaction,
          patch: (data) =>
            visit.start < data.to &&
            visit.end > data.from &&
            data.doctors.some((d) => d.id === visit.doctorId) &&
            !data.busy.some((row) => row.id === visit.id)
              ? { ...data, busy: [...data.busy, visit] }
              : data,
        });
      };
    },

    /**
     * One day prepared for booking checks, in one query; `ignoreAppointmentId` is the visit being moved
     * (its own time does not count against it). For a patient, times inside the clinic's notice or past its
     * booking window are not free; staff book up to a year ahead.
     */
    async prepareDay(
      tenant: TenantClock,
      q: { branchId: number; treatmentId: number; date: string; ignoreAppointmentId?: number; forPatient?: boolean },
    ): Promise<{ ctx: BookingContext; day: PreparedDay }> {
      const at = now();
      const { ctx, data } = await load(tenant, q.branchId, q.treatmentId, q.date, q.date);
      const day = q.ignoreAppointmentId
        ? prepare(
            tenant.timeZone,
            q.date,
            ctx,
            data.busy.filter((row) => row.id !== q.ignoreAppointmentId),
          )
        : preparedFrom(data, tenant.timeZone, q.date, ctx);
      const from = q.forPatient ? patientNotBefore(tenant, at) : at;
      return { ctx, day: onClock(day, from, inWindow(tenant, q.date, at, q.forPatient ? 'patient' : 'staff')) };
    },

    /** Each free start of one day for a treatment, with the doctors free for the whole visit (staff booking). */
    async freeTimes(
      tenant: TenantClock,
      q: { branchId: number; treatmentId: number; date: string; ignoreAppointmentId?: number },
    ): Promise<Array<{ time: string; doctorIds: number[] }>> {
      const { ctx, day } = await this.prepareDay(tenant, q);
      const length = ctx.treatment.durationMinutes * 60_000;
      return day.model.slots
        .map((slot) => ({ time: slot.time, doctorIds: freeDoctors(day.model, slot.start, slot.start + length) }))
        .filter((slot) => slot.doctorIds.length > 0);
    },

    /** The slots of one day (spec: get_available_time): one query. The answer is shared: read it only. */
    async day(
      tenant: TenantClock,
      q: { branchId: number; treatmentId: number; date: string },
    ): Promise<readonly Slot[]> {
      const at = now();
      const { ctx, data } = await load(tenant, q.branchId, q.treatmentId, q.date, q.date);
      const bookable = inWindow(tenant, q.date, at);
      return slotsAt(preparedFrom(data, tenant.timeZone, q.date, ctx), patientNotBefore(tenant, at), bookable);
    },

    /** Many consecutive days with the same single query as one (a month view, the benchmark). */
    async days(
      tenant: TenantClock,
      q: { branchId: number; treatmentId: number; from: string; count: number },
    ): Promise<Map<string, Slot[]>> {
      const at = now();
      const { ctx, data } = await load(tenant, q.branchId, q.treatmentId, q.from, addDays(q.from, q.count - 1));
      // Sorted once, so each day takes its share with a moving window instead of scanning everything.
      const sorted = data.busy.toSorted((a, b) => a.start - b.start);
      const out = new Map<string, Slot[]>();
      let lo = 0;
      for (let i = 0; i < q.count; i++) {
        const date = addDays(q.from, i);
        const zoned = zonedDay(tenant.timeZone, date);
        const dayStart = zoned.boundaryOf(0);
        const dayEnd = zoned.boundaryOf(DAY_MINUTES);
        // A visit fits in one day's opening hours, so one that started a day earlier has ended.
        while (lo < sorted.length && sorted[lo]!.start < dayStart - DAY_MINUTES * 60_000) lo++;
        let hi = lo;
        while (hi < sorted.length && sorted[hi]!.start < dayEnd) hi++;
        const bookable = inWindow(tenant, date, at);
        const day = prepare(tenant.timeZone, date, ctx, sorted.slice(lo, hi));
        out.set(date, daySlots(onClock(day, patientNotBefore(tenant, at), bookable).model));
      }
      return out;
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
