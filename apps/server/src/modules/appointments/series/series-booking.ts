import { AppError } from '../../../errors';
import { zonedDay } from '../../../lib/zoned-time';
import type { AvailabilityService, TenantClock } from '../../availability/availability.service';
import { isOverlap, isPatientOverlap } from '../../../db/driver-errors';
import type { AppointmentsRepository } from '../appointments.repository';
import type { FamilyMembersCheck } from '../booking/booking';
import { type AppointmentPayments, type OwedRefunds, cancelOwing } from '../changes/cancellation';
import { isHeldTime, notHeldForOthers } from '../booking/held-time';
import { SeriesRefused, createSeriesConflicts, isDateRefusal } from './series-conflicts';
import type { SeriesRepository } from './series.repository';
import type { TimeChoice } from '../booking/time-choice';
import type { VisitLife } from '../life/visit-life';

/** A series as staff book it: one doctor, treatment and wall time on each of its dates. */
export type SeriesInput = {
  branchId: number;
  treatmentId: number;
  doctorId: number;
  startTime: string;
  familyMemberId?: number | undefined;
  everyWeeks: number;
  dates: string[];
};

/**
 * Recurring visits (decision 010): every date booked in one transaction, or none. Each insert takes its day's
 * booking turn and meets the same exclusion constraints as a single visit, so a series never double-books.
 */
export function createSeriesBooking(deps: {
  repo: AppointmentsRepository;
  series: SeriesRepository;
  availability: AvailabilityService;
  times: TimeChoice;
  payments: AppointmentPayments;
  life: VisitLife;
  now: () => Date;
  family?: FamilyMembersCheck | undefined;
}) {
  const { repo, availability, times } = deps;
  const conflicts = createSeriesConflicts(deps);

  /** The instant, end and price of one date's visit when its doctor is free then by the rules; null when not. */
  async function checkDate(tenant: TenantClock, customerId: number, input: SeriesInput, date: string) {
    try {
      const start = times.startInstant(tenant, date, input.startTime, 'staff');
      const { ctx, day } = await availability.prepareDay(tenant, {
        heldTime: 'free',
        forPatient: false,
        branchId: input.branchId,
        treatmentId: input.treatmentId,
        date,
      });
      const end = start + ctx.treatment.durationMinutes * 60_000;
      const free = times.candidates(day, start, end).filter((id) => id === input.doctorId);
      if (notHeldForOthers(day, customerId, free, start, end).length === 0) return null;
      return { date, start, end, priceMinor: ctx.treatment.priceMinor };
    } catch (error) {
      if (isDateRefusal(error)) return null;
      throw error;
    }
  }

  return {
    /** Books every date of a series, or nothing: 409 SERIES_CONFLICT names each date that cannot be booked. */
    async book(tenant: TenantClock, customerId: number, input: SeriesInput, staffId: number) {
      if (input.familyMemberId !== undefined) {
        if (!deps.family) throw new AppError('NOT_YOUR_FAMILY_MEMBER');
        await deps.family.assertOwn(tenant.id, customerId, input.familyMemberId);
      }
      const checked: Array<NonNullable<Awaited<ReturnType<typeof checkDate>>>> = [];
      const refused: string[] = [];
      for (const date of input.dates) {
        const visit = await checkDate(tenant, customerId, input, date);
        if (visit) checked.push(visit);
        else refused.push(date);
      }
      if (refused.length > 0) return conflicts.refuse(tenant, input, refused);

      const lost: string[] = [];
      let written: { seriesId: number; appointmentIds: number[] } | undefined;
      try {
        written = await repo.db.transaction(async (tx) => {
          const seriesId = await deps.series.insert(tx, {
            tenantId: tenant.id,
            customerId,
            doctorId: input.doctorId,
            everyWeeks: input.everyWeeks,
            createdBy: staffId,
          });
          const appointmentIds: number[] = [];
          // Dates in order, so two writers that share days take their day turns in the same order.
          for (const visit of checked) {
            const values = {
              tenantId: tenant.id,
              customerId,
              familyMemberId: input.familyMemberId ?? null,
              branchId: input.branchId,
              treatmentId: input.treatmentId,
              startsAt: new Date(visit.start),
              endsAt: new Date(visit.end),
              priceMinor: visit.priceMinor,
              holdExpiresAt: null,
              seriesId,
              changedBy: `staff:${staffId}` as const,
            };
            // A savepoint per date: a date taken meanwhile is noted and the others still tried, to name them all.
            const booked = await tx
              .transaction((savepoint) => repo.insertFirstFree(savepoint, values, [input.doctorId], visit.date))
              .catch((error: unknown) => {
                if (isOverlap(error) || isPatientOverlap(error) || isHeldTime(error)) return null;
                throw error;
              });
            if (!booked) {
              lost.push(visit.date);
              continue;
            }
            appointmentIds.push(booked.id);
            await deps.life.follow(tx, tenant.id, booked.id);
          }
          if (lost.length > 0) throw new SeriesRefused();
          return { seriesId, appointmentIds };
        });
      } catch (error) {
        if (!(error instanceof SeriesRefused)) throw error;
      } finally {
        availability.forget(tenant.id);
      }
      if (!written) return conflicts.refuse(tenant, input, lost);
      return written;
    },

    /**
     * Cancels the series' active visits from a date on (the clinic's day, earliest first) that have not started;
     * earlier visits stay. Their payments go back as for any cancellation. Answers the cancelled visits' ids.
     */
    async cancelFrom(
      tenant: TenantClock,
      seriesId: number,
      fromDate: string,
      reason: string | undefined,
      staffId: number,
    ) {
      if (!(await deps.series.find(tenant.id, seriesId))) throw new AppError('SERIES_NOT_FOUND');
      const from = zonedDay(tenant.timeZone, fromDate).boundaryOf(0);
      const at = deps.now();
      const owed: OwedRefunds = [];
      const cancelled: number[] = [];
      await repo.db.transaction(async (tx) => {
        const visits = await deps.series.activeVisitsFrom(tx, tenant.id, seriesId, new Date(from));
        for (const visit of visits) {
          const refunds = await cancelOwing(deps, tx, tenant.id, visit.id, {
            startsAfter: at,
            now: at,
            by: 'staff',
            actor: `staff:${staffId}`,
            ...(reason ? { reason } : {}),
          });
          if (!refunds) continue;
          owed.push(...refunds);
          cancelled.push(visit.id);
        }
      });
      availability.forget(tenant.id);
      await deps.payments.refundNow(owed);
      return cancelled;
    },
  };
}
