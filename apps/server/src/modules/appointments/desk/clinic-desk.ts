import { randomUUID } from 'node:crypto';
import type { VisitActor } from '../../../db/column-types';
import { AppError } from '../../../errors';
import { minutesOf, wallOf, zonedDay, addDays, dateMs } from '../../../lib/zoned-time';
import type { AvailabilityService, TenantClock } from '../../availability/availability.service';
import type { AppointmentRow, AppointmentsRepository } from '../appointments.repository';
import { type AppointmentPayments, type OwedRefunds, cancelOwing } from '../changes/cancellation';
import { type BlockScope, type TimeBlockRow, timeBlocksRepository } from './time-blocks.repository';
import type { VisitLife } from '../life/visit-life';

export type AttendanceMark = 'arrived' | 'completed' | 'no_show' | 'none';
/** The same wall hours on each day of a range of dates. */
type BlockHours = { fromDate: string; toDate: string; startTime: string; endTime: string };
/** A block may span at most this many days. */
const MAX_BLOCK_DAYS = 31;
/** A weekly blocked time repeats for at most a year. */
const MAX_BLOCK_WEEKS = 52;
/** A closure may span at most this many days. */
const MAX_CLOSURE_DAYS = 366;

/** The front desk's own changes: attendance marks and blocked time. */
export function createClinicDesk(deps: {
  repo: AppointmentsRepository;
  availability: Pick<AvailabilityService, 'forget'>;
  payments: AppointmentPayments;
  now: () => Date;
  life: VisitLife;
}) {
  const { repo, availability, now } = deps;

  /**
   * Takes time ranges out of the calendar under each day's booking turn, so a booking racing the block either
   * lands first (and is counted here) or sees the block. Visits that have not started inside it refuse it, or
   * with `cancelVisits` are cancelled with the block's reason in the same transaction (all or nothing), their
   * payments refunded once it commits. Visits already started are the past: they neither refuse a block nor are
   * cancelled. Answers the blocks made and the visits cancelled (as they were).
   */
  async function takeOut(
    tenant: TenantClock,
    scope: BlockScope,
    ranges: Array<{ date: string; from: Date; to: Date }>,
    input: { reason: string; staffId: number; cancelVisits: boolean; seriesKey?: string | null },
    lockDates = ranges.map((range) => range.date),
  ): Promise<{ blocks: TimeBlockRow[]; cancelled: AppointmentRow[] }> {
    const at = now();
    const owed: OwedRefunds = [];
    const done = await repo.db.transaction(async (tx) => {
      for (const date of lockDates) await repo.lockDay(tx, tenant.id, date);
      const covered = await timeBlocksRepository.visitsWithin(tx, scope, ranges, at);
      if (covered.length > 0 && !input.cancelVisits) {
        throw new AppError('BLOCK_HAS_VISITS', { params: { count: covered.length } });
      }
      for (const visit of covered) {
        const refunds = await cancelOwing(deps, tx, tenant.id, visit.id, {
          startsAfter: at,
          now: at,
          by: 'staff',
          reason: input.reason,
          actor: `staff:${input.staffId}`,
        });
        // Locked by visitsWithin and not started: nothing else can have changed it meanwhile.
        if (!refunds) throw new AppError('CANCEL_REFUSED');
        owed.push(...refunds);
      }
      const blocks = [];
      for (const range of ranges) {
        blocks.push(
          await timeBlocksRepository.insert(tx, scope, {
            ...range,
            reason: input.reason,
            createdBy: input.staffId,
            seriesKey: input.seriesKey ?? null,
          }),
        );
      }
      return { blocks, cancelled: covered };
    });
    availability.forget(tenant.id);
    // Committed: a refund that fails here is retried by the refunds sweep.
    await deps.payments.refundNow(owed);
    return done;
  }

  return {
    /**
     * Marks a visit: arrived (any time on its day or after it started), completed or no-show (once it has
     * started); `none` undoes a mark, on the visit's day only. Answers the row before and the mark after.
     */
    async markAttendance(
      tenant: TenantClock,
      appointmentId: number,
      mark: AttendanceMark,
      actor: VisitActor = 'staff',
    ) {
      const row = await repo.find(tenant.id, appointmentId);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (row.status !== 'active') {
        throw new AppError(row.status === 'cancelled' ? 'APPOINTMENT_CANCELLED' : 'APPOINTMENT_NOT_ACTIVE');
      }
      // An unpaid hold is not a booking yet: the desk takes the payment (which books it), then marks it.
      if (mark !== 'none' && row.paidStatus === 0 && row.holdExpiresAt !== null) {
        throw new AppError('VISIT_AWAITING_PAYMENT');
      }
      const at = now();
      const today = wallOf(tenant.timeZone, at.getTime()).date;
      const visitDay = wallOf(tenant.timeZone, row.startsAt.getTime()).date;
      const started = row.startsAt.getTime() <= at.getTime();
      if (mark === 'none') {
        if (visitDay !== today) throw new AppError('ATTENDANCE_DAY_OVER');
      } else if (mark === 'arrived' ? !started && visitDay !== today : !started) {
        throw new AppError('ATTENDANCE_TOO_EARLY');
      }
      const value = mark === 'none' ? null : mark;
      const marked = await repo.db.transaction(async (tx) => {
        if (!(await repo.markAttendance(tenant.id, appointmentId, value, at, actor, tx))) return false;
        await deps.life.follow(tx, tenant.id, appointmentId);
        return true;
      });
      if (!marked) throw new AppError('APPOINTMENT_NOT_ACTIVE');
      return { before: row, mark: value };
    },

    /**
     * Blocks the same hours on each day from `fromDate` to `toDate` (see takeOut); with `weeks`, the same days of
     * that many weeks, each repeat a block of its own sharing one series key (one or all can be removed).
     */
    async block(
      tenant: TenantClock,
      scope: BlockScope,
      input: BlockHours & { reason: string; staffId: number; cancelVisits: boolean; weeks?: number | undefined },
    ): Promise<{ blocks: TimeBlockRow[]; cancelled: AppointmentRow[] }> {
      const weeks = input.weeks ?? 1;
      if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_BLOCK_WEEKS) throw new AppError('BLOCK_RANGE_INVALID');
      const ranges = Array.from({ length: weeks }, (_, week) =>
        blockRanges(tenant.timeZone, {
          ...input,
          fromDate: addDays(input.fromDate, week * 7),
          toDate: addDays(input.toDate, week * 7),
        }),
      ).flat();
      return takeOut(tenant, scope, ranges, { ...input, seriesKey: weeks > 1 ? randomUUID() : null });
    },

    /**
     * Closes a whole branch from the start of `fromDate` to the end of `toDate` (a holiday): one branch-wide
     * block over whole days, refused or cancelling the visits inside as `block` does.
     */
    async closeDays(
      tenant: TenantClock,
      scope: BlockScope,
      input: { fromDate: string; toDate: string; reason: string; staffId: number; cancelVisits: boolean },
    ): Promise<{ block: TimeBlockRow; cancelled: AppointmentRow[] }> {
      const days = Math.round((dateMs(input.toDate) - dateMs(input.fromDate)) / 86_400_000) + 1;
      if (days < 1 || days > MAX_CLOSURE_DAYS) throw new AppError('CLOSURE_RANGE_INVALID');
      const dates = Array.from({ length: days }, (_, index) => addDays(input.fromDate, index));
      const range = {
        date: input.fromDate,
        from: new Date(zonedDay(tenant.timeZone, input.fromDate).boundaryOf(0)),
        to: new Date(zonedDay(tenant.timeZone, input.toDate).boundaryOf(24 * 60)),
      };
      const { blocks, cancelled } = await takeOut(tenant, scope, [range], input, dates);
      return { block: blocks[0]!, cancelled };
    },

    async findBlock(tenantId: number, id: number) {
      return timeBlocksRepository.find(repo.db, tenantId, id);
    },

    /** Gives blocked time back; answers the block removed. */
    async unblock(tenant: TenantClock, id: number) {
      const block = await timeBlocksRepository.find(repo.db, tenant.id, id);
      if (!block) throw new AppError('BLOCK_NOT_FOUND');
      await timeBlocksRepository.remove(repo.db, tenant.id, id);
      availability.forget(tenant.id);
      return block;
    },

    /** Gives back every weekly repeat of the block's series (the block alone when it has none); answers them. */
    async unblockSeries(tenant: TenantClock, id: number) {
      const block = await timeBlocksRepository.find(repo.db, tenant.id, id);
      if (!block) throw new AppError('BLOCK_NOT_FOUND');
      if (!block.seriesKey) {
        await timeBlocksRepository.remove(repo.db, tenant.id, id);
        availability.forget(tenant.id);
        return [block];
      }
      const removed = await timeBlocksRepository.removeSeries(repo.db, tenant.id, block.seriesKey);
      availability.forget(tenant.id);
      return removed;
    },
  };
}

/** The instants of the same wall hours on each day of a range (a clock change moves a boundary to real time). */
function blockRanges(timeZone: string, input: BlockHours): Array<{ date: string; from: Date; to: Date }> {
  const days = Math.round((dateMs(input.toDate) - dateMs(input.fromDate)) / 86_400_000) + 1;
  const start = minutesOf(input.startTime);
  const end = minutesOf(input.endTime);
  if (days < 1 || days > MAX_BLOCK_DAYS || end <= start) throw new AppError('BLOCK_RANGE_INVALID');
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(input.fromDate, index);
    const day = zonedDay(timeZone, date);
    return { date, from: new Date(day.boundaryOf(start)), to: new Date(day.boundaryOf(end)) };
  });
}
