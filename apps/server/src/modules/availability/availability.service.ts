import { badRequest } from '../../errors';
import type {
  AvailabilityBranch,
  AvailabilityDoctor,
  AvailabilityRepository,
  AvailabilityTreatment,
  BusyRow,
} from './availability.repository';
import { type DayModel, type Interval, type Slot, buildDay, daySlots } from './slots';
import { ZonedDay, addDays, wallOf, weekdayOf } from './zoned-time';

/** Bookable window: today .. today + BOOKING_WINDOW_DAYS in the clinic's zone. */
export const BOOKING_WINDOW_DAYS = 30;

export type TenantClock = { id: number; timeZone: string };

export interface BookingContext {
  branch: AvailabilityBranch;
  treatment: AvailabilityTreatment;
  doctors: AvailabilityDoctor[];
}

/** A prepared day and the busy time it was built from (so a caller can prefer the least-booked doctor). */
export interface PreparedDay {
  model: DayModel;
  zoned: ZonedDay;
  busy: Map<number, Interval[]>;
}

export function createAvailabilityService(deps: { repo: AvailabilityRepository; now: () => Date }) {
  const { repo, now } = deps;

  /** Branch, treatment and the branch's doctors; 400 with a clear message when the pair is not bookable. */
  async function loadContext(tenantId: number, branchId: number, treatmentId: number): Promise<BookingContext> {
    const [branch, treatment, doctors] = await Promise.all([
      repo.findBranch(tenantId, branchId),
      repo.findTreatment(tenantId, treatmentId),
      repo.doctorsAtBranch(tenantId, branchId),
    ]);
    if (!branch) throw badRequest(`Unknown branch ${branchId}`);
    if (!treatment) throw badRequest(`Unknown appointment type ${treatmentId}`);
    if (!treatment.branchIds.includes(branchId)) {
      throw badRequest('This treatment is not offered at this branch');
    }
    return { branch, treatment, doctors };
  }

  /** Whether a wall date is inside today..today+30 of the clinic. */
  function inWindow(timeZone: string, date: string, at: Date): boolean {
    const today = wallOf(timeZone, at.getTime()).date;
    return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS);
  }

  function prepare(
    timeZone: string,
    date: string,
    ctx: BookingContext,
    busyRows: BusyRow[],
    at: Date,
    bookable: boolean,
  ): PreparedDay {
    const zoned = new ZonedDay(timeZone, date);
    const weekday = weekdayOf(date);
    const dayStart = zoned.boundaryOf(0);
    const dayEnd = zoned.boundaryOf(24 * 60);
    const busy = new Map<number, Interval[]>();
    for (const row of busyRows) {
      const start = row.startsAt.getTime();
      const end = row.endsAt.getTime();
      if (end <= dayStart || start >= dayEnd) continue;
      const list = busy.get(row.doctorId);
      if (list) list.push({ start, end });
      else busy.set(row.doctorId, [{ start, end }]);
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
      notBefore: at.getTime(),
      bookable,
    });
    return { model, zoned, busy };
  }

  /** Busy rows of the branch's doctors over whole wall days [first, last]. */
  function busyOver(tenant: TenantClock, ctx: BookingContext, first: string, last: string) {
    if (ctx.doctors.length === 0) return Promise.resolve([] as BusyRow[]);
    const from = new ZonedDay(tenant.timeZone, first).boundaryOf(0);
    const to = new ZonedDay(tenant.timeZone, last).boundaryOf(24 * 60);
    return repo.busyOfBranchDoctors(tenant.id, ctx.branch.id, new Date(from), new Date(to));
  }

  return {
    loadContext,
    inWindow,

    /** One day prepared for booking checks; `ignoreAppointmentId` is the visit being moved. */
    async prepareDay(
      tenant: TenantClock,
      ctx: BookingContext,
      date: string,
      options: { ignoreAppointmentId?: number } = {},
    ): Promise<PreparedDay> {
      const at = now();
      const bookable = inWindow(tenant.timeZone, date, at);
      const rows = bookable ? await busyOver(tenant, ctx, date, date) : [];
      const kept = options.ignoreAppointmentId ? rows.filter((r) => r.id !== options.ignoreAppointmentId) : rows;
      return prepare(tenant.timeZone, date, ctx, kept, at, bookable);
    },

    /** The slots of one day (spec: get_available_time). */
    async day(tenant: TenantClock, q: { branchId: number; treatmentId: number; date: string }): Promise<Slot[]> {
      const ctx = await loadContext(tenant.id, q.branchId, q.treatmentId);
      const at = now();
      const bookable = inWindow(tenant.timeZone, q.date, at);
      const rows = bookable ? await busyOver(tenant, ctx, q.date, q.date) : [];
      return daySlots(prepare(tenant.timeZone, q.date, ctx, rows, at, bookable).model);
    },

    /** Many consecutive days with the same number of queries as one (a month view, the benchmark). */
    async days(
      tenant: TenantClock,
      q: { branchId: number; treatmentId: number; from: string; count: number },
    ): Promise<Map<string, Slot[]>> {
      const ctx = await loadContext(tenant.id, q.branchId, q.treatmentId);
      const at = now();
      const last = addDays(q.from, q.count - 1);
      const rows = await busyOver(tenant, ctx, q.from, last);
      // Rows sorted once so each day takes its own share with a moving window rather than a full scan.
      rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      const out = new Map<string, Slot[]>();
      let lo = 0;
      for (let i = 0; i < q.count; i++) {
        const date = addDays(q.from, i);
        const zoned = new ZonedDay(tenant.timeZone, date);
        const dayStart = zoned.boundaryOf(0);
        const dayEnd = zoned.boundaryOf(24 * 60);
        // Appointments never last a day, so anything starting a day before this one has ended.
        while (lo < rows.length && rows[lo]!.startsAt.getTime() < dayStart - 24 * 3_600_000) lo++;
        let hi = lo;
        while (hi < rows.length && rows[hi]!.startsAt.getTime() < dayEnd) hi++;
        const bookable = inWindow(tenant.timeZone, date, at);
        out.set(date, daySlots(prepare(tenant.timeZone, date, ctx, rows.slice(lo, hi), at, bookable).model));
      }
      return out;
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
