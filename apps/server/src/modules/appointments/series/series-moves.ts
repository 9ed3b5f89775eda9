import { AppError } from '../../../errors';
import { addDays, dateMs, wallOf } from '../../../lib/zoned-time';
import type { AvailabilityService, TenantClock } from '../../availability/availability.service';
import { isOverlap, isPatientOverlap } from '../../../db/driver-errors';
import type { AppointmentsRepository } from '../appointments.repository';
import { assertStaffChangeable } from '../changes/change-rules';
import { isHeldTime, notHeldForOthers } from '../booking/held-time';
import { SeriesRefused, createSeriesConflicts, isDateRefusal } from './series-conflicts';
import type { SeriesRepository } from './series.repository';
import type { TimeChoice } from '../booking/time-choice';
import type { VisitLife } from '../life/visit-life';

const DAY = 24 * 60 * 60_000;

/**
 * "This and later": a series' visit and every later one move by the same number of days to a new wall time,
 * with the series' doctor, all or nothing (409 SERIES_CONFLICT names each new date that cannot take it).
 */
export function createSeriesMoves(deps: {
  repo: AppointmentsRepository;
  series: SeriesRepository;
  availability: AvailabilityService;
  times: TimeChoice;
  life: VisitLife;
  now: () => Date;
}) {
  const { repo, availability, times } = deps;
  const conflicts = createSeriesConflicts(deps);

  /** Where one visit goes: its new date, instant and end when the doctor is free then by the rules; else null. */
  async function targetOf(
    tenant: TenantClock,
    visit: { id: number; customerId: number; branchId: number; treatmentId: number },
    move: { date: string; startTime: string; doctorId: number; moving: readonly number[] },
  ) {
    try {
      const start = times.startInstant(tenant, move.date, move.startTime, 'staff');
      const { ctx, day } = await availability.prepareDay(tenant, {
        heldTime: 'free',
        forPatient: false,
        branchId: visit.branchId,
        treatmentId: visit.treatmentId,
        date: move.date,
        ignoreAppointmentIds: move.moving,
      });
      const end = start + ctx.treatment.durationMinutes * 60_000;
      const free = times.candidates(day, start, end).filter((id) => id === move.doctorId);
      if (notHeldForOthers(day, visit.customerId, free, start, end).length === 0) return null;
      return { start, end };
    } catch (error) {
      if (isDateRefusal(error)) return null;
      throw error;
    }
  }

  return {
    async moveFrom(
      tenant: TenantClock,
      seriesId: number,
      input: { appointmentId: number; date: string; startTime: string; staffId: number },
    ): Promise<number[]> {
      const series = await deps.series.find(tenant.id, seriesId);
      const first = await repo.find(tenant.id, input.appointmentId);
      if (!series || !first || first.seriesId !== seriesId) throw new AppError('APPOINTMENT_NOT_FOUND');
      assertStaffChangeable(first, deps.now());
      const shiftDays = Math.round(
        (dateMs(input.date) - dateMs(wallOf(tenant.timeZone, first.startsAt.getTime()).date)) / DAY,
      );
      const visits = await repo.db.transaction((tx) =>
        deps.series.activeVisitsFrom(tx, tenant.id, seriesId, first.startsAt),
      );
      const moving = visits.map((visit) => visit.id);
      const planned: Array<{ id: number; date: string; start: number; end: number }> = [];
      const refused: string[] = [];
      for (const { id, startsAt } of visits) {
        const date = addDays(wallOf(tenant.timeZone, startsAt.getTime()).date, shiftDays);
        const target = await targetOf(tenant, first, { ...input, date, doctorId: series.doctorId, moving });
        if (target) planned.push({ id, date, ...target });
        else refused.push(date);
      }
      // Later visits first when moving later, so each lands on time its successor has left (and the reverse).
      if (shiftDays > 0) planned.reverse();
      const shape = { ...first, doctorId: series.doctorId, startTime: input.startTime };
      if (refused.length > 0) return conflicts.refuse(tenant, shape, refused);

      const lost: string[] = [];
      try {
        await repo.db.transaction(async (tx) => {
          // Days in order, then each row: the order single moves and blocks take them in, so none deadlock.
          for (const date of [...new Set(planned.map((visit) => visit.date))].sort()) {
            await repo.lockDay(tx, tenant.id, date);
          }
          for (const visit of planned) {
            assertStaffChangeable(await repo.findForUpdate(tx, tenant.id, visit.id), deps.now());
            const moved = await tx
              .transaction(async (savepoint) => {
                await repo.move(
                  savepoint,
                  tenant.id,
                  visit.id,
                  {
                    doctorId: series.doctorId,
                    startsAt: new Date(visit.start),
                    endsAt: new Date(visit.end),
                  },
                  `staff:${input.staffId}`,
                );
                return true;
              })
              .catch((error: unknown) => {
                if (isOverlap(error) || isPatientOverlap(error) || isHeldTime(error)) return false;
                throw error;
              });
            if (!moved) {
              lost.push(visit.date);
              continue;
            }
            await deps.life.follow(tx, tenant.id, visit.id);
          }
          if (lost.length > 0) throw new SeriesRefused();
        });
      } catch (error) {
        if (!(error instanceof SeriesRefused)) throw error;
      } finally {
        availability.forget(tenant.id);
      }
      if (lost.length > 0) return conflicts.refuse(tenant, shape, lost);
      return planned.map((visit) => visit.id);
    },
  };
}
