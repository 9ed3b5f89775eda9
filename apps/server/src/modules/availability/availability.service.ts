import type { TDayState } from '@clinic/contract/catalog/get-available-days';
import { AppError } from '../../errors';
import type { TenantCache } from '../../lib/tenant-cache';
import type { AvailabilityRepository, BusyRow, DayData } from './availability.repository';
import {
  type BookingContext,
  DAY_MINUTES,
  type HeldTime,
  type PreparedDay,
  prepareDayModel,
  prepareDays,
} from './prepared-day';
import { type DayModel, type Slot, daySlots, freeDoctors } from './slots';
import { dayStateOf } from './day-state';
import { QUARTER_HOUR, addDays, wallOf, zonedDay } from '../../lib/zoned-time';
import { bookingWindowDays } from './booking-window';

/** Other modules ask the booking window here. */
export { bookingWindowDays } from './booking-window';

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

export type { BookingContext, HeldTime, PreparedDay } from './prepared-day';
export type { BusyRow };

/** Doctors free for the whole of [start, end) on a prepared day, in the day's order (none when not bookable). */
export const freeDoctorsOn = (day: PreparedDay, start: number, end: number) => freeDoctors(day.model, start, end);

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
    const days = bookingWindowDays(tenant, by);
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
   * 400 with a clear message when the branch or treatment is unknown or not offered together, or when
   * `doctorId` (only that doctor's time) does not give the treatment at the branch.
   */
  async function load(
    tenant: TenantClock,
    branchId: number,
    treatmentId: number,
    first: string,
    last: string,
    doctorId?: number,
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
    const doctors = data.doctors.filter((d) => (!only.length || only.includes(d.id)) && (doctorId ?? d.id) === d.id);
    if (doctorId !== undefined && doctors.length === 0) throw new AppError('DOCTOR_NOT_AT_BRANCH');
    return { ctx: { branch: data.branch, treatment: data.treatment, doctors }, data };
  }

  /**
   * Days prepared from one read, by date: with the cache, a day is prepared once per change of the
   * clinic's data instead of once per request. Prepared days are shared, so nothing changes them.
   */
  const preparedDays = new WeakMap<DayData, Map<string, PreparedDay>>();
  function preparedFrom(
    data: DayData,
    timeZone: string,
    date: string,
    ctx: BookingContext,
    heldTime: HeldTime = 'busy',
  ): PreparedDay {
    // The patient a time is held for sees it free: their own day, not kept (a hold is rare and short).
    if (typeof heldTime === 'object') {
      const { patient } = heldTime;
      if (data.busy.some((row) => row.holder === patient))
        return prepareDayModel(timeZone, date, ctx, data.busy, heldTime);
    }
    // Without holds both ways are the same day.
    const mode = heldTime === 'free' && data.busy.some((row) => row.holder !== undefined) ? 'free' : 'busy';
    let byDate = preparedDays.get(data);
    if (!byDate) preparedDays.set(data, (byDate = new Map()));
    // One doctor's day (a patient's choice) is kept apart from the day of all the treatment's doctors.
    const key = `${date}/${mode}/${ctx.doctors.length === 1 ? ctx.doctors[0]!.id : ''}`;
    let day = byDate.get(key);
    if (!day) byDate.set(key, (day = prepareDayModel(timeZone, date, ctx, data.busy, mode)));
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

  /** Consecutive days prepared from one read, each on the patient's clock (notice and booking window). */
  async function dayModels(
    tenant: TenantClock,
    q: { branchId: number; treatmentId: number; from: string; count: number; doctorId?: number | undefined },
    heldTime: HeldTime,
  ): Promise<Array<{ date: string; model: DayModel }>> {
    const at = now();
    const last = addDays(q.from, q.count - 1);
    const { ctx, data } = await load(tenant, q.branchId, q.treatmentId, q.from, last, q.doctorId);
    return prepareDays(tenant.timeZone, ctx, data.busy, q.from, q.count, heldTime).map(({ date, day }) => ({
      date,
      model: onClock(day, patientNotBefore(tenant, at), inWindow(tenant, date, at)).model,
    }));
  }

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
     * booking window are not free; staff book up to a year ahead. Time held by waitlist offers is taken unless
     * `heldTime` says otherwise.
     */
    async prepareDay(
      tenant: TenantClock,
      q: {
        branchId: number;
        treatmentId: number;
        date: string;
        ignoreAppointmentId?: number;
        /** Visits moved together (a series' visit and the later ones): none counts against the others. */
        ignoreAppointmentIds?: readonly number[];
        forPatient?: boolean;
        heldTime?: HeldTime;
        doctorId?: number | undefined;
      },
    ): Promise<{ ctx: BookingContext; day: PreparedDay }> {
      const at = now();
      const { ctx, data } = await load(tenant, q.branchId, q.treatmentId, q.date, q.date, q.doctorId);
      const heldTime = q.heldTime ?? 'busy';
      const ignored = q.ignoreAppointmentIds ?? (q.ignoreAppointmentId ? [q.ignoreAppointmentId] : []);
      const day = ignored.length
        ? prepareDayModel(
            tenant.timeZone,
            q.date,
            ctx,
            data.busy.filter((row) => !ignored.includes(row.id)),
            heldTime,
          )
        : preparedFrom(data, tenant.timeZone, q.date, ctx, heldTime);
      const from = q.forPatient ? patientNotBefore(tenant, at) : at;
      return { ctx, day: onClock(day, from, inWindow(tenant, q.date, at, q.forPatient ? 'patient' : 'staff')) };
    },

    /** A day's free starts for a treatment, with the doctors free for the whole visit (`doctorId` alone if given). */
    async freeTimes(
      tenant: TenantClock,
      q: {
        branchId: number;
        treatmentId: number;
        date: string;
        ignoreAppointmentId?: number;
        doctorId?: number | undefined;
      },
    ): Promise<Array<{ time: string; doctorIds: number[] }>> {
      const { ctx, day } = await this.prepareDay(tenant, q);
      const length = ctx.treatment.durationMinutes * 60_000;
      return day.model.slots
        .map((slot) => ({ time: slot.time, doctorIds: freeDoctors(day.model, slot.start, slot.start + length) }))
        .filter((slot) => slot.doctorIds.length > 0);
    },

    /**
     * The slots of one day (spec: get_available_time), of `doctorId` alone if given: one query. The answer is
     * shared: read it only. Time a waitlist offer holds is free only to `patient`, the one it is held for.
     */
    async day(
      tenant: TenantClock,
      q: { branchId: number; treatmentId: number; date: string; patient?: number | undefined; doctorId?: number },
    ): Promise<readonly Slot[]> {
      const at = now();
      const { ctx, data } = await load(tenant, q.branchId, q.treatmentId, q.date, q.date, q.doctorId);
      const bookable = inWindow(tenant, q.date, at);
      const heldTime: HeldTime = q.patient === undefined ? 'busy' : { patient: q.patient };
      const day = preparedFrom(data, tenant.timeZone, q.date, ctx, heldTime);
      return slotsAt(day, patientNotBefore(tenant, at), bookable);
    },

    /** Many consecutive days' slots with the same single query as one (the benchmark). */
    async days(
      tenant: TenantClock,
      q: { branchId: number; treatmentId: number; from: string; count: number },
    ): Promise<Map<string, Slot[]>> {
      const out = new Map<string, Slot[]>();
      for (const { date, model } of await dayModels(tenant, q, 'busy')) out.set(date, daySlots(model));
      return out;
    },

    /**
     * Each day of the patients' booking window, from the clinic's today: free, full or closed for the treatment
     * (the booking calendar), in one query. Time a waitlist offer holds is free only to `patient`.
     */
    async dayStates(
      tenant: TenantClock,
      q: { branchId: number; treatmentId: number; patient?: number | undefined; doctorId?: number | undefined },
    ): Promise<Array<{ date: string; state: TDayState }>> {
      const from = wallOf(tenant.timeZone, now().getTime()).date;
      const count = bookingWindowDays(tenant, 'patient') + 1;
      const heldTime: HeldTime = q.patient === undefined ? 'busy' : { patient: q.patient };
      const days = await dayModels(tenant, { ...q, from, count }, heldTime);
      return days.map(({ date, model }) => ({ date, state: dayStateOf(model) }));
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
