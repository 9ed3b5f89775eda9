import { AppError } from '../../errors';
import { minutesOf, wallOf } from '../../lib/zoned-time';
import type { AvailabilityService } from '../availability/availability.service';
import {
  type AppointmentsRepository,
  type Executor,
  isLostRace,
  isOverlap,
  isPatientOverlap,
} from './appointments.repository';
import { type TenantPolicy, assertMovable } from './change-rules';
import { patientBusy } from './patient-limits';
import { DAY_END, type TimeChoice, isSlotTaken, slotTaken } from './time-choice';

/** Edit dialog bounds (spec 5): 06:30 to 24:00 in 5-minute steps. */
const EDIT_EARLIEST = 6 * 60 + 30;

/** update_appointment: a patient moves an own visit to another free time, checked like a new booking. */
export function createMoves(deps: {
  repo: AppointmentsRepository;
  availability: AvailabilityService;
  times: TimeChoice;
  now: () => Date;
}) {
  const { repo, availability, now } = deps;
  const { startInstant, candidates } = deps.times;

  /**
   * Tries each doctor in turn (moving a visit); the exclusion constraint decides who gets the time.
   * Each try is a savepoint of the caller's transaction.
   */
  async function firstThatFits<T>(
    doctors: number[],
    attempt: (doctorId: number) => Promise<T>,
    savepoints: Executor,
  ): Promise<T> {
    for (const doctorId of doctors) {
      try {
        return await savepoints.transaction(() => attempt(doctorId));
      } catch (error) {
        if (isOverlap(error)) continue;
        throw error;
      }
    }
    throw slotTaken();
  }

  return {
    /**
     * update_appointment: own, active, unpaid, starting later than the clinic's notice; the new time is
     * checked like a new booking.
     */
    async update(
      tenant: TenantPolicy,
      customerId: number,
      input: { appointmentId: number; date: string; startTime: string; endTime: string },
    ): Promise<{ date: string; startTime: string; endTime: string }> {
      const startMinutes = minutesOf(input.startTime);
      const endMinutes = minutesOf(input.endTime);
      if (startMinutes % 5 !== 0 || endMinutes % 5 !== 0) {
        throw new AppError('TIME_NOT_ON_STEP');
      }
      if (startMinutes < EDIT_EARLIEST || endMinutes > DAY_END) throw new AppError('TIME_OUT_OF_DAY');
      if (endMinutes <= startMinutes) throw new AppError('END_BEFORE_START');

      const current = await repo.find(tenant.id, input.appointmentId);
      assertMovable(current, { customerId, tenant }, now());

      const start = startInstant(tenant, input.date, input.startTime);
      const { ctx, day } = await availability.prepareDay(tenant, {
        branchId: current.branchId,
        treatmentId: current.treatmentId,
        date: input.date,
        ignoreAppointmentId: current.id,
      });
      // The visit lasts what its treatment lasts, whatever end the dialog sent.
      const end = start + ctx.treatment.durationMinutes * 60_000;
      const free = candidates(day, start, end);
      // Keep the same doctor when they are free; otherwise re-assign.
      const doctors = free.includes(current.doctorId)
        ? [current.doctorId, ...free.filter((d) => d !== current.doctorId)]
        : free;
      if (doctors.length === 0) throw slotTaken();

      try {
        await repo.db.transaction(async (tx) => {
          // Re-read under lock: a cancel, payment or another move may have happened since.
          const locked = await repo.findForUpdate(tx, tenant.id, current.id);
          await repo.lockDay(tx, tenant.id, input.date);
          assertMovable(locked, { customerId, tenant }, now());
          await firstThatFits(
            doctors,
            (doctorId) =>
              repo.move(tx, tenant.id, current.id, { doctorId, startsAt: new Date(start), endsAt: new Date(end) }),
            tx,
          );
        });
      } catch (error) {
        if (isPatientOverlap(error)) throw patientBusy();
        if (isLostRace(error) || isOverlap(error) || isSlotTaken(error)) {
          availability.forget(tenant.id);
          throw slotTaken();
        }
        throw error;
      }
      availability.forget(tenant.id);
      const endWall = wallOf(tenant.timeZone, end);
      return {
        date: input.date,
        startTime: input.startTime,
        endTime: endWall.date === input.date ? endWall.time : '24:00',
      };
    },
  };
}
